import { createElement, Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, lazyPage, loadPage } from './lazyRoute';

const Page = () => null;

describe('loadPage', () => {
  it('resolves to the page module', async () => {
    await expect(loadPage(async () => ({ default: Page }))).resolves.toEqual({ default: Page });
  });

  it('a failed import becomes a ChunkLoadError', async () => {
    await expect(loadPage(() => Promise.reject(new TypeError('Failed to fetch')))).rejects.toBeInstanceOf(
      ChunkLoadError,
    );
  });

  it('an import that does not arrive within the time-out becomes a ChunkLoadError', async () => {
    vi.useFakeTimers();
    try {
      const pending = loadPage(() => new Promise(() => {}), 120_000);
      const assertion = expect(pending).rejects.toBeInstanceOf(ChunkLoadError);
      await vi.advanceTimersByTimeAsync(119_999);
      await vi.advanceTimersByTimeAsync(1);
      await assertion;
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('lazyPage', () => {
  it('preload fetches the page once, and the first render uses that fetch', async () => {
    const Shown = () => createElement('p', null, 'the page');
    const load = vi.fn(async () => ({ default: Shown }));
    const Lazy = lazyPage(load);
    Lazy.preload();
    Lazy.preload();
    expect(load).toHaveBeenCalledTimes(1);
    render(createElement(Suspense, { fallback: 'loading' }, createElement(Lazy)));
    expect(await screen.findByText('the page')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed preload throws nothing; the failure reaches the route when the page renders', async () => {
    const Lazy = lazyPage(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(() => Lazy.preload()).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});
