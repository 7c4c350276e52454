import { decryptBody } from '@tessera/api/crypto';
import type { EncryptedBody } from '@tessera/api/crypto';
import { badRequest } from './refusal';

/** The schema of an encrypted request body: `{ data }`, the ciphertext. */
export const encryptedBodySchema = {
  type: 'object',
  required: ['data'],
  properties: { data: { type: 'string', minLength: 1, maxLength: 16_384 } },
} as const;

/** The longest text any decrypted or form field may hold. */
const MAX_FIELD_LENGTH = 512;

/** A decrypted body: a flat object of text fields. */
export type Fields = Readonly<Record<string, string>>;

/**
 * Decrypts a body under the transport key into its text fields. A body that is malformed,
 * altered or made under another key, or holds anything but short text (numbers and booleans
 * are read as text), answers 400 BAD_REQUEST.
 */
export function readEncrypted(body: EncryptedBody, transportKey: string): Fields {
  let payload: unknown;
  try {
    payload = decryptBody<unknown>(body, transportKey);
  } catch {
    throw badRequest('The encrypted body could not be read');
  }
  return textFields(payload);
}

/** The text fields of a plain object; anything else answers 400 BAD_REQUEST. */
export function textFields(payload: unknown): Fields {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload))
    throw badRequest('The body must be an object');
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(payload)) {
    if (value === null || value === undefined) continue;
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
      throw badRequest(`Field ${name} must be text`);
    }
    const text = String(value);
    if (text.length > MAX_FIELD_LENGTH) throw badRequest(`Field ${name} is too long`);
    fields[name] = text;
  }
  return fields;
}
