import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useInterval } from './useInterval';
import { useReducedMotion } from './useReducedMotion';

afterEach(() => vi.useRealTimers());

describe('useInterval', () => {
  it('ticks every delay, pauses with null, and stops on unmount', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const { rerender, unmount } = renderHook(({ delay }) => useInterval(fn, delay), {
      initialProps: { delay: 1000 as number | null },
    });
    act(() => vi.advanceTimersByTime(3000));
    expect(fn).toHaveBeenCalledTimes(3);
    rerender({ delay: null });
    act(() => vi.advanceTimersByTime(3000));
    expect(fn).toHaveBeenCalledTimes(3);
    rerender({ delay: 500 });
    act(() => vi.advanceTimersByTime(1000));
    expect(fn).toHaveBeenCalledTimes(5);
    unmount();
    act(() => vi.advanceTimersByTime(5000));
    expect(fn).toHaveBeenCalledTimes(5);
  });
});

describe('useReducedMotion', () => {
  it('follows the media query', () => {
    const listeners: Array<() => void> = [];
    let matches = true;
    vi.stubGlobal('matchMedia', (q: string) => ({
      media: q,
      get matches() {
        return matches;
      },
      addEventListener: (_: string, l: () => void) => listeners.push(l),
      removeEventListener: () => {},
    }));
    const { result } = renderHook(() => useReducedMotion());
    expect(result.current).toBe(true);
    matches = false;
    act(() => listeners.forEach((l) => l()));
    expect(result.current).toBe(false);
    vi.unstubAllGlobals();
  });
});
