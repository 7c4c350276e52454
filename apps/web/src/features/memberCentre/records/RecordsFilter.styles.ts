import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';

export const Quick = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${t.space[2]};
  & > button[aria-pressed='true'] {
    background: ${t.color.accent.primary};
    border-color: ${t.color.accent.primary};
    color: ${t.color.text.onAccent};
  }
  /* The button's own hover would light the chosen range under its light text. */
  & > button[aria-pressed='true']:hover {
    background: ${t.color.accent.primaryHover};
    border-color: ${t.color.accent.primaryHover};
  }
`;

/** From, to, the extra choice and the search button side by side when there is room. */
export const Fields = styled.div`
  display: grid;
  gap: ${t.space[3]};
  grid-template-columns: repeat(auto-fit, minmax(8.5rem, 1fr));
  align-items: start;
  & > button {
    align-self: end;
  }
`;
