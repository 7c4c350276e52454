import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';
import { Table, TableScroll } from './contentTable.styles';

export const Ranks = styled(Table)`
  & tbody th {
    width: 4rem;
    text-align: start;
  }
  & td[data-align='start'] {
    text-align: start;
  }
  & tbody td:last-child {
    font-weight: ${t.font.weight.semibold};
  }
`;

/** The rank as a disc; the podium (1 to 3) takes the highlight colour. */
/** A narrow table keeps each name close to its amount. */
export const Board = styled(TableScroll)`
  max-width: 40rem;
`;

export const Place = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 1.75rem;
  height: 1.75rem;
  border-radius: ${t.radius.pill};
  background: ${t.color.bg.sunken};
  font-weight: ${t.font.weight.bold};
  &[data-podium] {
    background: ${t.color.accent.highlight};
    color: ${t.color.accent.onHighlight};
  }
`;
