import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { formatNumber } from '@tessera/format';
import { WinnerScroller } from './WinnerScroller';
import { emulateReducedMotion } from '../../test/emulateReducedMotion';
import { sampleWinners, winnersWithBrokenIcons } from './sampleWinners';

const meta = {
  title: 'Showcase/WinnerScroller',
  component: WinnerScroller,
  parameters: { layout: 'centered' },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  args: { winners: sampleWinners, paused: true, stepMs: 500, waitMs: 1000, minItemsToMove: 5, visibleCount: 5 },
} satisfies Meta<typeof WinnerScroller>;

export default meta;
type Story = StoryObj<typeof meta>;

const names = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll('li:not([data-clone])')).map(
    (li) => within(li as HTMLElement).getByText(/\*\*\*/).textContent,
  );
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const Playground: Story = {};

/** Paused (as every frozen screenshot is): five rows in view. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Recent winners' });
    await expect(within(list).getByText('128,450.50')).toBeVisible();
  },
};

/** Moving one row at a time, then stopped with the pause button (WCAG 2.2.2). */
export const Stepping: Story = {
  args: { paused: false, waitMs: 600, stepMs: 200 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(names(canvasElement)[0]).toBe('ma***ri'), { timeout: 3000 });
    await expect(names(canvasElement).at(-1)).toBe('ja***88');
    const toggle = canvas.getByRole('button', { name: 'Pause winners' });
    await userEvent.click(toggle);
    await userEvent.unhover(toggle);
    await expect(toggle).toHaveAccessibleName('Play winners');
    await sleep(1200);
    await expect(names(canvasElement)[0]).toBe('ma***ri');
    toggle.blur();
  },
};

/** §9: with fewer than five entries nothing moves and there is nothing to pause. */
export const FewerThanFive: Story = {
  args: { winners: sampleWinners.slice(0, 4), paused: false, waitMs: 200, stepMs: 100 },
  play: async ({ canvasElement }) => {
    await sleep(800);
    await expect(names(canvasElement)).toEqual(['ja***88', 'ma***ri', 'ke***n7', 'an***la']);
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** Missing or broken pictures fall back to the default avatar. */
export const ImageFallback: Story = {
  args: { winners: winnersWithBrokenIcons },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-content="default"]')).toHaveLength(2));
  },
};

/** prefers-reduced-motion: no movement, no pause button; the rest of the list scrolls. */
export const ReducedMotion: Story = {
  args: { paused: false, waitMs: 200, stepMs: 100 },
  beforeEach: () => emulateReducedMotion(),
  play: async ({ canvasElement }) => {
    await sleep(800);
    await expect(names(canvasElement)[0]).toBe('ja***88');
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Empty: Story = {
  args: { winners: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No winners yet')).toBeVisible();
  },
};

/** While the winners are fetched: placeholder rows hold the window's height, so the page below stays put. */
export const Loading: Story = {
  args: { winners: [], loading: true },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Recent winners' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).queryByText('No winners yet')).toBeNull();
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const RTL: Story = {
  globals: { dir: 'rtl' },
};

/** The caller formats amounts (here with a currency sign). */
export const CustomFormat: Story = {
  args: {
    formatAmount: (value: number) => formatNumber(value, { locale: 'en-PH', style: 'currency', currency: 'PHP' }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('₱128,450.50')).toBeVisible();
  },
};
