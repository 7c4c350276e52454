import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** AES-256: the key is 32 bytes. */
export const SEALING_KEY_BYTES = 32;
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Thrown when a sealed value cannot be opened: another key, an altered value or not a sealed value at all. */
export class SealedSecretError extends Error {
  override name = 'SealedSecretError';
}

/** True for a value {@link sealSecret} wrote (a base32 TOTP secret never contains a colon). */
export const isSealed = (value: string): boolean => value.startsWith(`${VERSION}:`);

/**
 * Encrypts a secret for keeping at rest: AES-256-GCM under `key` with a random 12-byte IV, bound to
 * `context` (additional authenticated data, such as the row it belongs to, so a sealed value copied
 * to another row does not open). Stored as `v1:{iv}:{tag}:{ciphertext}`, each part base64url.
 */
export function sealSecret(key: Buffer, secret: string, context: string): string {
  if (key.length !== SEALING_KEY_BYTES) throw new SealedSecretError('The sealing key must be 32 bytes');
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join(':');
}

/** The secret {@link sealSecret} sealed under `key` and `context`; a SealedSecretError for anything else. */
export function openSecret(key: Buffer, sealed: string, context: string): string {
  const parts = sealed.split(':');
  if (parts.length !== 4 || parts[0] !== VERSION) throw new SealedSecretError('Not a sealed secret');
  const [iv, tag, ciphertext] = parts.slice(1).map((part) => Buffer.from(part, 'base64url')) as [
    Buffer,
    Buffer,
    Buffer,
  ];
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new SealedSecretError('Not a sealed secret');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
  } catch {
    // Deliberately without details: the key is wrong or the value was altered.
    throw new SealedSecretError('The sealed secret does not open under this key (another key, or an altered value)');
  }
}
