import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, NOT_AN_AGENT } from '@tessera/api';
import type { Announcement } from '@tessera/api';
import { renderContent } from '../../../test/renderContent';
import AnnouncementPage from './AnnouncementPage';

const notice = (n: number, extra: Partial<Announcement> = {}): Announcement => ({
  id: String(n),
  type: 'PL',
  title: `Agent notice ${n}`,
  content: `<p>Body of notice ${n}</p>`,
  publishedAt: `2024-06-${String(20 - n).padStart(2, '0')}T08:09:10.000Z`,
  ...extra,
});

async function renderPage(getAnnouncements: () => Promise<{ announcements: Announcement[] }>) {
  const view = await renderContent(<AnnouncementPage />, {
    path: '/index',
    platform: { agent: { getAnnouncements: vi.fn(getAnnouncements) } },
  });
  return { ...view, user: userEvent.setup() };
}

describe('the agent centre announcement page', () => {
  it('lists the titles 7 to a page with their times, shows the first, then the chosen one, sanitised', async () => {
    const list = [
      notice(1, {
        title: 'Commission statement for June',
        content:
          '<p>Statements are <strong>ready</strong>.</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">',
      }),
      ...Array.from({ length: 8 }, (_, i) => notice(i + 2)),
    ];
    const { user } = await renderPage(async () => ({ announcements: list }));
    const titles = await screen.findByRole('navigation', { name: 'Announcement titles' });
    const buttons = within(titles)
      .getAllByRole('button')
      .filter((b) => !/Page|Previous|Next/i.test(b.getAttribute('aria-label') ?? b.textContent ?? ''));
    expect(buttons.slice(0, 7).map((b) => b.textContent)).toEqual([
      'Commission statement for June2024-06-19 08:09:10',
      ...Array.from(
        { length: 6 },
        (_, i) => `Agent notice ${i + 2}2024-06-${String(18 - i).padStart(2, '0')} 08:09:10`,
      ),
    ]);
    const article = screen.getByRole('article');
    expect(
      within(article).getByRole('heading', { level: 3, name: 'Commission statement for June' }),
    ).toBeInTheDocument();
    expect(article).toHaveTextContent('Statements are ready.');
    expect(article.querySelector('script, img[onerror]')).toBeNull();
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();

    await user.click(within(titles).getByRole('button', { name: /Agent notice 3/ }));
    expect(within(article).getByRole('heading', { level: 3, name: 'Agent notice 3' })).toBeInTheDocument();
    expect(article).toHaveTextContent('Body of notice 3');

    await user.click(within(titles).getByRole('button', { name: 'Page 2' }));
    expect(within(titles).getByRole('button', { name: /Agent notice 8/ })).toBeInTheDocument();
    expect(within(titles).queryByRole('button', { name: /Commission statement/ })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('article')).getByRole('heading', { level: 3, name: 'Agent notice 8' }),
    ).toBeInTheDocument();
  });

  it('says when there are none', async () => {
    await renderPage(async () => ({ announcements: [] }));
    expect(await screen.findByText('No announcements right now.')).toBeInTheDocument();
  });

  it('explains a refusal to a member who is not an agent, with a retry', async () => {
    await renderPage(async () => {
      throw new ApiError({
        kind: 'http',
        code: NOT_AN_AGENT,
        message: 'The agent centre is for agents only',
        status: 403,
      });
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The agent centre is for agents only');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
