import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_VIEW_MS } from '@tessera/ui';
import type { Notice } from '@tessera/api';
import { NoticeBar } from './NoticeBar';
import { renderContent } from '../../test/renderContent';
import { holdFirstView } from '../../test/firstView';

const notice: Notice = {
  id: 'n1',
  title: 'Sports provider maintenance',
  content: '<p>Soon back</p>',
  publishedAt: '2026-11-01T00:00:00Z',
};

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the notice marquee', () => {
  it('stands still through the page’s first view, then scrolls once the page is idle', async () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 900 } as DOMRect);
    const firstView = holdFirstView();
    await renderContent(<NoticeBar />, { path: '/index', content: { getNotices: async () => [notice] } });
    const strip = await screen.findByRole('region', { name: 'Notices' });
    // Measured (its duration set) and showing the pause button, but not moving.
    expect(strip.style.getPropertyValue('--marquee-duration')).not.toBe('0s');
    expect(screen.getByRole('button', { name: 'Pause notices' })).toBeVisible();
    expect(strip).not.toHaveAttribute('data-ready');
    // Half way (the clock also moves with real time while the test runs), idle or not, it waits.
    firstView.pass(FIRST_VIEW_MS / 2);
    expect(strip).not.toHaveAttribute('data-ready');
    firstView.pass(FIRST_VIEW_MS);
    expect(strip).toHaveAttribute('data-ready');
  });
});
