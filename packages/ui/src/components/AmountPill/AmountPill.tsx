import { forwardRef, type HTMLAttributes } from 'react';
import { formatAmount } from '@tessera/format';
import { Pill } from './AmountPill.styles';
import type { AmountPillTone } from './AmountPill.types';

export interface AmountPillProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The amount in integer minor units (cents): `1250` shows 12.50. */
  value: number;
  /** Put right before the digits, after any sign (e.g. '₱'). @default '' */
  currencySymbol?: string;
  /**
   * `signed`: above zero on green with a "+", below zero on red with its "-", zero plain; the sign
   * says it as well as the colour. `neutral`: the amount as it is, on a quiet background.
   * @default 'signed'
   */
  tone?: AmountPillTone;
  /** The locale of the digits and separators. @default the formatter's default */
  locale?: string;
}

/** An amount in a pill: a win or a loss in a record, a balance change, a figure in a table. */
export const AmountPill = forwardRef<HTMLSpanElement, AmountPillProps>(function AmountPill(
  { value, currencySymbol, tone = 'signed', locale, ...rest },
  ref,
) {
  const text = formatAmount(value, { currencySymbol, locale });
  const sign = tone === 'neutral' ? undefined : value > 0 ? 'up' : value < 0 ? 'down' : 'none';
  return (
    <Pill ref={ref} data-tone={tone} data-sign={sign} {...rest}>
      {sign === 'up' ? `+${text}` : text}
    </Pill>
  );
});
