import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';
import { visuallyHidden } from '@tessera/ui';

/** The winning digits as balls; assistive technology reads the number itself. */
export const Digits = styled.span`
  position: relative;
  display: inline-flex;
  gap: ${t.space[1]};
  & > span[aria-hidden] {
    display: inline-grid;
    place-items: center;
    width: 1.5rem;
    height: 1.5rem;
    border-radius: ${t.radius.pill};
    background: ${t.color.accent.primary};
    color: ${t.color.text.onAccent};
    font-weight: ${t.font.weight.bold};
  }
`;

export const Spoken = styled.span`
  ${visuallyHidden}
`;
