import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AmountPill } from '../AmountPill';
import { Button } from '../Button';
import { DataTable } from './DataTable';
import type { DataTableColumn } from './DataTable.types';

interface Bet {
  id: number;
  game: string;
  provider: string;
  time: string;
  stake: string;
  profit: number;
}

const BETS: Bet[] = [
  { id: 1, game: 'Dragon Fortune', provider: 'PG Soft', time: '2024-07-01 21:04:13', stake: '50.00', profit: 12_550 },
  {
    id: 2,
    game: 'Baccarat Live',
    provider: 'Evolution',
    time: '2024-07-01 20:41:02',
    stake: '200.00',
    profit: -20_000,
  },
  { id: 3, game: 'Mega Ace', provider: 'JILI', time: '2024-07-01 19:12:45', stake: '10.00', profit: 0 },
  {
    id: 4,
    game: 'Super Lucky Gems Deluxe Edition',
    provider: 'Pragmatic Play',
    time: '2024-06-30 23:59:59',
    stake: '1,000.00',
    profit: 250_000,
  },
];

const COLUMNS: DataTableColumn<Bet>[] = [
  { id: 'game', header: 'Game', cell: (b) => b.game, rowHeader: true, wrap: true },
  { id: 'provider', header: 'Provider', cell: (b) => b.provider, align: 'start' },
  { id: 'time', header: 'Time', cell: (b) => b.time },
  { id: 'stake', header: 'Stake', cell: (b) => b.stake },
  { id: 'profit', header: 'Profit', cell: (b) => <AmountPill value={b.profit} /> },
];

const totalled = (columns: DataTableColumn<Bet>[]) =>
  columns.map((column) =>
    column.id === 'stake'
      ? { ...column, total: '1,260.00' }
      : column.id === 'profit'
        ? { ...column, total: <AmountPill value={242_550} /> }
        : column,
  );

/** The table of the stories, its rows typed. */
const BetTable = DataTable<Bet>;

/**
 * Rows under column headings, with an optional totals row and an empty state. Columns say how a
 * row fills them; headings and labels are strings the app passes:
 *
 * ```tsx
 * <DataTable caption="Bets: 4" columns={columns} rows={bets} rowKey={(b) => b.id} stackOnNarrow />
 * ```
 */
const meta = {
  title: 'Data display/DataTable',
  component: BetTable,
  args: {
    caption: 'Bets from 2024-06-25 to 2024-07-01 (UTC): 4',
    columns: COLUMNS,
    rows: BETS,
    rowKey: (b: Bet) => b.id,
    busy: false,
    stackOnNarrow: false,
  },
  argTypes: {
    columns: { control: false },
    rows: { control: false },
    rowKey: { control: false },
    empty: { control: false },
    maxHeight: { control: 'text' },
  },
} satisfies Meta<typeof BetTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table');
    await expect(canvas.getByRole('region', { name: /Bets from/ })).toContainElement(table);
    await expect(canvas.getByRole('rowheader', { name: 'Dragon Fortune' })).toBeVisible();
    await expect(canvas.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Game',
      'Provider',
      'Time',
      'Stake',
      'Profit',
    ]);
    await userEvent.tab();
    await expect(canvas.getByRole('region')).toHaveFocus();
  },
};

/** A totals row closes the table (`<tfoot>`), headed by its label. */
export const WithTotals: Story = {
  args: { columns: totalled(COLUMNS), totalsLabel: 'Total' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const footer = canvasElement.querySelector('tfoot')!;
    await expect(within(footer).getByRole('rowheader', { name: 'Total' })).toBeVisible();
    await expect(footer).toHaveTextContent('1,260.00');
    await expect(canvas.getAllByRole('row')).toHaveLength(BETS.length + 2);
  },
};

/** No rows: a compact empty state stands in for the table. */
export const Empty: Story = {
  args: {
    rows: [],
    empty: {
      title: 'No betting records',
      description: 'Nothing in the last 7 days.',
      action: (
        <Button size="sm" variant="secondary">
          Last 30 days
        </Button>
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'No betting records' })).toBeVisible();
  },
};

/** On a narrow panel each row becomes a card of labelled lines, totals included. */
export const StackedOnNarrow: Story = {
  args: { stackOnNarrow: true, columns: totalled(COLUMNS), totalsLabel: 'Total' },
  render: (args) => (
    <div style={{ width: 340 }}>
      <BetTable {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const cell = canvasElement.querySelector('tbody td[data-column="provider"]')!;
    await expect(getComputedStyle(cell).display).toBe('flex');
    await expect(getComputedStyle(cell, '::before').content).toBe('"Provider"');
    const emptyTotal = canvasElement.querySelector('tfoot td[data-column="provider"]')!;
    await expect(getComputedStyle(emptyTotal).display).toBe('none');
  },
};

/** Wide content on a phone without cards: the region scrolls sideways, the page does not. */
export const ScrollsSideways: Story = {
  render: (args) => (
    <div style={{ width: 340 }}>
      <BetTable {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region');
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(region.getBoundingClientRect().width).toBeLessThanOrEqual(340);
  },
};

/** A long table scrolls within its height; the headings stay in view. */
export const StickyHeadings: Story = {
  args: {
    caption: undefined,
    'aria-label': 'Latest draws',
    maxHeight: '12rem',
    rows: Array.from({ length: 12 }, (_, i) => ({ ...BETS[i % BETS.length]!, id: i })),
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Latest draws' });
    const heading = within(region).getAllByRole('columnheader')[0]!;
    region.scrollTop = 80;
    await expect(Math.abs(heading.getBoundingClientRect().top - region.getBoundingClientRect().top)).toBeLessThan(3);
  },
};

/** Right to left: the first column sits on the right; figures keep to the inline end. */
export const RTL: Story = {
  globals: { dir: 'rtl' },
  args: {
    caption: 'الرهانات: 2',
    columns: [
      { id: 'game', header: 'اللعبة', cell: (b: Bet) => b.game, rowHeader: true },
      { id: 'stake', header: 'الرهان', cell: (b: Bet) => b.stake },
      { id: 'profit', header: 'الربح', cell: (b: Bet) => <AmountPill value={b.profit} /> },
    ],
    rows: BETS.slice(0, 2),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [game, , profit] = canvas.getAllByRole('columnheader');
    await expect(game!.getBoundingClientRect().left).toBeGreaterThan(profit!.getBoundingClientRect().left);
  },
};
