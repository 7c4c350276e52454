import styled from 'styled-components';
import { theme as t } from '@tessera/tokens';
import { focusRing } from '@tessera/ui';

/**
 * Holds a wide table: on a phone it scrolls sideways inside the page instead of widening it.
 * Rendered focusable with a name so keyboard users can scroll it too.
 */
export const TableScroll = styled.div`
  max-width: 100%;
  overflow-x: auto;
  border: 1px solid ${t.color.border.default};
  border-radius: ${t.radius.lg};
  background: ${t.color.bg.surface};
  ${focusRing()}
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${t.font.size.sm};
  font-variant-numeric: tabular-nums;
  & caption {
    padding: ${t.space[3]} ${t.space[4]};
    text-align: start;
    color: ${t.color.text.muted};
  }
  & th,
  & td {
    padding: ${t.space[3]};
    text-align: end;
    white-space: nowrap;
  }
  & th:first-child,
  & td:first-child {
    padding-inline-start: ${t.space[4]};
  }
  & th:last-child,
  & td:last-child {
    padding-inline-end: ${t.space[4]};
  }
  /*
   * Headings wrap between words so that the figures, not the words above them, set the columns'
   * widths; keep-all stops Chinese headings from breaking after every character.
   */
  & thead > tr > * {
    white-space: normal;
    word-break: keep-all;
    vertical-align: bottom;
    color: ${t.color.text.muted};
    font-weight: ${t.font.weight.semibold};
    background: ${t.color.bg.sunken};
  }
  & tbody tr + tr > * {
    border-top: 1px solid ${t.color.border.default};
  }
  & [data-align='start'] {
    text-align: start;
  }
`;
