import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { CHUNK_TIMEOUT_MS } from './constants';

/** Raised when a route's code cannot be loaded (missing file, network, or time-out, §8). */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('Route code could not be loaded', { cause });
    this.name = 'ChunkLoadError';
  }
}

/**
 * Loads a page module, turning a failed load or one slower than the chunk time-out into a
 * ChunkLoadError for the route's error boundary.
 */
export async function loadPage<T>(
  load: () => Promise<{ default: T }>,
  timeoutMs = CHUNK_TIMEOUT_MS,
): Promise<{ default: T }> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([load(), timeout]);
  } catch (error) {
    throw new ChunkLoadError(error);
  } finally {
    clearTimeout(timer);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React.lazy: any component, whatever its props
type AnyComponent = ComponentType<any>;

/** A page or part (panel, dialog) fetched in its own chunk on first render, or earlier with `preload()`. */
export type LazyPage<C extends AnyComponent = ComponentType> = LazyExoticComponent<C> & {
  /** Starts fetching the page's code now (the address is known before anything renders); once only. */
  preload: () => void;
  /** Whether the page's code has arrived. */
  isLoaded: () => boolean;
  /**
   * Fetches the page's code if nothing has yet, and settles once it has arrived or failed (the
   * failure itself reaches the route's error boundary when the page renders).
   */
  arrival: () => Promise<void>;
};

/** A route's page, or a part shown on demand, fetched on first render (or on `preload()`) in its own chunk. */
export function lazyPage<C extends AnyComponent = ComponentType>(load: () => Promise<{ default: C }>): LazyPage<C> {
  let pending: Promise<{ default: C }> | undefined;
  let loaded = false;
  const start = () =>
    (pending ??= loadPage(load).then((module) => {
      loaded = true;
      return module;
    }));
  const arrival = () =>
    start().then(
      () => undefined,
      () => undefined,
    );
  return Object.assign(lazy(start), {
    // A failure is shown by the route's error boundary when the page renders.
    preload: () => void arrival(),
    isLoaded: () => loaded,
    arrival,
  });
}
