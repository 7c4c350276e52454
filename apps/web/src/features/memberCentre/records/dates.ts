import { PLATFORM_DAY_UTC_OFFSET_MINUTES, RECORDS_MAX_DAYS } from '@tessera/api';
import { addDays, daysBetween, formatTimestamp, isoDay, parseIsoDay, startOfDay } from '@tessera/format';

/**
 * The records' calendar is the platform's: its days begin at PLATFORM_DAY_UTC_OFFSET_MINUTES (0,
 * UTC days), and the filter's days, the quick ranges and the times in the tables all read that
 * clock, so a bet shown at 2024-07-01 23:30 is always inside a range that ends on 2024-07-01.
 * The day arithmetic and the timestamps are @tessera/format's.
 */

/** A day range, YYYY-MM-DD, both days included. */
export interface DayRange {
  from: string;
  to: string;
}

export const QUICK_RANGES = ['today', 'yesterday', 'last7', 'last30'] as const;
export type QuickRange = (typeof QUICK_RANGES)[number];

/** The days of a quick range as the platform counts them, on the day of `now`. */
export function quickRange(range: QuickRange, now: number = Date.now()): DayRange {
  const today = startOfDay(now, PLATFORM_DAY_UTC_OFFSET_MINUTES);
  switch (range) {
    case 'today':
      return { from: isoDay(today), to: isoDay(today) };
    case 'yesterday':
      return { from: isoDay(addDays(today, -1)), to: isoDay(addDays(today, -1)) };
    case 'last7':
      return { from: isoDay(addDays(today, -6)), to: isoDay(today) };
    case 'last30':
      return { from: isoDay(addDays(today, -29)), to: isoDay(today) };
  }
}

/** The quick range these days are, on the day of `now`, if any. */
export function quickRangeOf(range: DayRange, now: number = Date.now()): QuickRange | undefined {
  return QUICK_RANGES.find((quick) => {
    const days = quickRange(quick, now);
    return days.from === range.from && days.to === range.to;
  });
}

/** Why a range cannot be asked for, or undefined when it can. */
export type RangeProblem = 'fromInvalid' | 'toInvalid' | 'reversed' | 'tooLong';

export function rangeProblem({ from, to }: DayRange): RangeProblem | undefined {
  const start = parseIsoDay(from);
  const end = parseIsoDay(to);
  if (Number.isNaN(start)) return 'fromInvalid';
  if (Number.isNaN(end)) return 'toInvalid';
  if (start > end) return 'reversed';
  if (daysBetween(start, end) + 1 > RECORDS_MAX_DAYS) return 'tooLong';
  return undefined;
}

/** A record's moment as YYYY-MM-DD HH:mm:ss on the platform's clock; '' for an unreadable one. */
export function formatRecordTime(iso: string): string {
  return formatTimestamp(iso, { utcOffsetMinutes: PLATFORM_DAY_UTC_OFFSET_MINUTES });
}
