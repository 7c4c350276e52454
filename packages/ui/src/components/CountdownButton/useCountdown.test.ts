import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useCountdown } from './useCountdown';

const T0 = new Date('2024-05-01T10:00:00.000Z').getTime();

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => vi.useRealTimers());

describe('useCountdown', () => {
  it('is 0 without an end time', () => {
    const { result } = renderHook(() => useCountdown(null));
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('counts whole seconds down to 0, then stops its timer', () => {
    const { result } = renderHook(() => useCountdown(T0 + 60_000));
    expect(result.current).toBe(60);
    act(() => vi.advanceTimersByTime(999));
    expect(result.current).toBe(60);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(59);
    act(() => vi.advanceTimersByTime(58_000));
    expect(result.current).toBe(1);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('rounds a part second up, and changes exactly when the shown second does', () => {
    const { result } = renderHook(() => useCountdown(T0 + 2_500));
    expect(result.current).toBe(3);
    act(() => vi.advanceTimersByTime(499));
    expect(result.current).toBe(3);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(2);
  });

  it('reads the clock, so a throttled background tab shows the right count on return', () => {
    const { result } = renderHook(() => useCountdown(T0 + 60_000));
    // The tab sleeps: 30 s pass on the clock but no timer fires.
    vi.setSystemTime(T0 + 30_000);
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(result.current).toBe(30);
    // A late timer also reads the real time instead of counting one down.
    vi.setSystemTime(T0 + 45_200);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toBe(14);
  });

  it('restarts on a new end time, shows 0 for one already passed, and stops on unmount', () => {
    const { result, rerender, unmount } = renderHook(({ endsAt }) => useCountdown(endsAt), {
      initialProps: { endsAt: T0 + 5_000 },
    });
    expect(result.current).toBe(5);
    rerender({ endsAt: T0 + 90_000 });
    expect(result.current).toBe(90);
    rerender({ endsAt: T0 - 1 });
    expect(result.current).toBe(0);
    rerender({ endsAt: T0 + 10_000 });
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('takes its own clock', () => {
    let fake = 1_000;
    const { result } = renderHook(() => useCountdown(11_000, () => fake));
    expect(result.current).toBe(10);
    fake = 6_000;
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(result.current).toBe(5);
  });
});
