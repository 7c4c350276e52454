import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { formatDecimal } from '@tessera/format';
import { renderWithTheme } from '../../test/render';
import { JackpotCounter } from './JackpotCounter';
import { JACKPOT_BASE_CENTS, JACKPOT_CYCLE_MS, JACKPOT_EPOCH_MS, jackpotCentsAt } from './jackpotValue';

const value = () => screen.getByRole('group', { name: 'Jackpot' }).querySelector('[data-part="value"]')!.textContent;
const advance = (ms: number) => {
  act(() => vi.advanceTimersByTime(ms));
};
const FIXED_NOW = Date.UTC(2025, 5, 15, 12, 0, 0);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('jackpotCentsAt', () => {
  it('adds one step per elapsed tick from the base, and starts over each cycle', () => {
    expect(jackpotCentsAt(JACKPOT_EPOCH_MS, 16511, 3000)).toBe(JACKPOT_BASE_CENTS);
    expect(jackpotCentsAt(JACKPOT_EPOCH_MS + 2999, 16511, 3000)).toBe(JACKPOT_BASE_CENTS);
    expect(jackpotCentsAt(JACKPOT_EPOCH_MS + 3000, 16511, 3000)).toBe(JACKPOT_BASE_CENTS + 16511);
    expect(jackpotCentsAt(JACKPOT_EPOCH_MS + JACKPOT_CYCLE_MS + 6000, 16511, 3000)).toBe(
      JACKPOT_BASE_CENTS + 2 * 16511,
    );
    expect(Number.isInteger(jackpotCentsAt(FIXED_NOW, 16511, 3000))).toBe(true);
  });
});

describe('JackpotCounter', () => {
  it('starts from the time-derived amount: visitors at the same moment see the same number', () => {
    const { unmount } = renderWithTheme(<JackpotCounter now={FIXED_NOW} paused />);
    const first = value();
    unmount();
    renderWithTheme(<JackpotCounter now={new Date(FIXED_NOW)} paused />);
    expect(value()).toBe(first);
    const expected = jackpotCentsAt(FIXED_NOW, 16511, 3000) / 100;
    expect(first).toBe(formatDecimal(expected));
    expect(first).toMatch(/^\d{1,3}(,\d{3})*\.\d{2}$/);
  });

  it('a visitor arriving one tick later sees exactly one step more', () => {
    const { unmount } = renderWithTheme(
      <JackpotCounter now={FIXED_NOW} startValue={undefined} formatValue={String} paused />,
    );
    const before = Number(value());
    unmount();
    renderWithTheme(<JackpotCounter now={FIXED_NOW + 3000} formatValue={String} paused />);
    expect(Math.round((Number(value()) - before) * 100)).toBe(16511);
  });

  it('adds 165.11 every 3 seconds', () => {
    renderWithTheme(<JackpotCounter startValue={1000} />);
    expect(value()).toBe('1,000.00');
    advance(2999);
    expect(value()).toBe('1,000.00');
    advance(1);
    expect(value()).toBe('1,165.11');
    advance(6000);
    expect(value()).toBe('1,495.33');
  });

  it('is exact after 1000 ticks (integer cents, no float drift)', () => {
    const formatValue = vi.fn((v: number) => v.toFixed(2));
    renderWithTheme(<JackpotCounter startValue={0} formatValue={formatValue} announceEveryMs={null} />);
    for (let i = 0; i < 1000; i += 1) advance(3000);
    expect(formatValue).toHaveBeenLastCalledWith(165110);
    // Adding the float 165.11 a thousand times would not land on 165110 exactly.
    expect(Array.from({ length: 1000 }).reduce<number>((sum) => sum + 165.11, 0)).not.toBe(165110);
  });

  it('honours a custom step and tick', () => {
    const formatValue = vi.fn((v: number) => String(v));
    renderWithTheme(<JackpotCounter startValue={0.2} step={0.1} tickMs={1000} formatValue={formatValue} />);
    advance(1000);
    expect(formatValue).toHaveBeenLastCalledWith(0.3);
  });

  it('does not count while paused', () => {
    renderWithTheme(<JackpotCounter startValue={5} paused />);
    advance(60_000);
    expect(value()).toBe('5.00');
    expect(screen.getByRole('group', { name: 'Jackpot' })).toHaveAttribute('data-state', 'paused');
  });

  it('stops its timers when removed', () => {
    const { unmount } = renderWithTheme(<JackpotCounter startValue={5} />);
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('the ticking number is not live; the amount is announced politely only every announceEveryMs', () => {
    renderWithTheme(<JackpotCounter startValue={100} currency="₱" />);
    const group = screen.getByRole('group', { name: 'Jackpot' });
    expect(group.querySelector('[data-part="value"]')).toHaveAttribute('aria-live', 'off');
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    advance(57_000);
    expect(status).toBeEmptyDOMElement();
    advance(3000);
    expect(status).toHaveTextContent('Jackpot ₱3,402.20');
    advance(30_000);
    expect(status).toHaveTextContent('Jackpot ₱3,402.20');
  });

  it('shows the currency and caption, and passes the ref and native props through', () => {
    const ref = { current: null as HTMLDivElement | null };
    renderWithTheme(
      <JackpotCounter ref={ref} startValue={1234567.8} currency="₱" label="Grand jackpot" data-testid="j" />,
    );
    const group = screen.getByRole('group', { name: 'Grand jackpot' });
    expect(group).toBe(ref.current);
    expect(group).toHaveTextContent('₱1,234,567.80');
  });
});
