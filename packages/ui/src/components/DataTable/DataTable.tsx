import {
  forwardRef,
  useId,
  type CSSProperties,
  type ForwardedRef,
  type HTMLAttributes,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { EmptyState } from '../EmptyState';
import { Frame, MAX_HEIGHT_VAR, Scroll, Table } from './DataTable.styles';
import type { DataTableColumn, DataTableEmpty } from './DataTable.types';

export interface DataTableProps<Row> extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The columns, in order. */
  columns: readonly DataTableColumn<Row>[];
  /** The rows, in order. */
  rows: readonly Row[];
  /** A stable key of a row. */
  rowKey: (row: Row, index: number) => string | number;
  /** The table's caption, which also names its scrolling region. Without one, pass `aria-label` or `aria-labelledby`. */
  caption?: ReactNode;
  /**
   * Adds a totals row (`<tfoot>`): each column's `total`, and this label heading the row in the
   * first column when that column has no total.
   * @default undefined (no totals row unless a column has a `total`)
   */
  totalsLabel?: ReactNode;
  /** Shown instead of the table when there are no rows. Without it an empty table shows its headings. */
  empty?: DataTableEmpty;
  /** New rows are on their way: the rows shown are the previous ones (`aria-busy`). @default false */
  busy?: boolean;
  /**
   * On a narrow panel (under 40rem) each row becomes a card of labelled lines instead of a table
   * that scrolls sideways.
   * @default false
   */
  stackOnNarrow?: boolean;
  /** A long table scrolls within this height (a CSS length) under headings that stay in view. */
  maxHeight?: string;
}

function DataTableInner<Row>(
  {
    columns,
    rows,
    rowKey,
    caption,
    totalsLabel,
    empty,
    busy = false,
    stackOnNarrow = false,
    maxHeight,
    'aria-label': ariaLabel,
    'aria-labelledby': ariaLabelledBy,
    ...rest
  }: DataTableProps<Row>,
  ref: ForwardedRef<HTMLDivElement>,
) {
  const captionId = useId();
  if (rows.length === 0 && empty) {
    return (
      <Frame ref={ref} {...rest}>
        <EmptyState size="compact" {...empty} />
      </Frame>
    );
  }
  const hasTotals = totalsLabel !== undefined || columns.some((column) => column.total !== undefined);
  const alignOf = (column: DataTableColumn<Row>) => {
    const align = column.align ?? (column.rowHeader ? 'start' : 'end');
    return align === 'start' ? 'start' : undefined;
  };
  return (
    <Frame ref={ref} data-stack={stackOnNarrow ? '' : undefined} {...rest}>
      <Scroll
        tabIndex={0}
        role="region"
        aria-label={caption ? undefined : ariaLabel}
        aria-labelledby={caption ? captionId : ariaLabelledBy}
        aria-busy={busy || undefined}
        data-max-height={maxHeight ? '' : undefined}
        style={maxHeight ? ({ [MAX_HEIGHT_VAR]: maxHeight } as CSSProperties) : undefined}
      >
        <Table>
          {caption && <caption id={captionId}>{caption}</caption>}
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.id} scope="col" data-align={alignOf(column)}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={rowKey(row, index)}>
                {columns.map((column) => {
                  const Cell = column.rowHeader ? 'th' : 'td';
                  return (
                    <Cell
                      key={column.id}
                      scope={column.rowHeader ? 'row' : undefined}
                      data-label={column.header}
                      data-column={column.id}
                      data-align={alignOf(column)}
                      data-wrap={column.wrap ? '' : undefined}
                    >
                      {column.cell(row, index)}
                    </Cell>
                  );
                })}
              </tr>
            ))}
          </tbody>
          {hasTotals && (
            <tfoot>
              <tr>
                {columns.map((column, index) =>
                  index === 0 ? (
                    <th key={column.id} scope="row" data-column={column.id} data-align="start">
                      {column.total ?? totalsLabel}
                    </th>
                  ) : (
                    <td
                      key={column.id}
                      data-label={column.total === undefined ? undefined : column.header}
                      data-column={column.id}
                      data-align={alignOf(column)}
                    >
                      {column.total}
                    </td>
                  ),
                )}
              </tr>
            </tfoot>
          )}
        </Table>
      </Scroll>
    </Frame>
  );
}

/**
 * A table of rows under column headings, with an optional totals row and an empty state: inside a
 * named region that scrolls sideways when the table is wider than its panel (or, with
 * `stackOnNarrow`, turns each row into a card of labelled lines on a phone).
 */
export const DataTable = forwardRef(DataTableInner) as <Row>(
  props: DataTableProps<Row> & { ref?: Ref<HTMLDivElement> },
) => ReactElement;
