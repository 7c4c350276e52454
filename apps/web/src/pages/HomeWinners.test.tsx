import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import HomePage from './HomePage';
import { renderContent } from '../test/renderContent';
import { FIRST_VIEW_MS } from '../core/constants';

const winners = Array.from({ length: 6 }, (_, i) => ({
  iconUrl: '',
  customerName: `wi***0${i}`,
  gameName: 'Football Parlay',
  winAmount: 50_000 - i * 1000,
}));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('home’s recent winners', () => {
  it('stand still through the page’s first view, then move once the page is idle', async () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    vi.stubGlobal('cancelIdleCallback', () => {});
    // The page's own waits run on the test's clock; the rest of time passes as usual.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    await renderContent(<HomePage />, { path: '/index', content: { getWinners: async () => winners } });
    const region = await screen.findByRole('region', { name: 'Recent winners' });
    await screen.findByText('wi***00');
    // Readable, with its pause button, but not moving.
    expect(screen.getByRole('button', { name: 'Pause winners' })).toBeVisible();
    expect(region).toHaveAttribute('data-state', 'paused');
    // Half way (the clock also moves with real time while the test runs), idle or not, it waits.
    act(() => vi.advanceTimersByTime(FIRST_VIEW_MS / 2));
    act(() => idle.splice(0).forEach((run) => run()));
    expect(region).toHaveAttribute('data-state', 'paused');
    act(() => vi.advanceTimersByTime(FIRST_VIEW_MS));
    act(() => idle.splice(0).forEach((run) => run()));
    expect(region).toHaveAttribute('data-state', 'running');
  });
});
