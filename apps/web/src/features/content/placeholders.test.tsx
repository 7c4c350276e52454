import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Notice } from '@tessera/api';
import { NoticeBar } from './NoticeBar';
import { RouteBanner } from './RouteBanner';
import { renderContent } from '../../test/renderContent';

/** A call that answers only when the test says so. */
function held<T>() {
  let answer!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (answer = resolve));
  return { call: vi.fn(() => promise), answer };
}

describe('regions that fill from a call hold their place until it answers', () => {
  it('the banner strip keeps the banners’ shape while they load, and is gone when the group is empty', async () => {
    const banners = held<never[]>();
    const { container } = await renderContent(<RouteBanner />, {
      path: '/index',
      content: { getBanners: banners.call },
    });
    const reserved = container.querySelector('[data-placeholder]');
    expect(reserved).not.toBeNull();
    expect(getComputedStyle(reserved!).aspectRatio).toMatch(/^1920 ?\/ ?600$/);
    banners.answer([]);
    await waitFor(() => expect(container.querySelector('[data-placeholder]')).toBeNull());
  });

  it('the notice bar keeps the marquee’s height while notices load, then shows them', async () => {
    const notices = held<Notice[]>();
    const { container } = await renderContent(<NoticeBar />, { path: '/index', content: { getNotices: notices.call } });
    expect(container.querySelector('[data-placeholder]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Announcements' })).toBeNull();
    notices.answer([
      {
        id: 'n1',
        title: 'Sports provider maintenance',
        content: '<p>Soon back</p>',
        publishedAt: '2026-11-01T00:00:00Z',
      },
    ]);
    expect(await screen.findByRole('button', { name: 'Announcements' })).toBeVisible();
    expect(container.querySelector('[data-placeholder]')).toBeNull();
  });
});
