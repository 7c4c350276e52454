import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubIntersectionObserver } from '../../test/stubIntersectionObserver';
import { stubIdleCallback } from '../../test/stubIdleCallback';
import { renderWithTheme } from '../../test/render';
import { WinnerScroller } from './WinnerScroller';
import { emulateReducedMotion } from '../../test/emulateReducedMotion';
import { sampleWinners, winnersWithBrokenIcons } from './sampleWinners';

const list = () => screen.getByRole('list', { name: 'Recent winners' });
/** Customer names in display order, as assistive technology gets them. */
const order = () =>
  within(list())
    .getAllByRole('listitem')
    .map((li) => li.querySelector('span > span')?.textContent);
const windowState = () => list().parentElement!.getAttribute('data-step');
const advance = (ms: number) => {
  act(() => vi.advanceTimersByTime(ms));
};
/** One full step with the defaults: the wait, then the move (each phase renders before the next starts). */
const step = (times = 1) => {
  for (let i = 0; i < times; i += 1) {
    advance(1000);
    advance(500);
  }
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('WinnerScroller', () => {
  it('waits, moves one row up, and repeats (§9: step 1, wait 1000 ms)', () => {
    // Six winners: enough to move, few enough that a full cycle stays quick.
    const winners = sampleWinners.slice(0, 6);
    renderWithTheme(<WinnerScroller winners={winners} stepMs={500} />);
    expect(order()[0]).toBe('ja***88');
    advance(999);
    expect(windowState()).toBe('still');
    advance(1);
    expect(windowState()).toBe('moving');
    expect(order()[0]).toBe('ja***88');
    advance(500);
    expect(windowState()).toBe('still');
    expect(order()).toEqual([...winners.slice(1), winners[0]!].map((w) => w.customerName));
    step();
    expect(order().slice(0, 2)).toEqual(['ke***n7', 'an***la']);
    // A full cycle brings the first winner back to the top.
    step(winners.length - 2);
    expect(order()[0]).toBe('ja***88');
  });

  it('with startAfterMs, stands still until that long has passed and the page is idle, then moves', () => {
    const { runIdle } = stubIdleCallback();
    try {
      renderWithTheme(<WinnerScroller winners={sampleWinners.slice(0, 6)} startAfterMs={3000} />);
      const region = screen.getByRole('region', { name: 'Recent winners' });
      // In place and readable, its pause button there, but not moving yet.
      expect(screen.getByRole('button', { name: 'Pause winners' })).toBeInTheDocument();
      advance(3000);
      expect(region).toHaveAttribute('data-state', 'paused');
      step(2);
      expect(order()[0]).toBe('ja***88');
      runIdle();
      expect(region).toHaveAttribute('data-state', 'running');
      advance(1000);
      expect(windowState()).toBe('moving');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('waits where it is while off screen (below the fold, scrolled past), and goes on once back', () => {
    const { hideAll, showAll } = stubIntersectionObserver();
    try {
      const winners = sampleWinners.slice(0, 6);
      renderWithTheme(<WinnerScroller winners={winners} stepMs={500} />);
      const region = screen.getByRole('region', { name: 'Recent winners' });
      hideAll();
      expect(region).toHaveAttribute('data-state', 'paused');
      step(3);
      expect(windowState()).toBe('still');
      expect(order()[0]).toBe(winners[0]!.customerName);
      // Its pause button stays as it was: the member did not pause it.
      expect(screen.getByRole('button', { name: 'Pause winners' })).toBeInTheDocument();
      showAll();
      expect(region).toHaveAttribute('data-state', 'running');
      step();
      expect(order()[0]).toBe(winners[1]!.customerName);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('does not move with fewer than 5 entries, and offers no pause button', () => {
    renderWithTheme(<WinnerScroller winners={sampleWinners.slice(0, 4)} />);
    advance(30_000);
    expect(windowState()).toBe('still');
    expect(order()).toEqual(sampleWinners.slice(0, 4).map((w) => w.customerName));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('moves with exactly 5 entries, keeping a hidden copy for the row that slides in', () => {
    renderWithTheme(<WinnerScroller winners={sampleWinners.slice(0, 5)} visibleCount={5} />);
    expect(within(list()).getAllByRole('listitem')).toHaveLength(5);
    expect(list().querySelectorAll('li[aria-hidden="true"]')).toHaveLength(1);
    step();
    expect(order()[0]).toBe('ma***ri');
  });

  it('minItemsToMove is configurable', () => {
    renderWithTheme(<WinnerScroller winners={sampleWinners.slice(0, 3)} minItemsToMove={3} visibleCount={2} />);
    step();
    expect(order()[0]).toBe('ma***ri');
  });

  it('stops while hovered and while focus is inside, and resumes after', () => {
    renderWithTheme(<WinnerScroller winners={sampleWinners} />);
    const region = screen.getByRole('region', { name: 'Recent winners' });
    fireEvent.pointerEnter(region, { pointerType: 'mouse' });
    advance(10_000);
    expect(order()[0]).toBe('ja***88');
    fireEvent.pointerLeave(region, { pointerType: 'mouse' });
    act(() => list().focus());
    advance(10_000);
    expect(order()[0]).toBe('ja***88');
    act(() => list().blur());
    step();
    expect(order()[0]).toBe('ma***ri');
  });

  it('the pause button stops and restarts it; the paused prop stops it and hides the button', () => {
    const { unmount } = renderWithTheme(<WinnerScroller winners={sampleWinners} />);
    act(() => screen.getByRole('button', { name: 'Pause winners' }).click());
    advance(10_000);
    expect(order()[0]).toBe('ja***88');
    act(() => screen.getByRole('button', { name: 'Play winners' }).click());
    step();
    expect(order()[0]).toBe('ma***ri');
    unmount();
    renderWithTheme(<WinnerScroller winners={sampleWinners} paused />);
    advance(10_000);
    expect(order()[0]).toBe('ja***88');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('is usable by keyboard: Tab reaches the pause button (Enter and Space work it), then the list, whose focus holds it', async () => {
    // Real time, briefly: the keyboard simulation waits on timers of its own.
    vi.useRealTimers();
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const user = userEvent.setup();
    renderWithTheme(<WinnerScroller winners={sampleWinners} waitMs={40} stepMs={20} />);
    await user.tab();
    const toggle = screen.getByRole('button', { name: 'Pause winners' });
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAccessibleName('Play winners');
    const paused = order()[0];
    await sleep(200);
    expect(order()[0]).toBe(paused);
    await user.keyboard(' ');
    expect(toggle).toHaveAccessibleName('Pause winners');
    await user.tab();
    expect(list()).toHaveFocus();
    const held = order()[0];
    await sleep(200);
    expect(order()[0]).toBe(held);
    // Back on the pause button, which does not hold the movement itself.
    await user.tab({ shift: true });
    expect(toggle).toHaveFocus();
    await waitFor(() => expect(order()[0]).not.toBe(held));
  });

  it('under prefers-reduced-motion does not move', () => {
    const restore = emulateReducedMotion();
    try {
      renderWithTheme(<WinnerScroller winners={sampleWinners} />);
      advance(10_000);
      expect(order()[0]).toBe('ja***88');
      expect(screen.queryByRole('button')).toBeNull();
    } finally {
      restore();
    }
  });

  it('asks for the pictures of the rows in view and the next one, then of each row as its turn comes', () => {
    const winners = sampleWinners.slice(0, 8).map((w, i) => ({ ...w, id: `w${i}`, iconUrl: `/icons/${i}.png` }));
    const { container } = renderWithTheme(<WinnerScroller winners={winners} visibleCount={5} />);
    const asked = () =>
      [...container.querySelectorAll('img')].map((img) => img.getAttribute('src')).sort((a, b) => a!.localeCompare(b!));
    expect(asked()).toEqual([0, 1, 2, 3, 4, 5].map((i) => `/icons/${i}.png`));
    step();
    expect(asked()).toEqual([0, 1, 2, 3, 4, 5, 6].map((i) => `/icons/${i}.png`));
    step(2);
    // The first rows, moved to the end of the list, keep their pictures.
    expect(asked()).toEqual(winners.map((_, i) => `/icons/${i}.png`));
  });

  it('shows the default avatar when a picture is missing or fails to load', () => {
    const { container } = renderWithTheme(<WinnerScroller winners={winnersWithBrokenIcons} />);
    const defaults = () => container.querySelectorAll('[data-content="default"]');
    expect(defaults()).toHaveLength(1);
    const images = container.querySelectorAll('img').length;
    fireEvent.error(container.querySelector('img')!);
    expect(defaults()).toHaveLength(2);
    expect(container.querySelectorAll('img')).toHaveLength(images - 1);
  });

  it('formats amounts with 2 decimals and separators by default, or with formatAmount', () => {
    const { unmount } = renderWithTheme(
      <WinnerScroller winners={[{ customerName: 'a***b', gameName: 'Slots', winAmount: 1234567.5 }]} />,
    );
    expect(screen.getByText('1,234,567.50')).toBeInTheDocument();
    unmount();
    const formatAmount = vi.fn((v: number) => `₱${v}`);
    renderWithTheme(
      <WinnerScroller
        winners={[{ customerName: 'a***b', gameName: 'Slots', winAmount: 12 }]}
        formatAmount={formatAmount}
      />,
    );
    expect(screen.getByText('₱12')).toBeInTheDocument();
    expect(formatAmount).toHaveBeenCalledWith(12);
  });

  it('shows the empty text without winners, under its visible title', () => {
    renderWithTheme(<WinnerScroller winners={[]} label="Winner board" emptyText="Nobody has won yet" />);
    const region = screen.getByRole('region', { name: 'Winner board' });
    expect(within(region).getByText('Nobody has won yet')).toBeInTheDocument();
  });

  it('passes the ref and native props through', () => {
    const ref = { current: null as HTMLElement | null };
    renderWithTheme(<WinnerScroller ref={ref} winners={sampleWinners} data-testid="ws" />);
    expect(ref.current).toBe(screen.getByTestId('ws'));
  });

  it('holds the height of its rows while loading, and keeps it when five or more winners arrive', () => {
    const { container, rerender } = renderWithTheme(<WinnerScroller winners={[]} loading visibleCount={5} />);
    const root = () => container.querySelector('section')!;
    expect(root()).toHaveAttribute('aria-busy', 'true');
    expect(root().style.getPropertyValue('--winner-visible')).toBe('5');
    expect(screen.queryByText('No winners yet')).toBeNull();
    expect(screen.queryByRole('listitem')).toBeNull();
    rerender(<WinnerScroller winners={sampleWinners} visibleCount={5} />);
    expect(root()).not.toHaveAttribute('aria-busy');
    expect(root().style.getPropertyValue('--winner-visible')).toBe('5');
    expect(order()[0]).toBe('ja***88');
  });
});
