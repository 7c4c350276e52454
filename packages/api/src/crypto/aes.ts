/**
 * AES transport encryption required by the platform contract (AES-256-CBC, OpenSSL "Salted__"
 * format, key derived from a passphrase). It is obfuscation only: TLS is the real protection.
 * Nothing here logs, and no error message carries a plaintext, ciphertext or key.
 */
import AES from 'crypto-js/aes';
import Base64 from 'crypto-js/enc-base64';
import Utf8 from 'crypto-js/enc-utf8';
import NoPadding from 'crypto-js/pad-nopadding';

/** Raised when text cannot be encrypted, or encrypted text is malformed, altered or under another key. */
export class CryptoError extends Error {
  override readonly name = 'CryptoError';
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
/** "Salted__" as two big-endian words. */
const SALTED = [0x53616c74, 0x65645f5f] as const;
const BLOCK = 16;

type WordArray = ReturnType<typeof Base64.parse>;

const malformed = () => new CryptoError('Encrypted data is malformed');
const rejected = () => new CryptoError('Encrypted data was altered or uses another key');

function assertKey(key: string): void {
  if (typeof key !== 'string' || key === '') throw new CryptoError('An encryption key is required');
}

function byteAt(words: WordArray, i: number): number {
  return ((words.words[i >>> 2] ?? 0) >>> (24 - (i % 4) * 8)) & 0xff;
}

/** Encrypts UTF-8 text under a passphrase; returns OpenSSL-format base64. */
export function encryptText(plain: string, key: string): string {
  assertKey(key);
  try {
    return AES.encrypt(plain, key).toString();
  } catch {
    throw new CryptoError('Text could not be encoded for encryption');
  }
}

/**
 * Decrypts what {@link encryptText} produced. Checks the format, the block length and the
 * padding, and that the result is UTF-8, so altered data or a wrong key throws a CryptoError.
 */
export function decryptText(ciphertext: string, key: string): string {
  assertKey(key);
  if (typeof ciphertext !== 'string' || !BASE64.test(ciphertext)) throw malformed();
  const raw = Base64.parse(ciphertext);
  if (
    raw.sigBytes < 2 * BLOCK ||
    raw.sigBytes % BLOCK !== 0 ||
    raw.words[0] !== SALTED[0] ||
    raw.words[1] !== SALTED[1]
  ) {
    throw malformed();
  }
  const plain = AES.decrypt(ciphertext, key, { padding: NoPadding });
  const pad = byteAt(plain, plain.sigBytes - 1);
  if (pad < 1 || pad > BLOCK) throw rejected();
  for (let i = plain.sigBytes - pad; i < plain.sigBytes; i += 1) {
    if (byteAt(plain, i) !== pad) throw rejected();
  }
  plain.sigBytes -= pad;
  try {
    return Utf8.stringify(plain);
  } catch {
    throw rejected();
  }
}
