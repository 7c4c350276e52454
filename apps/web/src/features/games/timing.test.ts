import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { INFINITE_SCROLL_THROTTLE_MS } from '../../core/constants';
import { useThrottledCallback } from './timing';

describe('the infinite-scroll throttle (§9: 200 ms)', () => {
  afterEach(() => vi.useRealTimers());

  it('loads at once, folds the calls of the next 200 ms into one at its end, and loses none', () => {
    vi.useFakeTimers();
    const loadMore = vi.fn();
    const { result } = renderHook(() => useThrottledCallback(loadMore, INFINITE_SCROLL_THROTTLE_MS));
    act(() => result.current());
    expect(loadMore).toHaveBeenCalledTimes(1);
    act(() => {
      result.current();
      result.current();
      vi.advanceTimersByTime(INFINITE_SCROLL_THROTTLE_MS - 1);
    });
    expect(loadMore).toHaveBeenCalledTimes(1);
    act(() => void vi.advanceTimersByTime(1));
    expect(loadMore).toHaveBeenCalledTimes(2);
    act(() => void vi.advanceTimersByTime(INFINITE_SCROLL_THROTTLE_MS * 5));
    expect(loadMore).toHaveBeenCalledTimes(2);
  });

  it('stops a pending call when the list goes away', () => {
    vi.useFakeTimers();
    const loadMore = vi.fn();
    const { result, unmount } = renderHook(() => useThrottledCallback(loadMore, INFINITE_SCROLL_THROTTLE_MS));
    act(() => {
      result.current();
      result.current();
    });
    unmount();
    act(() => void vi.advanceTimersByTime(INFINITE_SCROLL_THROTTLE_MS));
    expect(loadMore).toHaveBeenCalledTimes(1);
  });
});
