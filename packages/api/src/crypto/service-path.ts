import { CryptoError, decryptText, encryptText } from './aes';

/** A service path ends with the 8-character key its ciphertext was made with (§3). */
export const SERVICE_PATH_KEY_LENGTH = 8;

const KEY = /^[\x21-\x7e]{8}$/;

/** Encrypts a service path under an 8-character printable ASCII key and appends the key. */
export function encryptServicePath(plain: string, key8: string): string {
  if (typeof key8 !== 'string' || !KEY.test(key8)) {
    throw new CryptoError('A service path key is 8 printable ASCII characters');
  }
  return encryptText(plain, key8) + key8;
}

/** Decrypts a service path: the last 8 characters are the key, the rest is the ciphertext. */
export function decryptServicePath(path: string): string {
  if (typeof path !== 'string' || path.length <= SERVICE_PATH_KEY_LENGTH) {
    throw new CryptoError('Encrypted data is malformed');
  }
  return decryptText(path.slice(0, -SERVICE_PATH_KEY_LENGTH), path.slice(-SERVICE_PATH_KEY_LENGTH));
}
