import { useTranslation } from '@tessera/i18n';
import { AmountPill } from '@tessera/ui';
import { Outcome } from './ProfitLoss.styles';

/** Profit or loss as a signed amount on green or red, and in words, so colour is never the only sign. */
export function ProfitLoss({ value }: { value: number }) {
  const { t: translate } = useTranslation();
  const word = value > 0 ? 'profit_outcome_profit' : value < 0 ? 'profit_outcome_loss' : 'profit_outcome_even';
  return (
    <Outcome>
      <AmountPill value={value} />
      <small>{translate(word)}</small>
    </Outcome>
  );
}
