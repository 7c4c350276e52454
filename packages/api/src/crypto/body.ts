import { CryptoError, decryptText, encryptText } from './aes';

/** An encrypted request or response body as it travels. */
export interface EncryptedBody {
  data: string;
}

/** Encrypts a JSON payload (login, register, change password, phone reset, free play) under the transport key. */
export function encryptBody(payload: object, key: string): EncryptedBody {
  let json: string;
  try {
    json = JSON.stringify(payload);
  } catch {
    throw new CryptoError('The payload cannot be written as JSON');
  }
  return { data: encryptText(json, key) };
}

/** Decrypts an {@link EncryptedBody}; throws a CryptoError when it is malformed, altered or under another key. */
export function decryptBody<T>(body: EncryptedBody, key: string): T {
  if (typeof body !== 'object' || body === null || typeof body.data !== 'string') {
    throw new CryptoError('Encrypted data is malformed');
  }
  const text = decryptText(body.data, key);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new CryptoError('Encrypted data was altered or uses another key');
  }
  if (typeof value !== 'object' || value === null)
    throw new CryptoError('Encrypted data was altered or uses another key');
  return value as T;
}
