import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';
import { loadedImage } from '../../utils/loadedImage';

export const Root = styled.span`
  position: relative;
  display: inline-grid;
  place-items: center;
  flex: none;
  width: ${t.size.controlMd};
  height: ${t.size.controlMd};
  border-radius: ${t.radius.pill};
  background: ${t.color.bg.sunken};
  color: ${t.color.text.muted};
  font-size: ${t.font.size.sm};
  font-weight: ${t.font.weight.semibold};
  line-height: 1;
  overflow: hidden;
  user-select: none;

  &[data-size='sm'] {
    width: ${t.size.controlSm};
    height: ${t.size.controlSm};
    font-size: ${t.font.size.xs};
  }
  &[data-size='lg'] {
    width: ${t.size.controlLg};
    height: ${t.size.controlLg};
    font-size: ${t.font.size.md};
  }

  &[data-content='initials'] {
    background: ${t.color.bg.accentSubtle};
    color: ${t.color.text.primary};
  }

  & > img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
    ${loadedImage};
  }
  & > svg {
    width: 100%;
    height: 100%;
  }
  & > img[data-loaded] + svg {
    display: none;
  }
`;
