import type { Envelope, ErrorBody } from './contract';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const optionalString = (v: unknown): boolean => v === undefined || v === null || typeof v === 'string';

/**
 * True when `body` is a platform envelope: a boolean `success`, optional string `code` and
 * `message`, and a `value` whenever `success` is true (a refusal may omit it).
 */
export function isEnvelope(body: unknown): body is Envelope<unknown> {
  return (
    isRecord(body) &&
    typeof body.success === 'boolean' &&
    optionalString(body.code) &&
    optionalString(body.message) &&
    (body.success === false || 'value' in body)
  );
}

/** True when `body` is the error body the platform sends with HTTP 4xx/5xx. */
export function isErrorBody(body: unknown): body is ErrorBody {
  return isRecord(body) && body.success === false && typeof body.code === 'string' && body.code !== '';
}
