import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, loadPage } from './lazyRoute';

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
