import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatAmount, formatDay, formatDecimal, prepareFormats } from './index';

afterEach(() => vi.restoreAllMocks());

describe('prepareFormats', () => {
  it('builds the formats of amounts, decimals and days, so the first page render builds none', () => {
    // A locale no other test formats in: its formats are built here for the first time.
    prepareFormats('fil-PH');
    const numberFormats = vi.spyOn(Intl, 'NumberFormat');
    const dateFormats = vi.spyOn(Intl, 'DateTimeFormat');
    expect(formatAmount(123456, { locale: 'fil-PH' })).toBe('1,234.56');
    expect(formatDecimal(1234.5, 'fil-PH')).toBe('1,234.50');
    expect(formatDay(Date.UTC(2026, 0, 15, 12), 'fil-PH')).toMatch(/2026/);
    expect(numberFormats).not.toHaveBeenCalled();
    expect(dateFormats).not.toHaveBeenCalled();
  });

  it('without it, the first format of a locale is built on first use (which the spy sees)', () => {
    const NumberFormat = Intl.NumberFormat;
    const numberFormats = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function construct(
      ...args: ConstructorParameters<typeof Intl.NumberFormat>
    ) {
      return new NumberFormat(...args);
    });
    expect(formatDecimal(1, 'ms-MY')).toBe('1.00');
    expect(numberFormats).toHaveBeenCalled();
  });
});
