import { afterEach, describe, expect, it, vi } from 'vitest';
import { Suspense, use, useRef } from 'react';
import { act, render, renderHook, screen } from '@testing-library/react';
import { useHeldFor, useIdle } from './useIdle';
import { useLoadedModule } from './useLoadedModule';
import { useNearViewport } from './useNearViewport';
import { useOnScreen } from './useOnScreen';
import { useStripReach } from './useStripReach';
import { stubIntersectionObserver } from '../test/stubIntersectionObserver';
import { stubIdleCallback } from '../test/stubIdleCallback';
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

describe('useIdle', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('turns true when the browser reports idle time, at the latest after the timeout, and stays true', () => {
    const pending: Array<{ run: () => void; timeout?: number }> = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void, options?: { timeout?: number }) => {
      pending.push({ run, timeout: options?.timeout });
      return pending.length;
    });
    vi.stubGlobal('cancelIdleCallback', () => {});
    const { result, rerender } = renderHook(() => useIdle({ timeoutMs: 1500 }));
    expect(result.current).toBe(false);
    expect(pending).toHaveLength(1);
    const [first] = pending;
    expect(first?.timeout).toBe(1500);
    act(() => first?.run());
    expect(result.current).toBe(true);
    rerender();
    expect(result.current).toBe(true);
  });

  it('with afterMs, leaves the first seconds alone and then waits for an idle moment', () => {
    vi.useFakeTimers();
    const { pending, runIdle } = stubIdleCallback();
    const { result } = renderHook(() => useIdle({ timeoutMs: 2000, afterMs: 3000 }));
    act(() => vi.advanceTimersByTime(2999));
    expect(pending).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1));
    expect(pending).toHaveLength(1);
    expect(result.current).toBe(false);
    runIdle();
    expect(result.current).toBe(true);
  });

  it('where idle time cannot be observed, turns true after one short wait', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const { result } = renderHook(() => useIdle({ timeoutMs: 2000 }));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(49));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });
});

describe('useHeldFor', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('with 0 holds nothing back: true at once, without asking for an idle moment', () => {
    const { pending } = stubIdleCallback();
    const { result } = renderHook(() => useHeldFor(0));
    expect(result.current).toBe(true);
    expect(pending).toHaveLength(0);
  });

  it('otherwise turns true once that long has passed and the page is then idle, and stays true', () => {
    vi.useFakeTimers();
    const { pending, runIdle } = stubIdleCallback();
    const { result, rerender } = renderHook(() => useHeldFor(3000));
    act(() => vi.advanceTimersByTime(3000));
    expect(pending).toHaveLength(1);
    expect(result.current).toBe(false);
    runIdle();
    expect(result.current).toBe(true);
    rerender();
    expect(result.current).toBe(true);
  });
});

describe('useNearViewport', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  /** An IntersectionObserver the test drives, and the idle callbacks the hook asked for. */
  function stubBrowser() {
    const { observers } = stubIntersectionObserver();
    const { pending: idle } = stubIdleCallback();
    return { observers, idle };
  }
  const element = { current: document.createElement('div') };

  it('turns true when the element comes within the margin, and stays true', () => {
    const { observers } = stubBrowser();
    const { result, rerender } = renderHook(() => useNearViewport(element, { rootMargin: '100px 0px' }));
    expect(observers[0]?.margin).toBe('100px 0px');
    act(() => observers[0]?.report(false));
    expect(result.current).toBe(false);
    act(() => observers[0]?.report(true));
    expect(result.current).toBe(true);
    rerender();
    expect(result.current).toBe(true);
  });

  it('with marginOnceScrolled, only what is in view counts until the member scrolls; then the margin does', () => {
    const { observers } = stubBrowser();
    const { result } = renderHook(() =>
      useNearViewport(element, { rootMargin: '100px 0px', marginOnceScrolled: true }),
    );
    expect(observers).toHaveLength(1);
    expect(observers[0]?.margin).toBe('0px');
    act(() => observers[0]?.report(false));
    expect(result.current).toBe(false);
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(observers).toHaveLength(2);
    expect(observers[1]?.margin).toBe('100px 0px');
    act(() => observers[1]?.report(true));
    expect(result.current).toBe(true);
  });

  it('with marginOnceScrolled, a page already scrolled takes the margin at the first report, not reading the scroll in the commit', () => {
    const { observers } = stubBrowser();
    const scrollY = vi.spyOn(window, 'scrollY', 'get').mockReturnValue(480);
    renderHook(() => useNearViewport(element, { rootMargin: '100px 0px', marginOnceScrolled: true }));
    // Reading it in the effect would lay out the page inside the commit's task.
    expect(scrollY).not.toHaveBeenCalled();
    expect(observers[0]?.margin).toBe('0px');
    act(() => observers[0]?.report(false));
    expect(observers).toHaveLength(2);
    expect(observers[1]?.margin).toBe('100px 0px');
    scrollY.mockRestore();
  });

  it('with idleAfterMs, waits that long and then for an idle moment, not for the first idle moment of loading', () => {
    vi.useFakeTimers();
    const { idle } = stubBrowser();
    const { result } = renderHook(() => useNearViewport(element, { idleAfterMs: 3000 }));
    act(() => vi.advanceTimersByTime(2999));
    expect(idle).toHaveLength(0);
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(idle).toHaveLength(1);
    expect(result.current).toBe(false);
    act(() => idle[0]?.());
    expect(result.current).toBe(true);
  });

  it('reveals as a transition: a part still loading keeps its placeholder, and the page around it stays on screen', () => {
    const { observers } = stubBrowser();
    const never = new Promise<never>(() => {});
    function Loading(): never {
      return use(never);
    }
    function Part() {
      const ref = useRef<HTMLDivElement>(null);
      const near = useNearViewport(ref);
      return near ? <Loading /> : <div ref={ref}>placeholder</div>;
    }
    render(
      <Suspense fallback={<p>page loading</p>}>
        <p>above the fold</p>
        <Part />
      </Suspense>,
    );
    act(() => observers[0]?.report(true));
    // An urgent update would have hidden the page behind its fallback until the part arrived.
    expect(screen.queryByText('page loading')).toBeNull();
    expect(screen.getByText('above the fold')).toBeVisible();
    expect(screen.getByText('placeholder')).toBeVisible();
  });

  it('without idleAfterMs, waits for the element however long the page stays idle', () => {
    vi.useFakeTimers();
    const { idle } = stubBrowser();
    const { result } = renderHook(() => useNearViewport(element, { rootMargin: '100px 0px' }));
    act(() => vi.advanceTimersByTime(60_000));
    expect(idle).toHaveLength(0);
    expect(result.current).toBe(false);
  });
});

describe('useOnScreen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('follows the element in and out of the viewport, starting on screen until the browser reports', () => {
    const { observers, showAll, hideAll } = stubIntersectionObserver();
    const { result } = renderHook(() => useOnScreen<HTMLDivElement>());
    act(() => result.current[0](document.createElement('div')));
    expect(result.current[1]).toBe(true);
    expect(observers).toHaveLength(1);
    hideAll();
    expect(result.current[1]).toBe(false);
    showAll();
    expect(result.current[1]).toBe(true);
    hideAll();
    expect(result.current[1]).toBe(false);
  });

  it("observes an element that mounts later, feeds the caller's ref, and stays true where nothing can observe", () => {
    const { observers } = stubIntersectionObserver();
    const callers = { current: null as HTMLDivElement | null };
    const { result } = renderHook(() => useOnScreen(callers));
    expect(observers).toHaveLength(0);
    const element = document.createElement('div');
    act(() => result.current[0](element));
    expect(observers).toHaveLength(1);
    expect(callers.current).toBe(element);
    vi.unstubAllGlobals();
    vi.stubGlobal('IntersectionObserver', undefined);
    const { result: unobserved } = renderHook(() => useOnScreen<HTMLDivElement>());
    act(() => unobserved.current[0](document.createElement('div')));
    expect(unobserved.current[1]).toBe(true);
  });
});

describe('useStripReach', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** A strip of `count` chips, as the hook finds it. */
  const stripOf = (count: number) => {
    const strip = document.createElement('div');
    for (let i = 0; i < count; i++) strip.append(document.createElement('button'));
    return { current: strip };
  };

  it('counts the chips from the start up to the farthest one near the strip, and never counts back', () => {
    const { observers } = stubIntersectionObserver();
    const strip = stripOf(6);
    const chips = [...strip.current.children];
    const { result } = renderHook(() => useStripReach(strip, 6, '0px 25%'));
    expect(result.current).toBe(0);
    expect(observers[0]?.root).toBe(strip.current);
    expect(observers[0]?.margin).toBe('0px 25%');
    expect(observers[0]?.observed).toEqual(chips);
    act(() => observers[0]?.report(true, chips.slice(0, 3)));
    expect(result.current).toBe(3);
    // A swipe brings the fifth near and takes the first ones away: what was reached stays.
    act(() => observers[0]?.report(false, chips.slice(0, 2)));
    act(() => observers[0]?.report(true, [chips[4]!]));
    expect(result.current).toBe(5);
    act(() => observers[0]?.report(true, [chips[5]!]));
    expect(result.current).toBe(6);
    // Every chip reached: nothing is left to observe.
    expect(observers[0]?.observed).toEqual([]);
  });

  it('observes again when the strip gains chips, keeping what was reached', () => {
    const { observers } = stubIntersectionObserver();
    const strip = stripOf(1);
    const { result, rerender } = renderHook(({ count }) => useStripReach(strip, count), { initialProps: { count: 1 } });
    act(() => observers[0]?.report(true));
    expect(result.current).toBe(1);
    for (let i = 0; i < 4; i++) strip.current.append(document.createElement('button'));
    rerender({ count: 5 });
    expect(observers[1]?.observed).toHaveLength(5);
    expect(result.current).toBe(1);
    act(() => observers[1]?.report(true, [...strip.current.children].slice(0, 2)));
    expect(result.current).toBe(2);
  });

  it('counts every chip where nearness cannot be observed', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { result } = renderHook(() => useStripReach(stripOf(4), 4));
    expect(result.current).toBe(4);
  });
});

describe('useLoadedModule', () => {
  it('fetches nothing until enabled, then answers the module once it has arrived, fetching it once', async () => {
    let resolve: (value: { name: string }) => void = () => {};
    const load = vi.fn(() => new Promise<{ name: string }>((r) => (resolve = r)));
    const { result, rerender } = renderHook(({ enabled }) => useLoadedModule(load, enabled), {
      initialProps: { enabled: false },
    });
    expect(load).not.toHaveBeenCalled();
    rerender({ enabled: true });
    // In a task of its own, not inside the render's effects.
    expect(load).not.toHaveBeenCalled();
    await act(() => new Promise((next) => setTimeout(next)));
    expect(load).toHaveBeenCalledTimes(1);
    expect(result.current).toBeNull();
    await act(async () => resolve({ name: 'modal' }));
    expect(result.current).toEqual({ name: 'modal' });
    rerender({ enabled: false });
    rerender({ enabled: true });
    expect(load).toHaveBeenCalledTimes(1);
    expect(result.current).toEqual({ name: 'modal' });
  });

  it('answers null when the module cannot be loaded, and ignores an answer after unmount', async () => {
    const failed = renderHook(() => useLoadedModule(() => Promise.reject(new Error('offline')), true));
    await act(() => new Promise((next) => setTimeout(next)));
    expect(failed.result.current).toBeNull();

    let resolve: (value: string) => void = () => {};
    const late = renderHook(() => useLoadedModule(() => new Promise<string>((r) => (resolve = r)), true));
    await act(() => new Promise((next) => setTimeout(next)));
    late.unmount();
    await act(async () => resolve('too late'));
    expect(late.result.current).toBeNull();
  });

  it('asks for nothing when it goes away before the task it asks in', async () => {
    const load = vi.fn(() => Promise.resolve('unused'));
    renderHook(() => useLoadedModule(load, true)).unmount();
    await act(() => new Promise((next) => setTimeout(next)));
    expect(load).not.toHaveBeenCalled();
  });
});
