import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CryptoError, decryptText, encryptText } from './aes';
import { decryptBody, encryptBody } from './body';
import { randomToken } from './random';
import { decryptServicePath, encryptServicePath } from './service-path';

const KEY = 'tessera-transport';
/** Made by `openssl enc -aes-256-cbc -md md5` with salt 0102030405060708, so the platform can use any OpenSSL-compatible library. */
const OPENSSL_BODY = 'U2FsdGVkX18BAgMEBQYHCPwC+ueaiGTx2Ym6xozAoMmn0jjYgmIBg8ZSLblQYnJkYETwxUQe6+Ey9P7wtTz3eg==';
const OPENSSL_PATH = 'U2FsdGVkX18BAgMEBQYHCB1nLmIs6XHdi1QbXC7SMxUIsjaX3cN2Pxp383kSFqo+dPE3gJtkG8c3w4Kb6ZpUqg==Kx7Qp2Za';

const json = fc.dictionary(fc.string(), fc.jsonValue());
const key = fc.string({ minLength: 1, maxLength: 40, unit: 'binary' });
const key8 = fc.string({
  minLength: 8,
  maxLength: 8,
  unit: fc.integer({ min: 0x21, max: 0x7e }).map((c) => String.fromCharCode(c)),
});

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Flips the top bit of one base64 character after the "Salted__" header (a bit every decoder uses). */
function tamper(ciphertext: string, at: number): string {
  const body = ciphertext.replace(/=+$/, '');
  const i = 16 + (at % (body.length - 16));
  const swapped = B64[(B64.indexOf(body[i] ?? 'A') + 32) % 64] ?? 'A';
  return body.slice(0, i) + swapped + body.slice(i + 1) + ciphertext.slice(body.length);
}

describe('encrypted bodies', () => {
  it('round-trip any JSON object under any key', () => {
    fc.assert(
      fc.property(json, key, (payload, k) => {
        expect(decryptBody(encryptBody(payload, k), k)).toEqual(JSON.parse(JSON.stringify(payload)));
      }),
    );
  });

  it('use a fresh salt each time', () => {
    expect(encryptBody({ a: 1 }, KEY).data).not.toBe(encryptBody({ a: 1 }, KEY).data);
  });

  it('read what OpenSSL wrote', () => {
    expect(decryptBody({ data: OPENSSL_BODY }, KEY)).toEqual({ username: 'ana', password: 'p@ss wörd' });
  });

  it('refuse a wrong key', () => {
    fc.assert(
      fc.property(json, key, key, (payload, k1, k2) => {
        fc.pre(k1 !== k2);
        expect(() => decryptBody(encryptBody(payload, k1), k2)).toThrow(CryptoError);
      }),
    );
  });

  it('refuse altered ciphertext', () => {
    fc.assert(
      fc.property(json, fc.nat(), (payload, at) => {
        const { data } = encryptBody(payload, KEY);
        expect(() => decryptBody({ data: tamper(data, at) }, KEY)).toThrow(CryptoError);
      }),
    );
  });

  it.each([
    ['not base64', 'not base64!'],
    ['empty', ''],
    ['no salt header', 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='],
    ['truncated', OPENSSL_BODY.slice(0, 40)],
  ])('refuse garbage: %s', (_, data) => {
    expect(() => decryptBody({ data }, KEY)).toThrow(/malformed/);
  });

  it('refuse a body without data, and a decrypted value that is not an object', () => {
    expect(() => decryptBody({} as { data: string }, KEY)).toThrow(CryptoError);
    expect(() => decryptBody({ data: encryptText('42', KEY) }, KEY)).toThrow(CryptoError);
  });

  it('need a key, and say nothing of the key or payload when failing', () => {
    expect(() => encryptBody({ a: 1 }, '')).toThrow(/key is required/);
    const error = (() => {
      try {
        decryptBody(encryptBody({ password: 'p4ss' }, KEY), 'other-key');
      } catch (e) {
        return e as Error;
      }
    })();
    expect(error?.message).not.toMatch(/p4ss|other-key|tessera-transport/);
  });

  it('refuse a payload that is not JSON', () => {
    expect(() => encryptBody({ n: 1n }, KEY)).toThrow(/JSON/);
  });
});

describe('service paths', () => {
  it('take the last 8 characters as the key', () => {
    expect(decryptServicePath(OPENSSL_PATH)).toBe('https://cs.example.com/chat?id=42');
    expect(decryptText(OPENSSL_PATH.slice(0, -8), 'Kx7Qp2Za')).toBe('https://cs.example.com/chat?id=42');
  });

  it('round-trip any text and end with their key', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), key8, (plain, k) => {
        const path = encryptServicePath(plain, k);
        expect(path.endsWith(k)).toBe(true);
        expect(decryptServicePath(path)).toBe(plain);
      }),
    );
  });

  it('fail when the key is changed or the path is altered', () => {
    const path = encryptServicePath('https://cs.example.com/', 'abcdefgh');
    expect(() => decryptServicePath(`${path.slice(0, -8)}abcdefgX`)).toThrow(CryptoError);
    expect(() => decryptServicePath(tamper(path.slice(0, -8), 30) + 'abcdefgh')).toThrow(CryptoError);
    expect(() => decryptServicePath('abcdefgh')).toThrow(/malformed/);
  });

  it('accept only 8 printable ASCII characters as a key', () => {
    for (const bad of ['short', 'ninechars', 'with spc', 'ключключ']) {
      expect(() => encryptServicePath('x', bad)).toThrow(/8 printable/);
    }
  });
});

describe('randomToken', () => {
  it('has the asked length and only letters and digits', () => {
    fc.assert(
      fc.property(fc.nat({ max: 300 }), (n) => {
        expect(randomToken(n)).toMatch(new RegExp(`^[A-Za-z0-9]{${n}}$`));
      }),
    );
  });

  it('differs between calls and uses the whole alphabet', () => {
    const tokens = new Set(Array.from({ length: 50 }, () => randomToken(16)));
    expect(tokens.size).toBe(50);
    expect(new Set(randomToken(5_000)).size).toBe(62);
  });

  it('refuses a negative or fractional length', () => {
    expect(() => randomToken(-1)).toThrow(RangeError);
    expect(() => randomToken(1.5)).toThrow(RangeError);
  });
});
