import { formatAmount } from '@tessera/i18n';
import type { TFunction } from '@tessera/i18n';
import { string } from 'yup';

/** A positive amount with up to 13 whole digits and up to 2 decimals ('100', '100.5', '0.01', '.5', '1,000'). */
const AMOUNT_TEXT = /^(\d{0,13})(?:\.(\d{0,2}))?$/;

/** The typed amount (currency units) in minor units, read digit by digit, never through a float; null when not an amount. */
export function parseAmount(text: string): number | null {
  const match = AMOUNT_TEXT.exec(text.trim().replace(/,/g, ''));
  if (!match) return null;
  const [, whole = '', cents = ''] = match;
  if (whole === '' && cents === '') return null;
  return Number(whole || '0') * 100 + Number(cents.padEnd(2, '0'));
}

/** Minor units as the field's text, without grouping: 125435 → '1254.35', 10000 → '100'. */
export function amountText(minorUnits: number): string {
  const cents = minorUnits % 100;
  const whole = (minorUnits - cents) / 100;
  return cents === 0 ? String(whole) : `${whole}.${String(cents).padStart(2, '0')}`;
}

const tooManyDecimals = (text: string): boolean => /^\d*\.\d{3,}$/.test(text.trim().replace(/,/g, ''));

/**
 * The amount field's rule: typed in currency units (at most 2 decimals), within `min` and `max`
 * minor units; `overMax` is the message when the top is not the limit but the balance.
 */
export function amountRule(t: TFunction, min: number, max: number, overMax?: string) {
  return string()
    .required(t('cashier_error_amount_required'))
    .test('amount', '', function check(value) {
      const text = value ?? '';
      const amount = parseAmount(text);
      if (amount === null || amount === 0) {
        return this.createError({ message: tooManyDecimals(text) ? t('cashier_error_amount_format') : t('cashier_error_invalid_amount') });
      }
      if (amount > max && overMax) return this.createError({ message: overMax });
      if (amount < min || amount > max) return this.createError({ message: t('cashier_error_amount_range', { min: formatAmount(min), max: formatAmount(max) }) });
      return true;
    });
}
