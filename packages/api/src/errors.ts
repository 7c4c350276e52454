import type { AxiosError } from 'axios';
import { isErrorBody } from './guards';

/**
 * axios's own marks on its errors (what its `isCancel` and `isAxiosError` test), read here so
 * that mapping a failure does not load axios.
 */
const isCancel = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { __CANCEL__?: unknown }).__CANCEL__ === true;
const isAxiosError = (error: unknown): error is AxiosError =>
  typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;

/** How a call failed: no answer, too slow, an HTTP error or unreadable answer, or a platform refusal. */
export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'business';

/** Codes this package gives to failures the platform did not name itself. */
export const API_ERROR_CODES = {
  network: 'NETWORK_ERROR',
  canceled: 'CANCELED',
  timeout: 'TIMEOUT',
  badResponse: 'BAD_RESPONSE',
  business: 'BUSINESS_ERROR',
  unknown: 'UNKNOWN_ERROR',
} as const;

/** Options of {@link ApiError}. */
export interface ApiErrorInit {
  kind: ApiErrorKind;
  code: string;
  message: string;
  status?: number;
  /** What the platform attached to a refusal (the envelope's `value`), for example where a verification code can go. */
  details?: unknown;
}

/**
 * The one error every call rejects with. Its message never carries request bodies or tokens,
 * and it keeps no reference to the request, so it is safe to log and to put in the store.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly code: string;
  readonly status?: number;
  readonly details?: unknown;

  constructor({ kind, code, message, status, details }: ApiErrorInit) {
    super(message);
    this.kind = kind;
    this.code = code;
    if (status !== undefined) this.status = status;
    if (details !== undefined && details !== null) this.details = details;
  }

  /** A plain, serialisable copy. */
  toJSON(): ApiErrorInit {
    return {
      kind: this.kind,
      code: this.code,
      message: this.message,
      ...(this.status === undefined ? {} : { status: this.status }),
      ...(this.details === undefined ? {} : { details: this.details }),
    };
  }
}

/** True when `error` is an {@link ApiError}. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

const TIMEOUT_CODES = new Set(['ECONNABORTED', 'ETIMEDOUT']);

/** The error for an answer that arrived but is not a usable envelope. */
export function badResponse(status?: number): ApiError {
  return new ApiError({
    kind: 'http',
    code: API_ERROR_CODES.badResponse,
    message: 'The platform sent an answer that could not be read',
    ...(status === undefined ? {} : { status }),
  });
}

/** The error for a call that got no answer: the platform (or the way to it) could not be reached. */
export function unreachable(): ApiError {
  return new ApiError({ kind: 'network', code: API_ERROR_CODES.network, message: 'The platform could not be reached' });
}

/** The error for an HTTP status of 400 or above, named by the platform's error body when there is one. */
export function httpError(status: number, body: unknown): ApiError {
  if (isErrorBody(body)) {
    return new ApiError({ kind: 'http', code: body.code, message: body.message || `HTTP ${status}`, status });
  }
  return new ApiError({ kind: 'http', code: `HTTP_${status}`, message: `HTTP ${status}`, status });
}

/** The error for an envelope with `success: false`; `details` is the envelope's `value`, kept when not null. */
export function businessError(
  code: string | null | undefined,
  message: string | null | undefined,
  status?: number,
  details?: unknown,
): ApiError {
  return new ApiError({
    kind: 'business',
    code: code || API_ERROR_CODES.business,
    message: message || 'The request was refused',
    ...(status === undefined ? {} : { status }),
    details,
  });
}

/**
 * Turns anything a call can throw into an {@link ApiError}: timeouts, missing answers,
 * HTTP errors (named by the platform's error body when there is one) and unreadable answers.
 * An ApiError passes through unchanged.
 */
export function toApiError(error: unknown): ApiError {
  if (isApiError(error)) return error;
  if (isCancel(error)) {
    return new ApiError({ kind: 'network', code: API_ERROR_CODES.canceled, message: 'The request was cancelled' });
  }
  if (isAxiosError(error)) {
    if (error.code !== undefined && TIMEOUT_CODES.has(error.code)) {
      return new ApiError({
        kind: 'timeout',
        code: API_ERROR_CODES.timeout,
        message: 'The platform did not answer in time',
      });
    }
    const response = error.response;
    if (!response) return unreachable();
    return response.status >= 400 ? httpError(response.status, response.data) : badResponse(response.status);
  }
  return new ApiError({ kind: 'network', code: API_ERROR_CODES.unknown, message: 'The request failed' });
}
