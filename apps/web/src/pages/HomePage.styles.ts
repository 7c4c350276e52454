import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';
import { placeholderFill, winnerScrollerHeight } from '@tessera/ui';

export const Grid = styled.div`
  display: grid;
  gap: ${t.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
  align-items: start;
  margin-bottom: ${t.space[8]};
`;

/** Holds the recent winners' place while the scroller's code arrives: its height with five rows. */
export const WinnersPlaceholder = styled.div`
  height: ${winnerScrollerHeight(5)};
  border-radius: ${t.radius.lg};
  ${placeholderFill}
`;

/** Holds the popular lottery's place in home's first render, until its exact held place arrives (plain, to keep the first load small). */
export const PopularPlaceholder = styled.div`
  min-height: 220px;
  border-radius: ${t.radius.lg};
  ${placeholderFill}
`;
