import { badResponse, businessError, toApiError } from './errors';
import { isEnvelope } from './guards';
import type { HttpClient, HttpRequestConfig } from './http';
import { takeServedAnswer } from './served';

/**
 * Returns the `value` of a platform envelope, or throws an ApiError: `BAD_RESPONSE` when
 * `body` is not an envelope, a business error (carrying the envelope's `value` as
 * `details`) when the platform refused.
 */
export function unwrapEnvelope<T>(body: unknown, status?: number): T {
  if (!isEnvelope(body)) throw badResponse(status);
  if (!body.success) throw businessError(body.code, body.message, status, body.value);
  return body.value as T;
}

/**
 * Performs one call and returns the envelope's `value`. Every failure, whatever its cause,
 * rejects with an ApiError. This is the single place every call goes through.
 */
export async function request<T>(http: HttpClient, config: HttpRequestConfig): Promise<T> {
  let response: { data: unknown; status?: number } | undefined = takeServedAnswer(http, config);
  try {
    response ??= await http.request<unknown>(config);
  } catch (error) {
    throw toApiError(error);
  }
  return unwrapEnvelope<T>(response.data, response.status);
}
