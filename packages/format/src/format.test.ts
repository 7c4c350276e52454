import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  currencySymbol,
  formatAmount,
  formatClock,
  formatCount,
  formatDate,
  formatDateTime,
  formatDay,
  formatDecimal,
  formatNumber,
  formatPercent,
  formatTime,
  formatTimestamp,
  numberFormat,
  toDate,
} from './index';

const AMOUNT_SHAPE = /^-?\d{1,3}(?:,\d{3})*\.\d{2}$/;

describe('formatAmount', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [50, '0.50'],
    [100, '1.00'],
    [99_999, '999.99'],
    [100_000, '1,000.00'],
    [123_456_789, '1,234,567.89'],
    [-5, '-0.05'],
    [-100, '-1.00'],
    [-123_456_789, '-1,234,567.89'],
    [-0, '0.00'],
  ])('shows %d minor units as %s', (units, expected) => {
    expect(formatAmount(units)).toBe(expected);
  });

  it('is exact for bigints beyond 2^53', () => {
    expect(formatAmount(2n ** 64n)).toBe('184,467,440,737,095,516.16');
    expect(formatAmount(9_007_199_254_740_993n)).toBe('90,071,992,547,409.93');
    expect(formatAmount(-(10n ** 30n) - 1n)).toBe('-10,000,000,000,000,000,000,000,000,000.01');
  });

  it('accepts the largest safe integer exactly', () => {
    expect(formatAmount(Number.MAX_SAFE_INTEGER)).toBe('90,071,992,547,409.91');
  });

  it('puts the currency symbol after the sign, before the digits', () => {
    expect(formatAmount(123_456, { currencySymbol: '$' })).toBe('$1,234.56');
    expect(formatAmount(-500, { currencySymbol: '₫' })).toBe('-₫5.00');
    expect(formatAmount(500, { currencySymbol: 'USDT ' })).toBe('USDT 5.00');
  });

  it('follows the separators and grouping of a given locale', () => {
    expect(formatAmount(123_456_789, { locale: 'de-DE' })).toBe('1.234.567,89');
    expect(formatAmount(123_456_789, { locale: 'hi-IN' })).toBe('12,34,567.89');
    expect(formatAmount(-5, { locale: 'de-DE' })).toBe('-0,05');
  });

  it('writes the cents in the locale digits too', () => {
    expect(formatAmount(123_405, { locale: 'ar-EG' })).toBe(
      new Intl.NumberFormat('ar-EG', { minimumFractionDigits: 2 }).format(1234.05),
    );
  });

  it('falls back to the default format for a malformed locale', () => {
    expect(formatAmount(123_456, { locale: 'not a locale!' })).toBe('1,234.56');
  });

  it('refuses amounts that are not integer minor units', () => {
    expect(() => formatAmount(1.5)).toThrow(RangeError);
    expect(() => formatAmount(Number.NaN)).toThrow(RangeError);
    expect(() => formatAmount(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('gives back the exact minor units once separators are stripped (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(2n ** 96n), max: 2n ** 96n }), (units) => {
        const text = formatAmount(units);
        expect(text).toMatch(AMOUNT_SHAPE);
        const [whole, cents] = text.replace(/,/g, '').split('.') as [string, string];
        expect(cents).toHaveLength(2);
        expect(BigInt(whole.replace('-', '') + cents) * (text.startsWith('-') ? -1n : 1n)).toBe(units);
      }),
    );
  });

  it('agrees with number input over the safe integer range (property)', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (units) => {
        expect(formatAmount(units)).toBe(formatAmount(BigInt(units)));
      }),
    );
  });

  it('matches Intl formatting of the same value in any locale (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -(2 ** 40), max: 2 ** 40 }),
        fc.constantFrom('en-US', 'de-DE', 'fr-FR', 'hi-IN', 'vi-VN', 'th-TH', 'zh-CN'),
        (units, locale) => {
          // Small enough that units / 100 rounds back to the same two decimals.
          const reference = new Intl.NumberFormat(locale, {
            minimumFractionDigits: 2,
            maximumFractionDigits: 2,
          }).format(units / 100);
          expect(formatAmount(units, { locale })).toBe(reference);
        },
      ),
    );
  });
});

describe('formatCount', () => {
  it('groups whole counts as amounts are grouped, without decimals', () => {
    expect([formatCount(0), formatCount(7), formatCount(12_500), formatCount(-1_500), formatCount(1_234_567)]).toEqual([
      '0',
      '7',
      '12,500',
      '-1,500',
      '1,234,567',
    ]);
    expect(formatCount(12_500, 'de-DE')).toBe('12.500');
    expect(formatCount(Number.NaN)).toBe('');
  });
});

describe('formatDecimal', () => {
  it('shows two decimals with thousands separators', () => {
    expect(formatDecimal(0)).toBe('0.00');
    expect(formatDecimal(165.11)).toBe('165.11');
    expect(formatDecimal(1_234_567.891)).toBe('1,234,567.89');
    expect(formatDecimal(1_234_567.5)).toBe('1,234,567.50');
    expect(formatDecimal(-42)).toBe('-42.00');
  });

  it('follows a given locale', () => {
    expect(formatDecimal(1_234_567.891, 'de-DE')).toBe('1.234.567,89');
  });

  it('gives an empty string for non-finite values', () => {
    expect(formatDecimal(Number.NaN)).toBe('');
    expect(formatDecimal(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('the default locale, written without Intl', () => {
  afterEach(() => vi.restoreAllMocks());

  const intlReference = (value: number, fractionDigits: number): string =>
    new Intl.NumberFormat('en-US', {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    }).format(value);

  it('builds no Intl format for amounts, decimals and counts (a page that shows only these sets up no locale data)', () => {
    const numberFormats = vi.spyOn(Intl, 'NumberFormat');
    expect(formatAmount(-123_456_789, { currencySymbol: '$' })).toBe('-$1,234,567.89');
    expect(formatAmount(5n)).toBe('0.05');
    expect(formatDecimal(98_765.4321)).toBe('98,765.43');
    expect(formatCount(-1_234_567.5)).toBe('-1,234,568');
    expect(numberFormats).not.toHaveBeenCalled();
  });

  it('rounds as Intl does: the shortest decimal of the number, half away from zero', () => {
    const cases = [
      1.005, 0.125, -0.125, 2.675, 999.995, 123_456_789.995, 0.5, -0.5, 1.45, 8.345, -0.001, -0, 0.000_001,
    ];
    for (const value of cases) {
      expect(formatDecimal(value), String(value)).toBe(intlReference(value, 2));
      expect(formatCount(value), String(value)).toBe(intlReference(value, 0));
    }
    expect(formatDecimal(1.005)).toBe('1.01');
    expect(formatDecimal(-0)).toBe('-0.00');
  });

  it('writes percentages as Intl does, without it: the ratio’s decimal digits moved by two, then rounded', () => {
    const numberFormats = vi.spyOn(Intl, 'NumberFormat');
    expect(formatPercent(0.008)).toBe('0.80%');
    expect(formatPercent(0.0115)).toBe('1.15%');
    expect(formatPercent(12.3456789, { decimals: 1 })).toBe('1,234.6%');
    expect(formatPercent(-0.5, { decimals: 0 })).toBe('-50%');
    expect(numberFormats).not.toHaveBeenCalled();
    numberFormats.mockRestore();
    const reference = (ratio: number, decimals: number) =>
      new Intl.NumberFormat('en-US', { style: 'percent', minimumFractionDigits: decimals }).format(ratio);
    for (const ratio of [0.000_05, 0.001_25, -0.001_25, 0.026_75, 9.999_95, 0.5, -0, 1e-7, 1e20])
      for (const decimals of [0, 2])
        expect(formatPercent(ratio, { decimals }), String(ratio)).toBe(reference(ratio, decimals));
    fc.assert(
      fc.property(
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.integer({ min: 0, max: 4 }),
        (ratio, decimals) => {
          expect(formatPercent(ratio, { decimals })).toBe(reference(ratio, decimals));
          // English's own tag ('en') writes numbers as en-US does, and takes the same path.
          expect(formatPercent(ratio, { decimals, locale: 'en' })).toBe(
            new Intl.NumberFormat('en', { style: 'percent', minimumFractionDigits: decimals }).format(ratio),
          );
          expect(formatDecimal(ratio, 'en')).toBe(
            new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(ratio),
          );
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('hands numbers whose shortest form has an exponent to Intl', () => {
    for (const value of [1e21, -3.5e25, 1e-7, -2.5e-9]) {
      expect(formatDecimal(value)).toBe(intlReference(value, 2));
      expect(formatCount(value)).toBe(intlReference(value, 0));
    }
  });

  it('matches Intl for any finite number (property)', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        expect(formatDecimal(value)).toBe(intlReference(value, 2));
        expect(formatCount(value)).toBe(intlReference(value, 0));
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 12), max: 10 ** 12 }), fc.nat(99), (whole, cents) => {
        const value = whole + cents / 100;
        expect(formatDecimal(value)).toBe(intlReference(value, 2));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('formatClock', () => {
  it('shows dd/mm/yyyy HH:mm:ss with zero padding', () => {
    expect(formatClock(new Date(2024, 0, 2, 3, 4, 5))).toBe('02/01/2024 03:04:05');
  });

  it('uses the 24-hour clock', () => {
    expect(formatClock(new Date(2023, 11, 31, 23, 59, 9))).toBe('31/12/2023 23:59:09');
    expect(formatClock(new Date(2023, 6, 15, 0, 0, 0))).toBe('15/07/2023 00:00:00');
    expect(formatClock(new Date(2024, 0, 1, 0, 0, 0))).toBe('01/01/2024 00:00:00');
    expect(formatClock(new Date(2024, 2, 5, 9, 7, 3))).toBe('05/03/2024 09:07:03');
  });

  it('accepts epoch milliseconds', () => {
    expect(formatClock(new Date(2025, 4, 6, 13, 14, 15).getTime())).toBe('06/05/2025 13:14:15');
  });

  it('gives an empty string for an invalid date', () => {
    expect(formatClock(new Date('not a date'))).toBe('');
    expect(formatClock(Number.NaN)).toBe('');
  });
});

describe('formatTimestamp', () => {
  it('shows YYYY-MM-DD HH:mm:ss for a Date', () => {
    expect(formatTimestamp(new Date(2024, 1, 29, 18, 5, 0))).toBe('2024-02-29 18:05:00');
  });

  it('reads platform date-time strings as local time', () => {
    expect(formatTimestamp('2024-01-02 03:04:05')).toBe('2024-01-02 03:04:05');
    expect(formatTimestamp('2024-01-02T03:04:05')).toBe('2024-01-02 03:04:05');
    expect(formatTimestamp('2024-01-02 03:04:05.678')).toBe('2024-01-02 03:04:05');
    expect(formatTimestamp('2024-01-02 03:04')).toBe('2024-01-02 03:04:00');
    expect(formatTimestamp('2024-01-02')).toBe('2024-01-02 00:00:00');
    expect(formatTimestamp('0099-05-06 07:08:09')).toBe('0099-05-06 07:08:09');
  });

  it('reads epoch milliseconds, as a number or a string', () => {
    const moment = new Date(2022, 9, 8, 7, 6, 5);
    expect(formatTimestamp(moment.getTime())).toBe('2022-10-08 07:06:05');
    expect(formatTimestamp(String(moment.getTime()))).toBe('2022-10-08 07:06:05');
  });

  it('shows an instant with a zone in local time', () => {
    const instant = '2024-01-02T03:04:05Z';
    const local = new Date(Date.UTC(2024, 0, 2, 3, 4, 5));
    expect(formatTimestamp(instant)).toBe(formatTimestamp(local));
    expect(toDate(instant).getTime()).toBe(local.getTime());
  });

  it.each([
    ['not a date'],
    [''],
    ['2024-02-30 00:00:00'],
    ['2024-13-01 00:00:00'],
    ['2024-01-02 24:00:00'],
    ['2024-01-02 12:60:00'],
  ])('gives an empty string for %j', (input) => {
    expect(formatTimestamp(input)).toBe('');
  });

  it('gives an empty string for an invalid Date or number', () => {
    expect(formatTimestamp(new Date(Number.NaN))).toBe('');
    expect(formatTimestamp(Number.POSITIVE_INFINITY)).toBe('');
  });

  it('does not change the Date it is given', () => {
    const date = new Date(2024, 0, 2, 3, 4, 5);
    formatTimestamp(date);
    expect(date.getTime()).toBe(new Date(2024, 0, 2, 3, 4, 5).getTime());
  });
});

describe('currencySymbol', () => {
  it('gives the narrow symbol of a currency code', () => {
    expect(currencySymbol('USD')).toBe('$');
    expect(currencySymbol('VND')).toBe('₫');
  });
  it('falls back to the code when the code is not a currency', () => {
    expect(currencySymbol('not-a-currency')).toBe('not-a-currency');
  });
});

describe('formatPercent', () => {
  it('shows a ratio as a percentage with two decimals by default', () => {
    expect(formatPercent(0.008)).toBe('0.80%');
    expect(formatPercent(0.12345)).toBe('12.35%');
    expect(formatPercent(0.5, { decimals: 0 })).toBe('50%');
    expect(formatPercent(0.008, { locale: 'de-DE' })).toBe('0,80\u00a0%');
    expect(formatPercent(Number.NaN)).toBe('');
  });
});

describe('formatNumber and numberFormat', () => {
  it('formats with any Intl options in a locale', () => {
    expect(formatNumber(12, { locale: 'en-PH', style: 'currency', currency: 'PHP' })).toBe('₱12.00');
    expect(formatNumber(1234.5678)).toBe('1,234.568');
  });

  it('makes each format once', () => {
    expect(numberFormat('fr-FR', { maximumFractionDigits: 0 })).toBe(
      numberFormat('fr-FR', { maximumFractionDigits: 0 }),
    );
    expect(numberFormat('fr-FR')).not.toBe(numberFormat('de-DE'));
  });

  it('falls back to the default locale for a malformed locale, but not for bad options', () => {
    expect(formatNumber(1234, { locale: 'not a locale!' })).toBe('1,234');
    expect(() => numberFormat('en-US', { style: 'currency', currency: 'not-a-currency' })).toThrow(RangeError);
  });
});

describe('formatDate and formatTime', () => {
  it('split the clock into dd/mm/yyyy and HH:mm:ss', () => {
    const moment = new Date(2024, 2, 5, 9, 7, 3);
    expect(formatDate(moment)).toBe('05/03/2024');
    expect(formatTime(moment)).toBe('09:07:03');
    expect(`${formatDate(moment)} ${formatTime(moment)}`).toBe(formatClock(moment));
  });

  it('give an empty string for an invalid date', () => {
    expect(formatDate(Number.NaN)).toBe('');
    expect(formatTime('not a date')).toBe('');
  });
});

describe('a fixed UTC offset clock', () => {
  const instant = '2024-07-01T23:30:05Z';

  it('reads the moment on that clock whatever the local time zone', () => {
    expect(formatTimestamp(instant, { utcOffsetMinutes: 0 })).toBe('2024-07-01 23:30:05');
    expect(formatTimestamp(instant, { utcOffsetMinutes: 60 })).toBe('2024-07-02 00:30:05');
    expect(formatTimestamp(instant, { utcOffsetMinutes: -480 })).toBe('2024-07-01 15:30:05');
    expect(formatClock(instant, { utcOffsetMinutes: 420 })).toBe('02/07/2024 06:30:05');
  });

  it('gives an empty string for an unreadable moment', () => {
    expect(formatTimestamp('later', { utcOffsetMinutes: 0 })).toBe('');
  });
});

describe('formatDateTime and formatDay', () => {
  it('format in a locale with Intl date options', () => {
    const moment = new Date(2024, 2, 5, 9, 7, 3);
    expect(formatDateTime(moment, { locale: 'en-GB', dateStyle: 'short', timeStyle: 'short' })).toBe(
      '05/03/2024, 09:07',
    );
    expect(formatDay(moment, 'en-US')).toBe('Mar 5, 2024');
    expect(formatDay(moment, 'ja-JP')).toBe('2024/03/05');
    expect(formatDay(moment)).toBe('5 Mar 2024');
  });

  it('give an empty string for an invalid date', () => {
    expect(formatDay('not a date', 'en-US')).toBe('');
    expect(formatDateTime(Number.NaN)).toBe('');
  });

  it('fall back to the default locale for a malformed locale', () => {
    expect(formatDay(new Date(2024, 0, 1), 'not a locale!')).toBe('1 Jan 2024');
  });
});
