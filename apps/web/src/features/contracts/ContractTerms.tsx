import type { ContractKind, ContractTerms as Terms } from '@tessera/api';
import { DescriptionItem, DescriptionList } from '@tessera/ui';
import { useTranslation } from '@tessera/i18n';
import { formatAmount, formatCount } from '@tessera/format';
import { BET_LABELS, formatRate, PERIOD_LABELS } from './format';

/** A contract's terms as labelled facts: each tier's rate and thresholds, or the real-time rates. */
export function ContractTerms({ kind, terms }: { kind: ContractKind; terms: Terms }) {
  const { t: translate } = useTranslation();
  if (kind === 'REALTIME_SALARY') {
    return (
      <DescriptionList>
        <DescriptionItem label={translate('contract_profit_rate')}>{formatRate(terms.profitRate ?? 0)}</DescriptionItem>
        <DescriptionItem label={translate('contract_loss_rate')}>{formatRate(terms.lossRate ?? 0)}</DescriptionItem>
        <DescriptionItem label={translate('contract_min_single_bet')}>
          {formatAmount(terms.minSingleBet ?? 0)}
        </DescriptionItem>
      </DescriptionList>
    );
  }
  return (
    <DescriptionList>
      {terms.period && (
        <DescriptionItem label={translate('contract_period')}>{translate(PERIOD_LABELS[terms.period])}</DescriptionItem>
      )}
      {terms.tiers.map((tier, i) => (
        <DescriptionItem
          key={i}
          label={terms.tiers.length > 1 ? translate('contract_tier', { n: i + 1 }) : translate('contract_rate')}
        >
          <strong>{formatRate(tier.rate)}</strong> ·{' '}
          {tier.minBet === 0 && tier.minActiveMembers === 0
            ? translate('contract_tier_always')
            : translate('contract_tier_when', {
                bet: formatAmount(tier.minBet),
                betLabel: translate(BET_LABELS[kind]),
                members: formatCount(tier.minActiveMembers),
              })}
        </DescriptionItem>
      ))}
    </DescriptionList>
  );
}
