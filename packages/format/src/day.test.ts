import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAY_MS, addDays, daysBetween, isoDay, parseIsoDay, startOfDay, startOfMonth, startOfWeek } from './day';

describe('isoDay and parseIsoDay', () => {
  it('go between YYYY-MM-DD and the day at 00:00 UTC', () => {
    expect(parseIsoDay('2024-02-29')).toBe(Date.UTC(2024, 1, 29));
    expect(isoDay(Date.UTC(2024, 1, 29))).toBe('2024-02-29');
    expect(isoDay(Date.UTC(2024, 1, 29, 23, 59))).toBe('2024-02-29');
  });

  it.each(['2023-02-29', '2024-13-01', '2024-1-01', '01/02/2024', ''])('refuses %j', (text) => {
    expect(parseIsoDay(text)).toBeNaN();
  });

  it('round-trips every day (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000, max: 100_000 }), (n) => {
        const day = n * DAY_MS;
        expect(parseIsoDay(isoDay(day))).toBe(day);
      }),
    );
  });
});

describe('startOfDay', () => {
  const moment = Date.UTC(2024, 6, 1, 23, 30);

  it('gives the UTC day by default', () => {
    expect(isoDay(startOfDay(moment))).toBe('2024-07-01');
  });

  it('reads the day on a clock ahead of or behind UTC', () => {
    expect(isoDay(startOfDay(moment, 60))).toBe('2024-07-02');
    expect(isoDay(startOfDay(Date.UTC(2024, 6, 1, 0, 30), -60))).toBe('2024-06-30');
  });
});

describe('addDays and daysBetween', () => {
  it('count calendar days across months, years and leap days', () => {
    const day = parseIsoDay('2024-02-28');
    expect(isoDay(addDays(day, 1))).toBe('2024-02-29');
    expect(isoDay(addDays(day, 2))).toBe('2024-03-01');
    expect(isoDay(addDays(day, -59))).toBe('2023-12-31');
    expect(daysBetween(parseIsoDay('2024-01-01'), parseIsoDay('2024-12-31'))).toBe(365);
    expect(daysBetween(parseIsoDay('2024-03-01'), parseIsoDay('2024-02-28'))).toBe(-2);
  });

  it('undo each other (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -50_000, max: 50_000 }), fc.integer({ min: -5_000, max: 5_000 }), (n, days) => {
        const day = n * DAY_MS;
        expect(daysBetween(day, addDays(day, days))).toBe(days);
      }),
    );
  });
});

describe('startOfWeek and startOfMonth', () => {
  it('start weeks on Monday', () => {
    expect(isoDay(startOfWeek(parseIsoDay('2024-07-01')))).toBe('2024-07-01'); // a Monday
    expect(isoDay(startOfWeek(parseIsoDay('2024-07-07')))).toBe('2024-07-01'); // its Sunday
    expect(isoDay(startOfWeek(parseIsoDay('2024-03-02')))).toBe('2024-02-26');
  });

  it('start months on the first', () => {
    expect(isoDay(startOfMonth(parseIsoDay('2024-02-29')))).toBe('2024-02-01');
  });
});
