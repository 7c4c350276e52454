import type { Envelope, ErrorBody } from '@tessera/api/contract';

/** A granted answer. */
export const ok = <T>(value: T): Envelope<T> => ({ success: true, value });

/** The body of an HTTP 4xx/5xx answer. */
export const errorBody = (code: string, message: string): ErrorBody => ({ success: false, code, message });
