/** Refusal codes of the demo game's API (the game page reads them; the web app never calls it). */
export const DEMO_GAME_CODES = {
  /** The launch ticket is unknown, used or expired (HTTP 401). */
  ticketInvalid: 'TICKET_INVALID',
  /** No live game session behind the bearer token (HTTP 401). */
  sessionInvalid: 'GAME_SESSION_INVALID',
  /** The stake is not offered, or below the game's minimum bet. */
  stakeNotAllowed: 'STAKE_NOT_ALLOWED',
  /** The wallet holds less than the stake; nothing moved (value `{ balance }`). */
  insufficientBalance: 'INSUFFICIENT_BALANCE',
  /** The idempotency key was used for a spin with another stake; nothing moved. */
  idempotencyConflict: 'IDEMPOTENCY_CONFLICT',
  /** This game is not played by spins (a lottery lobby session). */
  notASlot: 'NOT_A_SLOT',
} as const;
