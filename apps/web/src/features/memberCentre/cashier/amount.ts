import { formatAmount } from '@tessera/format';
import type { TFunction } from '@tessera/i18n';
import { string } from 'yup';
import { hasTooManyDecimals, parseAmount } from '../amount';

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
        return this.createError({
          message: hasTooManyDecimals(text) ? t('cashier_error_amount_format') : t('cashier_error_invalid_amount'),
        });
      }
      if (amount > max && overMax) return this.createError({ message: overMax });
      if (amount < min || amount > max)
        return this.createError({
          message: t('cashier_error_amount_range', { min: formatAmount(min), max: formatAmount(max) }),
        });
      return true;
    });
}
