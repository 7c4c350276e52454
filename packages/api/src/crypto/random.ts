const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Bytes at or above this are discarded so every character is equally likely. */
const LIMIT = 256 - (256 % ALPHABET.length);

/** A random string of letters and digits from the platform's secure random source (the free-play string). */
export function randomToken(length: number): string {
  if (!Number.isInteger(length) || length < 0) throw new RangeError('length must be a whole number of 0 or more');
  const bytes = new Uint8Array(Math.min(Math.max(length * 2, 16), 65_536));
  let token = '';
  while (token.length < length) {
    globalThis.crypto.getRandomValues(bytes);
    for (const byte of bytes) {
      if (byte < LIMIT && token.length < length) token += ALPHABET[byte % ALPHABET.length];
    }
  }
  return token;
}
