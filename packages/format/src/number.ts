/**
 * Numbers for reading: amounts, decimals, counts, percentages.
 *
 * Money is integer minor units (cents). It is never divided as a float: the units are split
 * into whole and fraction with integer (BigInt) arithmetic, the whole part is grouped (by hand in
 * the default locale, by `Intl.NumberFormat` in others), and the two cent digits are put in the
 * fraction slot.
 */

/** The locale of amounts and decimals when none is given: `1,234,567.89`. */
export const DEFAULT_NUMBER_LOCALE = 'en-US';

const MINOR_UNITS_PER_UNIT = 100n;

const numberFormats = new Map<string, Intl.NumberFormat>();
/** The same formats by the options object itself: a module's constant options skip the key's serialisation. */
const byOptions = new WeakMap<Intl.NumberFormatOptions, Map<string, Intl.NumberFormat>>();
const NO_OPTIONS: Intl.NumberFormatOptions = {};

/**
 * The `Intl.NumberFormat` of a locale and options, made once and kept. A malformed locale string
 * gives the default locale's format rather than an error: it must not break a page.
 * @throws RangeError when the options themselves are invalid (an unknown currency code).
 */
export function numberFormat(
  locale: string | undefined,
  options: Intl.NumberFormatOptions = NO_OPTIONS,
): Intl.NumberFormat {
  // Amounts are formatted on every tick of a counter and every row of a list: the lookup by the
  // options object (module constants) comes first, the serialised key only for new objects.
  let ofOptions = byOptions.get(options);
  if (!ofOptions) byOptions.set(options, (ofOptions = new Map()));
  const localeKey = locale ?? DEFAULT_NUMBER_LOCALE;
  const known = ofOptions.get(localeKey);
  if (known) return known;
  const format = keyedNumberFormat(locale, options);
  ofOptions.set(localeKey, format);
  return format;
}

function keyedNumberFormat(locale: string | undefined, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale ?? DEFAULT_NUMBER_LOCALE}\u0000${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(locale ?? DEFAULT_NUMBER_LOCALE, options);
    } catch (error) {
      if (locale === undefined || locale === DEFAULT_NUMBER_LOCALE) throw error;
      format = numberFormat(DEFAULT_NUMBER_LOCALE, options);
    }
    numberFormats.set(key, format);
  }
  return format;
}

/*
 * The default locale's figures are written without `Intl`. The first `Intl` number or date format
 * a page builds sets up the browser's locale data (40–120 ms of main thread on a desktop, more on
 * a phone), and most pages show only default-locale figures: amounts, the jackpot, counts. en-US
 * groups the whole part by threes with ',' and marks the fraction with '.'. Values are rounded as
 * Intl rounds them: the shortest decimal that reads back as the number, half away from zero
 * (1.005 → 1.01, where `toFixed` gives 1.00). The tests hold these paths to Intl's own output.
 */

/** English without a region writes numbers as en-US does (the English display language's tag is 'en'). */
const isDefaultLocale = (locale: string | undefined): boolean =>
  locale === undefined || locale === DEFAULT_NUMBER_LOCALE || locale === 'en';

/** '1234567' → '1,234,567'. */
function groupThousands(digits: string): string {
  const head = digits.length % 3 || 3;
  let text = digits.slice(0, head);
  for (let at = head; at < digits.length; at += 3) text += `,${digits.slice(at, at + 3)}`;
  return text;
}

/** One more than a string of decimal digits: '199' → '200', '99' → '100'. */
function incrementDigits(digits: string): string {
  let at = digits.length - 1;
  while (at >= 0 && digits[at] === '9') at -= 1;
  if (at < 0) return `1${'0'.repeat(digits.length)}`;
  return `${digits.slice(0, at)}${Number(digits[at]) + 1}${'0'.repeat(digits.length - at - 1)}`;
}

const PLAIN_DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/**
 * A finite number in en-US with exactly `fractionDigits` decimals, or null when its shortest form
 * needs an exponent (below 1e-6 or from 1e21): Intl formats those.
 */
function defaultLocaleFixed(value: number, fractionDigits: number, scaleDigits = 0): string | null {
  const match = PLAIN_DECIMAL.exec(String(Math.abs(value)));
  if (!match) return null;
  let [, whole = '0', fraction = ''] = match;
  // A percentage moves the decimal point on the number's decimal digits (as Intl does), not by a
  // float multiplication that could land beside a half: 0.0115 is 1.15 %, not 1.1500000000000001.
  if (scaleDigits > 0) {
    whole = (whole + fraction.slice(0, scaleDigits).padEnd(scaleDigits, '0')).replace(/^0+(?=\d)/, '');
    fraction = fraction.slice(scaleDigits);
  }
  let digits = whole + fraction.slice(0, fractionDigits).padEnd(fractionDigits, '0');
  if (fraction.length > fractionDigits && fraction.charAt(fractionDigits) >= '5') digits = incrementDigits(digits);
  const split = digits.length - fractionDigits;
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  const decimals = fractionDigits > 0 ? `.${digits.slice(split)}` : '';
  return `${sign}${groupThousands(digits.slice(0, split))}${decimals}`;
}

export interface FormatNumberOptions extends Intl.NumberFormatOptions {
  /** BCP 47 locale deciding separators and digits. @default 'en-US' */
  locale?: string;
}

/** Any number through a cached `Intl.NumberFormat`: `formatNumber(12, { locale: 'en-PH', style: 'currency', currency: 'PHP' })`. */
export function formatNumber(value: number | bigint, { locale, ...options }: FormatNumberOptions = {}): string {
  return numberFormat(locale, options).format(value);
}

/** Two fraction digits, thousands separators. */
const TWO_DECIMALS: Intl.NumberFormatOptions = {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: true,
};
/** The cent digits in the locale's own numerals (`05`, or `٠٥` in Arabic-Indic digits). */
const CENT_DIGITS: Intl.NumberFormatOptions = { minimumIntegerDigits: 2, useGrouping: false };
/** A whole number grouped as amounts are. */
const WHOLE: Intl.NumberFormatOptions = { maximumFractionDigits: 0 };

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

  const symbol = options.currencySymbol ?? '';
  if (isDefaultLocale(options.locale)) {
    return `${negative ? '-' : ''}${symbol}${groupThousands(whole.toString())}.${cents.toString().padStart(2, '0')}`;
  }

  // A negative amount under one unit keeps its sign through negative zero (-0 → "-0.00").
  const signedWhole: number | bigint = whole === 0n ? (negative ? -0 : 0) : negative ? -whole : whole;
  const fraction = numberFormat(options.locale, CENT_DIGITS).format(cents);

  let symbolPlaced = symbol === '';
  let text = '';
  for (const part of numberFormat(options.locale, TWO_DECIMALS).formatToParts(signedWhole)) {
    if (!symbolPlaced && part.type === 'integer') {
      text += symbol;
      symbolPlaced = true;
    }
    text += part.type === 'fraction' ? fraction : part.value;
  }
  return text;
}

/**
 * Formats a number in major units, or any non-money number, with two decimals and thousands
 * separators (the jackpot counter, a winner's amount): `1234567.891` → `1,234,567.89`.
 * Non-finite values give `''`.
 */
export function formatDecimal(value: number, locale?: string): string {
  if (!Number.isFinite(value)) return '';
  return (isDefaultLocale(locale) && defaultLocaleFixed(value, 2)) || numberFormat(locale, TWO_DECIMALS).format(value);
}

/**
 * Formats a count (bets, members, points, games) as a whole number with thousands separators,
 * grouped as amounts are: `12500` → `12,500`. Non-finite values give `''`.
 */
export function formatCount(value: number, locale?: string): string {
  if (!Number.isFinite(value)) return '';
  return (isDefaultLocale(locale) && defaultLocaleFixed(value, 0)) || numberFormat(locale, WHOLE).format(value);
}

/**
 * Formats a ratio as a percentage with at least `decimals` fraction digits: `0.008` → `0.80%`.
 * Non-finite values give `''`.
 */
export function formatPercent(
  ratio: number,
  { locale, decimals = 2 }: { locale?: string; decimals?: number } = {},
): string {
  if (!Number.isFinite(ratio)) return '';
  // In the default locale without Intl, as amounts are: a table of rates (the VIP levels) would
  // otherwise set up the browser's locale data inside its first render.
  const plain = isDefaultLocale(locale) && defaultLocaleFixed(ratio, decimals, 2);
  return plain
    ? `${plain}%`
    : numberFormat(locale, { style: 'percent', minimumFractionDigits: decimals }).format(ratio);
}

/** The short symbol of an ISO 4217 currency ('USD' → '$', 'VND' → '₫'); the code itself when Intl has none. */
export function currencySymbol(currency: string, locale: string = DEFAULT_NUMBER_LOCALE): string {
  try {
    const parts = numberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).formatToParts(
      0,
    );
    return parts.find((part) => part.type === 'currency')?.value ?? currency;
  } catch {
    return currency;
  }
}
