/**
 * Moments for reading: the header clock (`dd/mm/yyyy HH:mm:ss`, §2), record timestamps
 * (`YYYY-MM-DD HH:mm:ss`) and dates in the reader's language.
 */

/** A moment as the platform and the app hand it over: a Date, epoch milliseconds, or a date string. */
export type DateInput = Date | number | string;

/** `YYYY-MM-DD`, optionally followed by ` HH:mm[:ss[.SSS]]`, with no zone: read as local time. */
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?)?$/;

function parseLocalDateTime(text: string): Date | null {
  const match = LOCAL_DATE_TIME.exec(text);
  if (!match) return null;
  const field = (index: number): number => Number(match[index] ?? 0);
  const [year, month, day, hours, minutes, seconds] = [1, 2, 3, 4, 5, 6].map(field) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const milliseconds = Number((match[7] ?? '0').padEnd(3, '0'));
  const date = new Date(year, month - 1, day, hours, minutes, seconds, milliseconds);
  if (year < 100) date.setFullYear(year); // the constructor reads 0–99 as 1900–1999
  // Reject what Date would silently roll over (2024-02-30, 25:00). The time is range-checked
  // rather than read back, so a wall time skipped by a daylight-saving jump still shows.
  const exact =
    hours < 24 &&
    minutes < 60 &&
    seconds < 60 &&
    date.getFullYear() === year &&
    date.getMonth() === month - 1 &&
    date.getDate() === day;
  return exact ? date : new Date(Number.NaN);
}

/** Reads a {@link DateInput}; unreadable input gives an invalid Date. */
export function toDate(input: DateInput): Date {
  if (input instanceof Date) return new Date(input.getTime());
  if (typeof input === 'number') return new Date(input);
  if (typeof input !== 'string') return new Date(Number.NaN);
  const text = input.trim();
  if (/^-?\d+$/.test(text)) return new Date(Number(text));
  // Local date-times are read by hand: engines disagree on `2024-01-02 03:04:05`.
  return parseLocalDateTime(text) ?? new Date(text);
}

/** The wall-clock fields of a moment. */
interface Fields {
  year: number;
  month: number;
  day: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Which clock a moment is read on. */
export interface ClockOptions {
  /**
   * Read the moment on a clock this many minutes ahead of UTC (the platform's calendar, whatever
   * the reader's time zone) instead of the reader's local time.
   */
  utcOffsetMinutes?: number;
}

function fieldsOf(input: DateInput, { utcOffsetMinutes }: ClockOptions): Fields | null {
  const date = toDate(input);
  if (Number.isNaN(date.getTime())) return null;
  if (utcOffsetMinutes === undefined) {
    return {
      year: date.getFullYear(),
      month: date.getMonth() + 1,
      day: date.getDate(),
      hours: date.getHours(),
      minutes: date.getMinutes(),
      seconds: date.getSeconds(),
    };
  }
  const shifted = new Date(date.getTime() + utcOffsetMinutes * 60_000);
  if (Number.isNaN(shifted.getTime())) return null;
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hours: shifted.getUTCHours(),
    minutes: shifted.getUTCMinutes(),
    seconds: shifted.getUTCSeconds(),
  };
}

const pad = (value: number, length = 2): string => String(value).padStart(length, '0');

const clockDate = (f: Fields): string => `${pad(f.day)}/${pad(f.month)}/${pad(f.year, 4)}`;
const clockTime = (f: Fields): string => `${pad(f.hours)}:${pad(f.minutes)}:${pad(f.seconds)}`;

/** The date of the header clock: `dd/mm/yyyy`, local time unless told otherwise. Invalid input gives `''`. */
export function formatDate(input: DateInput, options: ClockOptions = {}): string {
  const fields = fieldsOf(input, options);
  return fields ? clockDate(fields) : '';
}

/** The time of the header clock: `HH:mm:ss`, 24-hour, local time unless told otherwise. Invalid input gives `''`. */
export function formatTime(input: DateInput, options: ClockOptions = {}): string {
  const fields = fieldsOf(input, options);
  return fields ? clockTime(fields) : '';
}

/** The header clock (§2): `dd/mm/yyyy HH:mm:ss`, 24-hour, in every language. Invalid input gives `''`. */
export function formatClock(input: DateInput, options: ClockOptions = {}): string {
  const fields = fieldsOf(input, options);
  return fields ? `${clockDate(fields)} ${clockTime(fields)}` : '';
}

/** Announcement and record timestamps: `YYYY-MM-DD HH:mm:ss`, local time unless told otherwise. Invalid input gives `''`. */
export function formatTimestamp(input: DateInput, options: ClockOptions = {}): string {
  const f = fieldsOf(input, options);
  if (!f) return '';
  return `${pad(f.year, 4)}-${pad(f.month)}-${pad(f.day)} ${clockTime(f)}`;
}

/** The locale of dates when none is given. */
export const DEFAULT_DATE_LOCALE = 'en-GB';

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The `Intl.DateTimeFormat` of a locale and options, made once and kept. A malformed locale string
 * gives the default locale's format rather than an error.
 */
export function dateTimeFormat(
  locale: string | undefined,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat {
  const key = `${locale ?? DEFAULT_DATE_LOCALE}\u0000${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(locale ?? DEFAULT_DATE_LOCALE, options);
    } catch (error) {
      if (locale === undefined || locale === DEFAULT_DATE_LOCALE) throw error;
      format = dateTimeFormat(DEFAULT_DATE_LOCALE, options);
    }
    dateTimeFormats.set(key, format);
  }
  return format;
}

export interface FormatDateTimeOptions extends Intl.DateTimeFormatOptions {
  /** BCP 47 locale deciding the words, order and digits. @default 'en-GB' */
  locale?: string;
}

/**
 * A moment in a locale's own words through a cached `Intl.DateTimeFormat`:
 * `formatDateTime(iso, { locale: 'en-GB', dateStyle: 'short', timeStyle: 'short' })` → `05/03/2024, 09:07`.
 * Invalid input gives `''`.
 */
export function formatDateTime(input: DateInput, { locale, ...options }: FormatDateTimeOptions = {}): string {
  const date = toDate(input);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat(locale, options).format(date);
}

/** A calendar day in the reader's language (`Jan 1, 2024`, `2024年1月1日`), local time. Invalid input gives `''`. */
export function formatDay(input: DateInput, locale?: string): string {
  return formatDateTime(input, { locale, dateStyle: 'medium' });
}
