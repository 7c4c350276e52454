import { describe, expect, it } from 'vitest';
import { endedWindows, windowAt } from './windows';

const at = (text: string) => Date.parse(text);
const span = (w: { start: number; end: number }) => [new Date(w.start).toISOString(), new Date(w.end).toISOString()];

describe('settlement windows', () => {
  it('cut real-time salary into 5 minutes, hourly salary into hours and daily wages into days', () => {
    const t = at('2026-11-25T19:07:31Z');
    expect(windowAt('REALTIME_SALARY', null, t)).toMatchObject({
      key: '2026-11-25T19:05',
      start: at('2026-11-25T19:05:00Z'),
      end: at('2026-11-25T19:10:00Z'),
    });
    expect(windowAt('HOURLY_SALARY', null, t)).toMatchObject({
      key: '2026-11-25T19:00',
      start: at('2026-11-25T19:00:00Z'),
      end: at('2026-11-25T20:00:00Z'),
    });
    expect(windowAt('DAILY_SALARY', null, t)).toMatchObject({
      key: '2026-11-25',
      start: at('2026-11-25T00:00:00Z'),
      end: at('2026-11-26T00:00:00Z'),
    });
  });

  it('run a dividend over its period: a day, Monday to Sunday, the 1st to the 15th and the 16th to the end, a month', () => {
    const t = at('2026-11-25T19:07:31Z'); // a Wednesday
    expect(windowAt('DIVIDEND', 'D', t).key).toBe('D:2026-11-25');
    expect(span(windowAt('DIVIDEND', 'W', t))).toEqual(['2026-11-23T00:00:00.000Z', '2026-11-30T00:00:00.000Z']);
    expect(windowAt('DIVIDEND', 'W', at('2026-11-29T23:59:59Z')).key).toBe('W:2026-11-23');
    expect(span(windowAt('DIVIDEND', 'H', t))).toEqual(['2026-11-16T00:00:00.000Z', '2026-12-01T00:00:00.000Z']);
    expect(span(windowAt('DIVIDEND', 'H', at('2026-02-15T12:00:00Z')))).toEqual([
      '2026-02-01T00:00:00.000Z',
      '2026-02-16T00:00:00.000Z',
    ]);
    expect(span(windowAt('DIVIDEND', 'M', at('2026-12-31T23:00:00Z')))).toEqual([
      '2026-12-01T00:00:00.000Z',
      '2027-01-01T00:00:00.000Z',
    ]);
  });

  it('list the windows that ended, oldest first, never the one still running', () => {
    const windows = endedWindows('REALTIME_SALARY', null, at('2026-11-25T19:01:00Z'), at('2026-11-25T19:15:00Z'));
    expect(windows.map((w) => w.key)).toEqual(['2026-11-25T19:00', '2026-11-25T19:05', '2026-11-25T19:10']);
    expect(endedWindows('DAILY_SALARY', null, at('2026-11-25T01:00:00Z'), at('2026-11-25T23:59:59Z'))).toEqual([]);
    expect(
      endedWindows('DIVIDEND', 'H', at('2026-11-02T00:00:00Z'), at('2026-12-01T00:00:00Z')).map((w) => w.key),
    ).toEqual(['H:2026-11-01', 'H:2026-11-16']);
  });
});
