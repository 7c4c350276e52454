import { toApiError } from '@tessera/api';

/** A failure as the store keeps it: plain data, safe to serialise. */
export interface FailureInfo {
  kind: 'network' | 'timeout' | 'http' | 'business';
  code: string;
  message: string;
  /** What the platform attached to a refusal (for example where a second-verification code can go). */
  details?: unknown;
}

/** Any error a platform call threw, as the store keeps it. */
export function toFailure(error: unknown): FailureInfo {
  const e = toApiError(error);
  return { kind: e.kind, code: e.code, message: e.message, ...(e.details === undefined ? {} : { details: e.details }) };
}
