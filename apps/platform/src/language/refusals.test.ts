import { CASHIER_CODES, CONTENT_LANGUAGES, IDENTITY_CODES, POINTS_CODES } from '@tessera/api/contract';
import { describe, expect, it } from 'vitest';
import { refuse as refuseCashier } from '../cashier/refuse';
import { refuse as refuseIdentity } from '../identity/refuse';
import { refuse as refusePoints } from '../points/points';
import { refusalMessage, TRANSLATED_REFUSALS } from './refusals';

/** Refusals a member never reads as prose: malformed requests of the app itself, and reasons the contract names only by code. */
const UNTRANSLATED = new Set([
  'BAD_REQUEST',
  'INVALID_IDEMPOTENCY_KEY',
  'IDEMPOTENCY_CONFLICT',
  POINTS_CODES.pageInvalid,
  IDENTITY_CODES.invalidField,
]);

const written = [
  ...Object.values(IDENTITY_CODES)
    .filter((code) => code !== IDENTITY_CODES.notLoggedIn && code !== IDENTITY_CODES.badRequest)
    .map((code) => refuseIdentity(code)),
  ...Object.values(CASHIER_CODES).map((code) => refuseCashier(code)),
  ...Object.values(POINTS_CODES).map((code) => refusePoints(code)),
].filter((r) => !UNTRANSLATED.has(r.code));

describe('refusal messages', () => {
  it('translate every message the identity, cashier and points refusals write, in every content language', () => {
    for (const { code, message } of written)
      for (const language of CONTENT_LANGUAGES.filter((l) => l !== 'EN'))
        expect(refusalMessage(code, message, language), `${code} "${message}" in ${language}`).not.toBe(message);
  });

  it('leave English, unknown languages and messages with details of their own as written', () => {
    const [code, message] = TRANSLATED_REFUSALS[0]!;
    expect(refusalMessage(code, message, 'EN')).toBe(message);
    expect(refusalMessage(code, message, 'JA')).toBe(message);
    expect(refusalMessage(IDENTITY_CODES.invalidField, 'Invalid username: too short', 'VI')).toBe(
      'Invalid username: too short',
    );
  });

  it('never translate one code’s message under another code', () => {
    const [, message] = TRANSLATED_REFUSALS.find(([c]) => c === IDENTITY_CODES.loginFailed)!;
    expect(refusalMessage(CASHIER_CODES.orderNotFound, message, 'VI')).toBe(message);
  });
});
