import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';

/* The same columns and gaps as GameGrid (two on a phone, seven at most), one row at a time. */
export const List = styled.div`
  --_gap: ${t.space[3]};
  position: relative;
  column-gap: var(--_gap);
  @media (min-width: 48em) {
    --_gap: ${t.space[4]};
  }
`;

export const Row = styled.div`
  position: absolute;
  inset-block-start: 0;
  inset-inline: 0;
  display: grid;
  grid-template-columns: repeat(var(--game-grid-columns, 2), minmax(0, 1fr));
  gap: var(--_gap);
`;
