import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';
import { tableLook, tableScroll } from '@tessera/ui';

/*
 * The content pages' tables (VIP levels with grouped headings, rankings) in the look of ui's
 * DataTable, whose one-heading-row shape they do not fit.
 */

/** Holds a wide table; render it focusable with a name so keyboard users can scroll it too. */
export const TableScroll = styled.div`
  ${tableScroll}
`;

export const Table = styled.table`
  ${tableLook}
  & tbody tr + tr > * {
    border-top: 1px solid ${t.color.border.default};
  }
  & [data-align='start'] {
    text-align: start;
  }
`;
