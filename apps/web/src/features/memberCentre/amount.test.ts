import { describe, expect, it } from 'vitest';
import { amountText, hasTooManyDecimals, parseAmount } from './amount';

describe('the transfer amount', () => {
  it.each([
    ['100', 10_000],
    ['100.5', 10_050],
    ['100.05', 10_005],
    ['0.01', 1],
    ['.5', 50],
    ['12,543.50', 1_254_350],
    [' 7 ', 700],
    ['0', 0],
    ['1.10', 110],
  ])('reads %j as %i minor units, without floats', (text, minor) => expect(parseAmount(text)).toBe(minor));

  it.each(['', '.', '1.234', '-1', '1e3', 'abc', '1.2.3', '12345678901234'])('refuses %j', (text) =>
    expect(parseAmount(text)).toBeNull(),
  );

  it('tells too many decimals apart from other bad input', () => {
    expect(hasTooManyDecimals('1.234')).toBe(true);
    expect(hasTooManyDecimals('1.23')).toBe(false);
    expect(hasTooManyDecimals('abc')).toBe(false);
  });

  it('writes minor units back as form text', () => {
    expect([amountText(1_254_350), amountText(5), amountText(0), amountText(10_000)]).toEqual([
      '12543.50',
      '0.05',
      '0',
      '100',
    ]);
    // 0.1 + 0.2 style drift cannot happen: every value round-trips.
    for (const minor of [1, 29, 30, 110, 999_999, 123_456_789]) expect(parseAmount(amountText(minor))).toBe(minor);
  });
});
