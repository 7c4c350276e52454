import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_VIEW_MS } from '@tessera/ui';
import HomePage from './HomePage';
import { renderContent } from '../test/renderContent';
import { holdFirstView } from '../test/firstView';

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
    const firstView = holdFirstView();
    await renderContent(<HomePage />, { path: '/index', content: { getWinners: async () => winners } });
    const region = await screen.findByRole('region', { name: 'Recent winners' });
    await screen.findByText('wi***00');
    // Readable, with its pause button, but not moving.
    expect(screen.getByRole('button', { name: 'Pause winners' })).toBeVisible();
    expect(region).toHaveAttribute('data-state', 'paused');
    // Half way (the clock also moves with real time while the test runs), idle or not, it waits.
    firstView.pass(FIRST_VIEW_MS / 2);
    expect(region).toHaveAttribute('data-state', 'paused');
    firstView.pass(FIRST_VIEW_MS);
    expect(region).toHaveAttribute('data-state', 'running');
  });
});
