import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import { DataTable } from './DataTable';
import type { DataTableColumn } from './DataTable.types';

interface Draw {
  game: string;
  round: string;
  result: string;
}

const ROWS: Draw[] = [
  { game: 'VN North', round: '20240701', result: '12345' },
  { game: 'VN South', round: '20240702', result: '67890' },
];

const COLUMNS: DataTableColumn<Draw>[] = [
  { id: 'game', header: 'Game', cell: (d) => d.game, rowHeader: true },
  { id: 'round', header: 'Round', cell: (d) => d.round, align: 'start', wrap: true },
  { id: 'result', header: 'Result', cell: (d) => d.result },
];

const renderTable = (props: Partial<Parameters<typeof DataTable<Draw>>[0]> = {}) =>
  renderWithTheme(
    <DataTable caption="Latest draws: 2" columns={COLUMNS} rows={ROWS} rowKey={(d) => d.round} {...props} />,
  );

describe('DataTable', () => {
  it('shows a heading per column and a row per row, each cell from its column', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Latest draws: 2' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Game', 'Round', 'Result']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['VN North2024070112345', 'VN South2024070267890']);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('VN North');
  });

  it('names its focusable scrolling region by the caption', () => {
    renderTable();
    const region = screen.getByRole('region', { name: 'Latest draws: 2' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByRole('table'));
  });

  it('without a caption, the region takes the name given', () => {
    renderWithTheme(
      <>
        <h2 id="draws">My draws</h2>
        <DataTable aria-labelledby="draws" columns={COLUMNS} rows={ROWS} rowKey={(d) => d.round} />
      </>,
    );
    expect(screen.getByRole('region', { name: 'My draws' })).toBeInTheDocument();
    expect(screen.getByRole('table').querySelector('caption')).toBeNull();
  });

  it('marks each cell with its column, label, alignment and wrapping', () => {
    const { container } = renderTable();
    const round = container.querySelector('tbody [data-column="round"]')!;
    expect(round).toHaveAttribute('data-label', 'Round');
    expect(round).toHaveAttribute('data-align', 'start');
    expect(round).toHaveAttribute('data-wrap');
    const result = container.querySelector('tbody [data-column="result"]')!;
    expect(result).not.toHaveAttribute('data-align');
    expect(result).not.toHaveAttribute('data-wrap');
    // A row header starts, unless told otherwise.
    expect(container.querySelector('tbody th[data-column="game"]')).toHaveAttribute('data-align', 'start');
  });

  it('adds a totals row headed by its label, with each column total', () => {
    const columns = COLUMNS.map((c) => (c.id === 'result' ? { ...c, total: '80,235' } : c));
    renderTable({ columns, totalsLabel: 'Total' });
    const footer = screen.getByRole('table').querySelector('tfoot')!;
    expect(within(footer).getByRole('rowheader')).toHaveTextContent('Total');
    expect(footer.querySelector('[data-column="result"]')).toHaveTextContent('80,235');
    expect(footer.querySelector('[data-column="round"]')).toBeEmptyDOMElement();
  });

  it('has no totals row unless asked', () => {
    renderTable();
    expect(screen.getByRole('table').querySelector('tfoot')).toBeNull();
  });

  it('shows the empty state instead of the table when there are no rows', () => {
    renderTable({ rows: [], empty: { title: 'No draws yet', description: 'Results appear after the draw.' } });
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('heading', { name: 'No draws yet' })).toBeInTheDocument();
    expect(screen.getByText('Results appear after the draw.')).toBeInTheDocument();
  });

  it('keeps an empty table with its headings when no empty state is given', () => {
    renderTable({ rows: [] });
    expect(screen.getAllByRole('row')).toHaveLength(1);
  });

  it('marks itself busy, cards on narrow panels and a scrolling height when asked', () => {
    const { container } = renderTable({ busy: true, stackOnNarrow: true, maxHeight: '20rem' });
    const region = screen.getByRole('region');
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(region).toHaveAttribute('data-max-height');
    expect(region.style.getPropertyValue('--ts-data-table-max-height')).toBe('20rem');
    expect(container.querySelector('[data-stack]')).toContainElement(region);
  });

  it('forwards its ref to the outer element and passes native props there', () => {
    const ref = createRef<HTMLDivElement>();
    renderTable({ ref, id: 'draws', className: 'extra' } as never);
    expect(ref.current).toHaveAttribute('id', 'draws');
    expect(ref.current).toContainElement(screen.getByRole('table'));
  });
});
