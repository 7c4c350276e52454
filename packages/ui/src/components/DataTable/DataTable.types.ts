import type { ReactNode } from 'react';
import type { EmptyStateProps } from '../EmptyState';

export const DATA_TABLE_ALIGNS = ['start', 'end'] as const;
export type DataTableAlign = (typeof DATA_TABLE_ALIGNS)[number];

/** One column: its heading and how a row fills it. */
export interface DataTableColumn<Row> {
  /** Unique in the table; each cell carries it as `data-column`. */
  id: string;
  /** The heading; in cards (`stackOnNarrow`) also each line's label. */
  header: string;
  /** The cell of one row. */
  cell: (row: Row, index: number) => ReactNode;
  /** Text start-aligns, figures end-align. @default 'end' ('start' for a row header) */
  align?: DataTableAlign;
  /** Long text (names, remarks) wraps instead of widening the table. @default false */
  wrap?: boolean;
  /** The column's cells head their rows (`<th scope="row">`): a name, a game. @default false */
  rowHeader?: boolean;
  /** The column's cell in the totals row (`<tfoot>`); without one the cell stays empty. */
  total?: ReactNode;
}

/** What the table shows instead of itself when there are no rows (a compact `EmptyState`). */
export type DataTableEmpty = Pick<EmptyStateProps, 'title' | 'description' | 'icon' | 'action' | 'titleAs'>;
