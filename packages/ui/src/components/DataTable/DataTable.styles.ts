import styled, { css } from 'styled-components';
import { theme as t } from '@tessera/tokens';
import { focusRing } from '../../utils/focusRing';

/** The panel width under which a table with `stackOnNarrow` shows each row as a card. */
export const CARDS_BELOW = '40rem';

/** Sets the height a long table scrolls within (from the `maxHeight` prop). */
export const MAX_HEIGHT_VAR = '--ts-data-table-max-height';

export const Frame = styled.div`
  container-type: inline-size;
  min-width: 0;
`;

/**
 * The look of a table's scrolling frame: on a phone a wide table scrolls sideways inside the page
 * instead of widening it. Render the frame focusable and named, so keyboard users can scroll it too.
 */
export const tableScroll = css`
  max-width: 100%;
  overflow-x: auto;
  border: 1px solid ${t.color.border.default};
  border-radius: ${t.radius.lg};
  background: ${t.color.bg.surface};
  ${focusRing()}
`;

/** Holds a wide table (see {@link tableScroll}); `data-max-height` makes a long one scroll within a height. */
export const Scroll = styled.div`
  ${tableScroll}
  &[data-max-height] {
    max-height: var(${MAX_HEIGHT_VAR});
    overflow-y: auto;
  }
`;

/**
 * The look every table of figures shares: compact rows, figures aligned to the end in tabular
 * digits, headings on a sunken band (`data-align="start"` on a cell for text).
 */
export const tableLook = css`
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
`;

export const Table = styled.table`
  ${tableLook}
  [data-max-height] > & thead > tr > * {
    position: sticky;
    top: 0;
    z-index: 1;
  }
  & tbody th {
    font-weight: ${t.font.weight.medium};
  }
  & tbody tr + tr > * {
    border-top: 1px solid ${t.color.border.default};
  }
  & tfoot > tr > * {
    border-top: 1px solid ${t.color.border.strong};
    font-weight: ${t.font.weight.semibold};
    background: ${t.color.bg.sunken};
  }
  & [data-align='start'] {
    text-align: start;
  }
  & td[data-wrap] {
    white-space: normal;
    overflow-wrap: anywhere;
    min-width: 8rem;
  }

  @container (max-width: ${CARDS_BELOW}) {
    [data-stack] & thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
    [data-stack] & :is(tbody, tfoot),
    [data-stack] & :is(tbody, tfoot) > tr {
      display: block;
    }
    [data-stack] & :is(tbody, tfoot) > tr {
      padding: ${t.space[2]} 0;
    }
    [data-stack] & tbody tr + tr > *,
    [data-stack] & tfoot > tr > * {
      border-top: 0;
    }
    [data-stack] & tbody tr + tr,
    [data-stack] & tfoot > tr {
      border-top: 1px solid ${t.color.border.default};
    }
    [data-stack] & :is(tbody, tfoot) > tr > * {
      display: flex;
      justify-content: space-between;
      align-items: baseline;
      gap: ${t.space[3]};
      padding: ${t.space[1]} ${t.space[4]};
      text-align: end;
      white-space: normal;
      overflow-wrap: anywhere;
      min-width: 0;
    }
    [data-stack] & tfoot > tr > td:not([data-label]) {
      display: none;
    }
    [data-stack] & :is(tbody, tfoot) > tr > [data-label]::before {
      content: attr(data-label);
      flex: none;
      color: ${t.color.text.muted};
      font-weight: ${t.font.weight.regular};
      text-align: start;
    }
  }
`;
