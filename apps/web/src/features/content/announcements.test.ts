import { describe, expect, it } from 'vitest';
import type { Announcement } from '@tessera/api';
import { allAnnouncements } from './announcements';

const item = (id: string, publishedAt: string, type: Announcement['type'] = 'B'): Announcement => ({
  id,
  type,
  title: id,
  content: '',
  publishedAt,
});

describe('allAnnouncements', () => {
  it('merges every list into one, newest first across the lists', () => {
    const merged = allAnnouncements({
      player: [item('player', '2026-03-01T08:00:00Z')],
      banners: [item('old-banner', '2025-12-31T23:59:59Z'), item('new-banner', '2026-03-02T00:00:00Z')],
      popup: [item('popup', '2026-03-01T08:00:01Z')],
      promotion: [item('promotion', '2026-01-15T12:00:00Z')],
    });
    expect(merged.map((entry) => entry.id)).toEqual(['new-banner', 'popup', 'player', 'promotion', 'old-banner']);
  });

  it('keeps the order of announcements published at the same moment, and gives none without an answer', () => {
    const same = '2026-03-01T08:00:00Z';
    const merged = allAnnouncements({
      player: [item('a', same), item('b', same)],
      banners: [],
      popup: [],
      promotion: [],
    });
    expect(merged.map((entry) => entry.id)).toEqual(['a', 'b']);
    expect(allAnnouncements(undefined)).toEqual([]);
  });
});
