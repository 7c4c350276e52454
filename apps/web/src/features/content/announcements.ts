import { ANNOUNCEMENT_TYPES, type Announcement, type Announcements } from '@tessera/api';

/** §9: announcements are asked for by every type, with execution type B. */
export const ALL_ANNOUNCEMENT_TYPES = ANNOUNCEMENT_TYPES;

/**
 * Every list of an answer as one, newest first. The times are ISO 8601 in UTC, which sort as plain
 * strings: no locale collation (whose set-up alone costs a phone tens of milliseconds at start).
 */
export function allAnnouncements(answer: Announcements | undefined): Announcement[] {
  if (!answer) return [];
  return [...answer.player, ...answer.banners, ...answer.popup, ...answer.promotion].sort((a, b) =>
    a.publishedAt === b.publishedAt ? 0 : a.publishedAt < b.publishedAt ? 1 : -1,
  );
}
