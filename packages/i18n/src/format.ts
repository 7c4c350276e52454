/**
 * Number and date formatting.
 *
 * Money is integer minor units (cents). It is never divided as a float: the units are split
 * into whole and fraction with integer (BigInt) arithmetic, the whole part is grouped by
 * `Intl.NumberFormat`, and the two cent digits are put in the fraction slot.
 */

/** The locale of amounts and decimals when none is given: `1,234,567.89`. */
export const DEFAULT_NUMBER_LOCALE = 'en-US';

const MINOR_UNITS_PER_UNIT = 100n;

const twoDecimalFormats = new Map<string, Intl.NumberFormat>();
const centFormats = new Map<string, Intl.NumberFormat>();
const wholeFormats = new Map<string, Intl.NumberFormat>();

function cachedFormat(
  cache: Map<string, Intl.NumberFormat>,
  locale: string | undefined,
  options: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  const key = locale ?? DEFAULT_NUMBER_LOCALE;
  let format = cache.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(key, options);
    } catch {
      // A malformed locale string must not break a page: show the default format.
      format = new Intl.NumberFormat(DEFAULT_NUMBER_LOCALE, options);
    }
    cache.set(key, format);
  }
  return format;
}

/** Two fraction digits, thousands separators. */
function twoDecimals(locale: string | undefined): Intl.NumberFormat {
  return cachedFormat(twoDecimalFormats, locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: true,
  });
}

/** The cent digits in the locale's own numerals (`05`, or `٠٥` in Arabic-Indic digits). */
function centDigits(locale: string | undefined): Intl.NumberFormat {
  return cachedFormat(centFormats, locale, { minimumIntegerDigits: 2, useGrouping: false });
}

export interface FormatAmountOptions {
  /** BCP 47 locale deciding separators and digits. @default 'en-US' */
  locale?: string;
  /** Put right before the digits, after any minus sign: `-$5.00`. Include a space if wanted. */
  currencySymbol?: string;
}

function toMinorUnits(value: number | bigint): bigint {
  if (typeof value === 'bigint') return value;
  if (!Number.isInteger(value)) {
    throw new RangeError(`formatAmount expects integer minor units, got ${String(value)}`);
  }
  return BigInt(value);
}

/**
 * Formats an amount held in integer minor units: `123456789` → `1,234,567.89`,
 * `-5` → `-0.05`. Exact for any size (pass a bigint beyond 2^53).
 * @throws RangeError when a number is not an integer (a fractional, NaN or infinite value).
 */
export function formatAmount(minorUnits: number | bigint, options: FormatAmountOptions = {}): string {
  const units = toMinorUnits(minorUnits);
  const negative = units < 0n;
  const magnitude = negative ? -units : units;
  const whole = magnitude / MINOR_UNITS_PER_UNIT;
  const cents = magnitude % MINOR_UNITS_PER_UNIT;

  // A negative amount under one unit keeps its sign through negative zero (-0 → "-0.00").
  const signedWhole: number | bigint = whole === 0n ? (negative ? -0 : 0) : negative ? -whole : whole;
  const fraction = centDigits(options.locale).format(cents);
  const symbol = options.currencySymbol ?? '';

  let symbolPlaced = symbol === '';
  let text = '';
  for (const part of twoDecimals(options.locale).formatToParts(signedWhole)) {
    if (!symbolPlaced && part.type === 'integer') {
      text += symbol;
      symbolPlaced = true;
    }
    text += part.type === 'fraction' ? fraction : part.value;
  }
  return text;
}

/**
 * Formats a non-money number with two decimals and thousands separators (the jackpot counter):
 * `1234567.891` → `1,234,567.89`. Non-finite values give `''`.
 */
export function formatDecimal(value: number, locale?: string): string {
  return Number.isFinite(value) ? twoDecimals(locale).format(value) : '';
}

/**
 * Formats a count (bets, members, points) as a whole number with thousands separators, grouped
 * as amounts are: `12500` → `12,500`. Non-finite values give `''`.
 */
export function formatCount(value: number, locale?: string): string {
  return Number.isFinite(value) ? cachedFormat(wholeFormats, locale, { maximumFractionDigits: 0 }).format(value) : '';
}

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

const pad = (value: number, length = 2): string => String(value).padStart(length, '0');

/** The header clock: `dd/mm/yyyy HH:mm:ss`, 24-hour, local time, in every language. Invalid input gives `''`. */
export function formatClock(input: DateInput): string {
  const date = toDate(input);
  if (Number.isNaN(date.getTime())) return '';
  return (
    `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${pad(date.getFullYear(), 4)} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}

/** Announcement and record timestamps: `YYYY-MM-DD HH:mm:ss`, local time. Invalid input gives `''`. */
export function formatTimestamp(input: DateInput): string {
  const date = toDate(input);
  if (Number.isNaN(date.getTime())) return '';
  return (
    `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}

/** The short symbol of an ISO 4217 currency ('USD' → '$', 'VND' → '₫'); the code itself when Intl has none. */
export function currencySymbol(currency: string, locale: string = DEFAULT_NUMBER_LOCALE): string {
  try {
    const parts = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
    }).formatToParts(0);
    return parts.find((part) => part.type === 'currency')?.value ?? currency;
  } catch {
    return currency;
  }
}
