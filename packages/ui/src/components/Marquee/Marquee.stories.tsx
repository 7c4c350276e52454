import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Marquee } from './Marquee';
import { emulateReducedMotion } from '../../test/emulateReducedMotion';
import { manyNotices, sampleNotices } from './sampleNotices';

const meta = {
  title: 'Showcase/Marquee',
  component: Marquee,
  args: { items: sampleNotices, onSelect: fn(), label: 'Notices', speed: 60, paused: false },
  argTypes: { speed: { control: { type: 'range', min: 10, max: 200, step: 10 } } },
  // The moving titles run on under the pause button: checked for a target covered by them too
  // (WCAG 2.2 target size, which axe leaves off unless asked).
  parameters: { a11y: { config: { rules: [{ id: 'target-size', enabled: true }] } } },
} satisfies Meta<typeof Marquee>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement) => within(canvasElement).getByRole('region', { name: 'Notices' });

/**
 * The last keyframe's transform of the running scroll animation, once it runs: the strip starts
 * moving when its resize observer has measured the titles, a frame after it mounts.
 */
async function scrollTarget(root: HTMLElement): Promise<string | undefined> {
  await waitFor(() => expect(root).toHaveAttribute('data-ready'));
  const track = root.querySelector('[data-part="track"]')!;
  const name = getComputedStyle(track).animationName;
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (rule instanceof CSSKeyframesRule && rule.name === name) {
        const last = rule.cssRules[rule.cssRules.length - 1] as CSSKeyframeRule;
        return last.style.transform;
      }
    }
  }
  return undefined;
}

export const Playground: Story = {};

/** Titles scroll; keyboard focus stops them and Enter opens the notice. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const root = region(canvasElement);
    await expect(root).toHaveAttribute('data-state', 'running');
    await expect(await scrollTarget(root)).toBe('translateX(-50%)');
    await userEvent.tab();
    const first = within(root).getByRole('button', { name: sampleNotices[0]!.title });
    await expect(first).toHaveFocus();
    await expect(root).toHaveAttribute('data-state', 'paused');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(sampleNotices[0]);
    first.blur();
  },
};

/** Stopped by the caller: no scrolling and no pause button. */
export const Paused: Story = {
  args: { paused: true },
  play: async ({ canvasElement }) => {
    const root = region(canvasElement);
    await expect(root).toHaveAttribute('data-state', 'paused');
    await expect(within(root).queryByRole('button', { name: 'Pause notices' })).toBeNull();
  },
};

/** Stopped by the user with the pause button (WCAG 2.2.2). */
export const PausedByUser: Story = {
  play: async ({ canvasElement }) => {
    const root = region(canvasElement);
    const toggle = within(root).getByRole('button', { name: 'Pause notices' });
    await userEvent.click(toggle);
    await userEvent.unhover(toggle);
    await expect(toggle).toHaveAccessibleName('Play notices');
    await expect(root).toHaveAttribute('data-state', 'paused');
    toggle.blur();
  },
};

/**
 * prefers-reduced-motion: the titles stand still in the same one row, which scrolls (a swipe, or
 * the keyboard bringing a title into view), so the strip is as tall as the moving one and nothing
 * below it moves; there is nothing to pause.
 */
export const ReducedMotion: Story = {
  args: { items: manyNotices.slice(0, 7) },
  beforeEach: () => emulateReducedMotion(),
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, args }) => {
    const root = region(canvasElement);
    await expect(root).toHaveAttribute('data-motion', 'reduce');
    await expect(root.querySelector('[data-clone]')).toBeNull();
    await expect(within(root).queryByRole('button', { name: 'Pause notices' })).toBeNull();
    const titles = within(root).getAllByRole('button');
    const row = titles[0]!.getBoundingClientRect().top;
    for (const title of titles) await expect(title.getBoundingClientRect().top).toBe(row);
    await expect(root.getBoundingClientRect().height).toBeLessThanOrEqual(48);
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    const viewport = root.querySelector<HTMLElement>('[data-part="viewport"]')!;
    for (let i = 0; i < 7; i += 1) await userEvent.tab();
    const last = titles[6]!;
    await expect(last).toHaveFocus();
    // Scrolled to it: its start is in view (a title longer than the strip runs on past its end).
    await waitFor(async () => {
      const view = viewport.getBoundingClientRect();
      const box = last.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(view.left);
      await expect(box.left).toBeLessThan(view.right - 100);
    });
    await userEvent.click(last);
    await expect(args.onSelect).toHaveBeenCalledWith(manyNotices[6]);
  },
};

/** Right to left: the titles enter from the left and move right. */
export const RTL: Story = {
  globals: { dir: 'rtl' },
  play: async ({ canvasElement }) => {
    const root = region(canvasElement);
    await expect(await scrollTarget(root)).toBe('translateX(50%)');
  },
};

/** A long list: tabbing to a title far along brings it into view. */
export const LongList: Story = {
  args: { items: manyNotices },
  play: async ({ canvasElement }) => {
    const root = region(canvasElement);
    for (let i = 0; i < 9; i += 1) await userEvent.tab();
    const ninth = within(root).getByRole('button', { name: manyNotices[8]!.title });
    await expect(ninth).toHaveFocus();
    const view = root.querySelector('[data-part="viewport"]')!.getBoundingClientRect();
    const box = ninth.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(view.left - 1);
    await expect(box.right).toBeLessThanOrEqual(view.right + 1);
  },
};
