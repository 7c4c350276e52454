import type { ContractKind, ContractPeriod } from '@tessera/api/contract';
import { PLATFORM_DAY_UTC_OFFSET_MINUTES } from '@tessera/api/contract';
import { iso, MINUTE } from '../clock';

/** A settlement window of a kind: `start <= t < end` (ms), named by its key. */
export interface SettlementWindow {
  kind: ContractKind;
  /** A dividend's period; null for the salaries. */
  period: ContractPeriod | null;
  /** `2026-11-25T19:05` (real-time), `2026-11-25T19:00` (hourly), `2026-11-25` (daily), `W:2026-11-23` (dividend). */
  key: string;
  start: number;
  end: number;
}

export const REALTIME_WINDOW_MS = 5 * MINUTE;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const OFFSET = PLATFORM_DAY_UTC_OFFSET_MINUTES * MINUTE;

/** The platform-zone calendar day of `t` as a UTC midnight (ms), and its date parts. */
function localDay(t: number): { midnight: number; year: number; month: number; date: number; weekday: number } {
  const local = new Date(t + OFFSET);
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  return {
    midnight,
    year: local.getUTCFullYear(),
    month: local.getUTCMonth(),
    date: local.getUTCDate(),
    weekday: local.getUTCDay(),
  };
}

const dayText = (midnight: number): string => new Date(midnight).toISOString().slice(0, 10);

/** The window of `kind` (and dividend `period`) that holds the moment `t`. */
export function windowAt(kind: ContractKind, period: ContractPeriod | null, t: number): SettlementWindow {
  if (kind === 'REALTIME_SALARY' || kind === 'HOURLY_SALARY') {
    const size = kind === 'REALTIME_SALARY' ? REALTIME_WINDOW_MS : HOUR;
    const start = Math.floor(t / size) * size;
    return { kind, period: null, key: iso(start).slice(0, 16), start, end: start + size };
  }
  const day = localDay(t);
  let from = day.midnight;
  let to = day.midnight + DAY;
  const p = kind === 'DAILY_SALARY' ? 'D' : (period ?? 'M');
  if (p === 'W') {
    from = day.midnight - ((day.weekday + 6) % 7) * DAY;
    to = from + 7 * DAY;
  } else if (p === 'H') {
    from = Date.UTC(day.year, day.month, day.date <= 15 ? 1 : 16);
    to = day.date <= 15 ? Date.UTC(day.year, day.month, 16) : Date.UTC(day.year, day.month + 1, 1);
  } else if (p === 'M') {
    from = Date.UTC(day.year, day.month, 1);
    to = Date.UTC(day.year, day.month + 1, 1);
  }
  const key = kind === 'DAILY_SALARY' ? dayText(from) : `${p}:${dayText(from)}`;
  return { kind, period: kind === 'DIVIDEND' ? p : null, key, start: from - OFFSET, end: to - OFFSET };
}

/** How far back a run looks for windows it has not settled yet (a platform that was stopped catches up this much). */
export const CATCH_UP_MS: Readonly<Record<ContractKind, number>> = {
  REALTIME_SALARY: 6 * HOUR,
  HOURLY_SALARY: 3 * DAY,
  DAILY_SALARY: 7 * DAY,
  DIVIDEND: 62 * DAY,
};

/** The windows of a kind that ended after `from` and at or before `now`, oldest first. */
export function endedWindows(
  kind: ContractKind,
  period: ContractPeriod | null,
  from: number,
  now: number,
): SettlementWindow[] {
  const windows: SettlementWindow[] = [];
  let w = windowAt(kind, period, from);
  while (w.end <= now) {
    windows.push(w);
    w = windowAt(kind, period, w.end);
  }
  return windows;
}
