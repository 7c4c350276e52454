import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { formatAmount } from '@tessera/format';
import { theme as t } from '@tessera/tokens';
import { Table, TableScroll } from '../../content/contentTable.styles';

/** One column: its heading (also each card line's label on a phone) and how a row fills it. */
export interface RecordsColumn<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Text columns start-align; figures end-align. @default 'end' */
  align?: 'start' | 'end';
  /** Long text (names, remarks) wraps instead of widening the table. @default false */
  wrap?: boolean;
}

/** Below this width the panel shows each row as a card of label and value lines. */
const CARDS_BELOW = '40rem';

const Frame = styled.div`
  container-type: inline-size;
  min-width: 0;
`;

const Rows = styled(Table)`
  & td {
    white-space: nowrap;
  }
  & td[data-wrap] {
    white-space: normal;
    overflow-wrap: anywhere;
    min-width: 8rem;
  }

  @container (max-width: ${CARDS_BELOW}) {
    & thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
    & tbody,
    & tr,
    & td {
      display: block;
    }
    & tbody tr {
      padding: ${t.space[2]} 0;
    }
    & tbody tr + tr > * {
      border-top: 0;
    }
    & tbody tr + tr {
      border-top: 1px solid ${t.color.border.default};
    }
    & tbody td,
    & tbody td:first-child,
    & tbody td:last-child {
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
    & tbody td::before {
      content: attr(data-label);
      flex: none;
      color: ${t.color.text.muted};
      text-align: start;
    }
  }
`;

/**
 * The records' table: a real table with a caption on wide panels, each row a card of labelled
 * lines on narrow ones (a phone), inside a named region that scrolls sideways if it ever must.
 */
export function RecordsTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  busy = false,
}: {
  caption: string;
  columns: readonly RecordsColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** A new page or filter is on its way: the rows shown are the previous ones. */
  busy?: boolean;
}) {
  const captionId = useId();
  return (
    <Frame>
      <TableScroll tabIndex={0} role="region" aria-labelledby={captionId} aria-busy={busy || undefined}>
        <Rows>
          <caption id={captionId}>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.id} scope="col" data-align={column.align === 'start' ? 'start' : undefined}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td
                    key={column.id}
                    data-label={column.header}
                    data-column={column.id}
                    data-align={column.align === 'start' ? 'start' : undefined}
                    data-wrap={column.wrap ? '' : undefined}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Rows>
      </TableScroll>
    </Frame>
  );
}

const Pill = styled.span`
  display: inline-block;
  padding: 0 ${t.space[2]};
  border-radius: ${t.radius.pill};
  color: ${t.color.text.primary};
  font-variant-numeric: tabular-nums;
  &[data-sign='up'] {
    background: ${t.color.status.successSubtle};
  }
  &[data-sign='down'] {
    background: ${t.color.status.dangerSubtle};
  }
`;

/**
 * A signed amount: "+12.50" on green, "-3.00" on red, "0.00" plain. The sign says it as well as
 * the colour does.
 */
export function SignedAmount({ value }: { value: number }) {
  const sign = value > 0 ? 'up' : value < 0 ? 'down' : 'none';
  return <Pill data-sign={sign}>{value > 0 ? `+${formatAmount(value)}` : formatAmount(value)}</Pill>;
}
