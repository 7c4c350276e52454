import { Suspense, use } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { useDeferredAnswer } from './hooks';

const NONE: string[] = [];
const never = new Promise<never>(() => {});

/** A part whose code or data never arrives. */
function StillLoading(): never {
  return use(never);
}

function Notices({ query }: { query: { data?: string[]; isLoading: boolean } }) {
  const { data, isLoading } = useDeferredAnswer(query, NONE);
  if (isLoading) return <p>holding the place</p>;
  return data.length > 0 ? <StillLoading /> : <p>no notices</p>;
}

describe('useDeferredAnswer', () => {
  it('gives the empty answer while loading, then the answer', () => {
    const { rerender } = render(<Notices query={{ isLoading: true }} />);
    expect(screen.getByText('holding the place')).toBeVisible();
    rerender(<Notices query={{ data: [], isLoading: false }} />);
    expect(screen.getByText('no notices')).toBeVisible();
  });

  it('renders what the answer mounts as a transition: until it can show, the place holder stays and the page is not hidden', () => {
    const page = (query: { data?: string[]; isLoading: boolean }) => (
      <Suspense fallback={<p>page loading</p>}>
        <p>the page</p>
        <Notices query={query} />
      </Suspense>
    );
    const { rerender } = render(page({ isLoading: true }));
    rerender(page({ data: ['maintenance tonight'], isLoading: false }));
    // An urgent render would have put the whole page behind its fallback.
    expect(screen.queryByText('page loading')).toBeNull();
    expect(screen.getByText('the page')).toBeVisible();
    expect(screen.getByText('holding the place')).toBeVisible();
  });
});
