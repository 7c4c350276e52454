import { PLATFORM_DAY_UTC_OFFSET_MINUTES, RECORDS_MAX_DAYS } from '@tessera/api';

/**
 * The records' calendar is the platform's: its days begin at PLATFORM_DAY_UTC_OFFSET_MINUTES (0,
 * UTC days), and the filter's days, the quick ranges and the times in the tables all read that
 * clock, so a bet shown at 2024-07-01 23:30 is always inside a range that ends on 2024-07-01.
 */
const OFFSET_MS = PLATFORM_DAY_UTC_OFFSET_MINUTES * 60_000;

/** A day range, YYYY-MM-DD, both days included. */
export interface DayRange {
  from: string;
  to: string;
}

export const QUICK_RANGES = ['today', 'yesterday', 'last7', 'last30'] as const;
export type QuickRange = (typeof QUICK_RANGES)[number];

const DAY_MS = 86_400_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** Epoch milliseconds of a YYYY-MM-DD day at 00:00 on the platform's clock face; NaN for anything that is not a calendar day. */
export function dayStart(text: string): number {
  const match = DAY.exec(text);
  if (!match) return Number.NaN;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return dayOf(ms) === text ? ms : Number.NaN;
}

/** The days of a quick range as the platform counts them, on the day of `now`. */
export function quickRange(range: QuickRange, now: number = Date.now()): DayRange {
  const today = dayStart(dayOf(now + OFFSET_MS));
  switch (range) {
    case 'today':
      return { from: dayOf(today), to: dayOf(today) };
    case 'yesterday':
      return { from: dayOf(today - DAY_MS), to: dayOf(today - DAY_MS) };
    case 'last7':
      return { from: dayOf(today - 6 * DAY_MS), to: dayOf(today) };
    case 'last30':
      return { from: dayOf(today - 29 * DAY_MS), to: dayOf(today) };
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
  const start = dayStart(from);
  const end = dayStart(to);
  if (Number.isNaN(start)) return 'fromInvalid';
  if (Number.isNaN(end)) return 'toInvalid';
  if (start > end) return 'reversed';
  if ((end - start) / DAY_MS + 1 > RECORDS_MAX_DAYS) return 'tooLong';
  return undefined;
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** A record's moment as YYYY-MM-DD HH:mm:ss on the platform's clock; '' for an unreadable one. */
export function formatRecordTime(iso: string): string {
  const date = new Date(new Date(iso).getTime() + OFFSET_MS);
  if (Number.isNaN(date.getTime())) return '';
  return (
    `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`
  );
}
