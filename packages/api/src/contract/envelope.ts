/**
 * Every platform answer is wrapped in one envelope. `success: false` is a business refusal:
 * the call reached the platform and was answered, but not granted (wrong password, code expired…).
 */
export interface Envelope<T> {
  success: boolean;
  /** Machine-readable reason when `success` is false (for example `SMS_TOO_MANY_REQUESTS`). */
  code?: string;
  /** Human-readable message from the platform, already in the request language where it can be. */
  message?: string;
  value: T;
}

/** A paged list as the game and history calls return it. */
export interface Paged<T> {
  content: T[];
  totalPages: number;
}

/** The error body the platform sends with HTTP 4xx/5xx. */
export interface ErrorBody {
  success: false;
  code: string;
  message: string;
}
