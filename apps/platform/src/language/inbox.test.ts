import { CONTENT_LANGUAGES } from '@tessera/api/contract';
import { describe, expect, it } from 'vitest';
import type { InboxKey, InboxParams } from './inbox';
import { englishMessage, localisedMessage } from './inbox';

const HOSTILE = '<img src=x onerror=alert(1)>';

/** One message of every template, with a value that must be escaped wherever the template takes text. */
const SAMPLES: { [Key in InboxKey]: InboxParams[Key] } = {
  WITHDRAWAL_FORCED_RECEIPT: { orderNo: 'W1', amount: 123_456, completed: true },
  WITHDRAWAL_PAID: { orderNo: 'W1', amount: 4_000, bank: HOSTILE, received: 4_000, remaining: 1, minutes: 30 },
  WITHDRAWAL_REJECTED: { orderNo: 'W1', reason: HOSTILE, refund: 500 },
  WITHDRAWAL_COMPLETE: { orderNo: 'W1', amount: 500 },
  CONTRACT_OFFERED: { kind: 'DIVIDEND' },
  CONTRACT_REJECTED: { kind: 'DAILY_SALARY', account: HOSTILE },
  CONTRACT_TERMINATION_ASKED: { kind: 'HOURLY_SALARY', account: HOSTILE, terminatesAt: '2030-01-02T03:04:05.000Z' },
  CONTRACT_ENDED: { kind: 'REALTIME_SALARY', upline: HOSTILE, capRates: '1% / 2%', termRates: '2% / 3%' },
  FEEDBACK_REPLY: { reply: `${HOSTILE}\nsecond line` },
};

const tags = (html: string) => html.match(/<[^>]+>/g) ?? [];

describe('inbox templates', () => {
  const keys = Object.keys(SAMPLES) as InboxKey[];

  it.each(CONTENT_LANGUAGES.filter((l) => l !== 'EN'))(
    '%s renders every message with the English markup, its own words and every value escaped',
    (language) => {
      for (const key of keys) {
        const english = englishMessage(key, SAMPLES[key] as never);
        const message = localisedMessage(key, JSON.stringify(SAMPLES[key]), language)!;
        expect(message, `${language} ${key}`).toBeDefined();
        expect(tags(message.content), `${language} ${key}`).toEqual(tags(english.content));
        expect(message.content).not.toContain(HOSTILE);
        expect(message.title, `${language} ${key}`).not.toBe(english.title);
      }
    },
  );

  it('reads a message as stored in English, in a language without templates, and for an unknown key or bad values', () => {
    const params = JSON.stringify(SAMPLES.WITHDRAWAL_COMPLETE);
    expect(localisedMessage('WITHDRAWAL_COMPLETE', params, 'EN')).toBeUndefined();
    expect(localisedMessage('WITHDRAWAL_COMPLETE', params, 'JA')).toBeUndefined();
    expect(localisedMessage('NO_SUCH_MESSAGE', params, 'VI')).toBeUndefined();
    expect(localisedMessage('WITHDRAWAL_COMPLETE', '{not json', 'VI')).toBeUndefined();
    expect(localisedMessage(null, null, 'VI')).toBeUndefined();
  });

  it('keeps the English text the platform wrote before the templates', () => {
    expect(englishMessage('WITHDRAWAL_PAID', SAMPLES.WITHDRAWAL_PAID).title).toBe('Withdrawal W1: 40.00 paid');
    expect(englishMessage('FEEDBACK_REPLY', SAMPLES.FEEDBACK_REPLY).content).toBe(
      '<p>&lt;img src=x onerror=alert(1)&gt;<br>second line</p><p>You can read it with your feedback in the member centre.</p>',
    );
  });
});
