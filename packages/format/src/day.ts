/**
 * Calendar days as `YYYY-MM-DD` and their arithmetic. A day is held as the epoch milliseconds of
 * its 00:00 in UTC, so adding days never meets a daylight-saving jump; which day "today" is
 * depends on the clock it is read on (a fixed UTC offset, such as the platform's calendar).
 */

/** Milliseconds in a calendar day. */
export const DAY_MS = 86_400_000;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The `YYYY-MM-DD` of a day held as epoch milliseconds (read in UTC). */
export function isoDay(dayMs: number): string {
  return new Date(dayMs).toISOString().slice(0, 10);
}

/** The day of a `YYYY-MM-DD` text, as epoch milliseconds of its 00:00 UTC; NaN for anything that is not a calendar day. */
export function parseIsoDay(text: string): number {
  const match = ISO_DAY.exec(text);
  if (!match) return Number.NaN;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return isoDay(ms) === text ? ms : Number.NaN;
}

/** The day a moment falls on, on a clock `utcOffsetMinutes` ahead of UTC. @default offset 0 (UTC days) */
export function startOfDay(moment: number, utcOffsetMinutes = 0): number {
  const local = new Date(moment + utcOffsetMinutes * 60_000);
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
}

/** The day `days` after (or before, when negative) a day. */
export function addDays(dayMs: number, days: number): number {
  return dayMs + days * DAY_MS;
}

/** Whole days from one day to another: 0 for the same day, negative when `to` comes first. */
export function daysBetween(fromDayMs: number, toDayMs: number): number {
  return Math.round((toDayMs - fromDayMs) / DAY_MS);
}

/** The Monday of a day's week (weeks run Monday to Sunday). */
export function startOfWeek(dayMs: number): number {
  // getUTCDay: 0 is Sunday, the week's last day.
  return addDays(dayMs, -((new Date(dayMs).getUTCDay() + 6) % 7));
}

/** The first day of a day's month. */
export function startOfMonth(dayMs: number): number {
  const date = new Date(dayMs);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
}
