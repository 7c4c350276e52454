import { createElement, useEffect, useState } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyPage } from '../core/lazyRoute';
import { LazySlot } from './LazySlot';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/** Busy for `ms` of render time: a part with many such rows is slow to render but yields between them. */
function Row({ ms, index }: { ms: number; index: number }) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // render work
  }
  return <li>row {index}</li>;
}

function SlowPanel() {
  return (
    <ul aria-label="panel">
      {Array.from({ length: 40 }, (_, index) => (
        <Row key={index} ms={3} index={index} />
      ))}
    </ul>
  );
}

/** Something on the page that updates often, as the header's clock does each second. */
function Ticker() {
  const [ticks, setTicks] = useState(0);
  useEffect(() => {
    const id = setInterval(() => setTicks((n) => n + 1), 4);
    return () => clearInterval(id);
  }, []);
  return <output>{ticks}</output>;
}

describe('LazySlot', () => {
  it('shows a slow part once its code arrives, though the page re-renders more often than the part takes to render', async () => {
    const Panel = lazyPage(
      () =>
        new Promise<{ default: typeof SlowPanel }>((resolve) => setTimeout(() => resolve({ default: SlowPanel }), 20)),
    );
    render(
      <>
        <Ticker />
        <LazySlot part={Panel} fallback={<p>loading</p>}>
          {createElement(Panel)}
        </LazySlot>
      </>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    const panel = await screen.findByRole('list', { name: 'panel' }, { timeout: 3000 });
    expect(panel.children).toHaveLength(40);
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
  });

  it('a part whose code cannot be loaded reaches the error boundary around it', async () => {
    const Part = lazyPage(() => Promise.reject(new TypeError('Failed to fetch')));
    render(
      <RouteErrorBoundary resetKey="part" fallback={(error) => <p role="alert">{(error as Error).name}</p>}>
        <LazySlot part={Part} fallback={<p>loading</p>}>
          <Part />
        </LazySlot>
      </RouteErrorBoundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('ChunkLoadError');
    await expect(Part.arrival()).resolves.toBeUndefined();
    expect(Part.isLoaded()).toBe(false);
  });
});
