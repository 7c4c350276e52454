/** The reference instant from which the time-derived jackpot is counted. */
export const JACKPOT_EPOCH_MS = Date.UTC(2024, 0, 1);
/** The jackpot after a reset, in cents (10,000,000.00). */
export const JACKPOT_BASE_CENTS = 1_000_000_000;
/** The counter starts over from the base once a week, as if the jackpot had been won. */
export const JACKPOT_CYCLE_MS = 7 * 24 * 60 * 60 * 1000;

/** A decimal amount in whole cents (rounded, so 165.11 is 16511 and not 16510.999…). */
export const toCents = (value: number) => Math.round(value * 100);

/**
 * The jackpot at `nowMs`, in integer cents: the base plus one step for every tick elapsed since
 * the start of the current weekly cycle. Every visitor whose clock agrees sees the same number,
 * and it continues between visits. At most about 43,000,000.00, far inside safe integers.
 */
export function jackpotCentsAt(nowMs: number, stepCents: number, tickMs: number): number {
  const elapsed = (((nowMs - JACKPOT_EPOCH_MS) % JACKPOT_CYCLE_MS) + JACKPOT_CYCLE_MS) % JACKPOT_CYCLE_MS;
  return JACKPOT_BASE_CENTS + Math.floor(elapsed / tickMs) * stepCents;
}
