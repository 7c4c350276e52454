/**
 * The member centre's money fields (transfer, deposit, withdraw): typed in currency units with at
 * most 2 decimals, sent in integer minor units. Read from the text digit by digit, never through a float.
 */

/** A positive amount with up to 13 whole digits and up to 2 decimals ('100', '100.5', '0.01', '.5'). */
const AMOUNT_TEXT = /^(\d{0,13})(?:\.(\d{0,2}))?$/;

/** The typed amount in minor units; null when it is not an amount of at most 2 decimals. */
export function parseAmount(text: string): number | null {
  const match = AMOUNT_TEXT.exec(text.trim().replace(/,/g, ''));
  if (!match) return null;
  const [, whole = '', cents = ''] = match;
  if (whole === '' && cents === '') return null;
  return Number(whole || '0') * 100 + Number(cents.padEnd(2, '0'));
}

/** True when the text has more than 2 decimals (the one format problem worth its own message). */
export const hasTooManyDecimals = (text: string): boolean => /^\d*\.\d{3,}$/.test(text.trim().replace(/,/g, ''));

/** Minor units as a field's text, without grouping: 125435 → '1254.35', 10000 → '100'. */
export function amountText(minorUnits: number): string {
  const cents = minorUnits % 100;
  const whole = (minorUnits - cents) / 100;
  return cents === 0 ? String(whole) : `${whole}.${String(cents).padStart(2, '0')}`;
}
