import { randomInt } from 'node:crypto';
import { CASHIER_CODES } from '@tessera/api/contract';
import { refuse } from './refuse';

/**
 * A new order number: a letter (D deposit, W withdrawal), the UTC date and 10 random digits.
 * Random rather than counted, so order numbers tell nothing of the site's volume.
 */
export function newOrderNo(prefix: 'D' | 'W', now: number): string {
  const day = new Date(now).toISOString().slice(0, 10).replaceAll('-', '');
  const digits = Array.from({ length: 10 }, () => String(randomInt(10))).join('');
  return `${prefix}${day}${digits}`;
}

/** The amount as a whole positive number of minor units, or INVALID_AMOUNT. */
export function wholeAmount(value: unknown): number {
  const n = typeof value === 'string' && /^[0-9]{1,15}$/.test(value.trim()) ? Number(value.trim()) : value;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n <= 0) throw refuse(CASHIER_CODES.invalidAmount);
  return n;
}

/** The amount within the limits, or AMOUNT_OUT_OF_RANGE naming them. */
export function withinLimits(amount: number, minAmount: number, maxAmount: number): void {
  if (amount < minAmount || amount > maxAmount) throw refuse(CASHIER_CODES.amountOutOfRange, { minAmount, maxAmount });
}

/** Printable ASCII without spaces, 1 to 64 characters: room for the ledger key's prefix (a UUID is 36). */
const KEY = /^[\x21-\x7e]{1,64}$/;

/** An order's idempotency key, or INVALID_IDEMPOTENCY_KEY. */
export function idempotencyKey(value: unknown): string {
  if (typeof value !== 'string' || !KEY.test(value)) throw refuse(CASHIER_CODES.invalidIdempotencyKey);
  return value;
}
