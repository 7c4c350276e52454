import styled from 'styled-components';
import { useTranslation } from '@tessera/i18n';
import { theme as t } from '@tessera/tokens';
import { AmountPill } from '@tessera/ui';

const Outcome = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: flex-end;
  gap: ${t.space[1]};
  & > small {
    font-size: ${t.font.size.sm};
    font-weight: ${t.font.weight.regular};
    color: ${t.color.text.primary};
  }
`;

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
