import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';
import { focusRing } from './focusRing';

/** The quiet pause/play button of content that moves by itself. */
export const MotionToggle = styled.button`
  display: inline-grid;
  flex: none;
  place-items: center;
  width: ${t.size.controlSm};
  height: ${t.size.controlSm};
  padding: 0;
  border: 0;
  border-radius: ${t.radius.md};
  background: transparent;
  color: ${t.color.text.muted};
  cursor: pointer;
  &:hover {
    background: ${t.color.bg.hover};
    color: ${t.color.text.primary};
  }
  ${focusRing({ placement: 'inset' })}
`;
