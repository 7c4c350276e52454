/**
 * A business refusal: the request was understood and answered, but not granted. It answers
 * HTTP 200 `{ success: false, code, message, value }` (see the error handlers).
 */
export class Refusal extends Error {
  override readonly name = 'Refusal';
  constructor(
    readonly code: string,
    message: string,
    /** What the caller needs to go on (for example where a verification code can go); null when nothing. */
    readonly value: unknown = null,
  ) {
    super(message);
  }
}

/**
 * The refusal maker of a family of codes, each refused with its message (English; the front end
 * translates by code) and what the caller needs to go on.
 */
export const refusals =
  <Code extends string>(messages: Readonly<Record<Code, string>>) =>
  (code: Code, value: unknown = null): Refusal =>
    new Refusal(code, messages[code], value);

/** An error Fastify's handlers answer with its HTTP status (400, 401…), and a code of its own when given. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly statusCode: number,
    message: string,
    /** The answer's code instead of the status's usual one (`NOT_LOGGED_IN` for 401…). */
    readonly errorCode?: string,
  ) {
    super(message);
  }
}

/** 400 BAD_REQUEST: a body that cannot be read. */
export const badRequest = (message: string): HttpError => new HttpError(400, message);

/** 401 NOT_LOGGED_IN. */
export const notLoggedIn = (): HttpError => new HttpError(401, 'Not logged in, please log in');
