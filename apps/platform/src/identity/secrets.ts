import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A session or reset token: 32 random bytes, hex. */
export const newToken = (): string => randomBytes(32).toString('hex');

/** How tokens are kept: their SHA-256 (a token is random enough that no salt is needed). */
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** True for something shaped like {@link newToken}'s output. */
export const isToken = (value: unknown): value is string => typeof value === 'string' && /^[0-9a-f]{64}$/.test(value);

/** A code of `length` random digits. */
export const randomDigits = (length: number): string => Array.from({ length }, () => String(randomInt(10))).join('');

/** A salted SHA-256 of a short-lived secret (verification code, captcha answer): `salt$hash`. */
export function digest(secret: string): string {
  const salt = randomBytes(16).toString('hex');
  return `${salt}$${createHash('sha256').update(`${salt}:${secret}`).digest('hex')}`;
}

/** True when `secret` has the digest `stored`, compared in constant time. */
export function matchesDigest(secret: string, stored: string): boolean {
  const [salt, hash] = stored.split('$');
  if (!salt || !hash) return false;
  const actual = createHash('sha256').update(`${salt}:${secret}`).digest();
  const expected = Buffer.from(hash, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
