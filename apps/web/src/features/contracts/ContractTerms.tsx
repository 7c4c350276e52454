import type { ContractKind, ContractTerms as Terms } from '@tessera/api';
import { useTranslation } from '@tessera/i18n';
import { formatAmount, formatCount } from '@tessera/format';
import { Facts } from '../memberCentre/styles';
import { BET_LABELS, formatRate, PERIOD_LABELS } from './format';

/** A contract's terms as labelled facts: each tier's rate and thresholds, or the real-time rates. */
export function ContractTerms({ kind, terms }: { kind: ContractKind; terms: Terms }) {
  const { t: translate } = useTranslation();
  if (kind === 'REALTIME_SALARY') {
    return (
      <Facts>
        <dt>{translate('contract_profit_rate')}</dt>
        <dd>{formatRate(terms.profitRate ?? 0)}</dd>
        <dt>{translate('contract_loss_rate')}</dt>
        <dd>{formatRate(terms.lossRate ?? 0)}</dd>
        <dt>{translate('contract_min_single_bet')}</dt>
        <dd>{formatAmount(terms.minSingleBet ?? 0)}</dd>
      </Facts>
    );
  }
  return (
    <Facts>
      {terms.period && (
        <>
          <dt>{translate('contract_period')}</dt>
          <dd>{translate(PERIOD_LABELS[terms.period])}</dd>
        </>
      )}
      {terms.tiers.map((tier, i) => (
        <TierFacts
          key={i}
          label={terms.tiers.length > 1 ? translate('contract_tier', { n: i + 1 }) : translate('contract_rate')}
          rate={formatRate(tier.rate)}
        >
          {tier.minBet === 0 && tier.minActiveMembers === 0
            ? translate('contract_tier_always')
            : translate('contract_tier_when', {
                bet: formatAmount(tier.minBet),
                betLabel: translate(BET_LABELS[kind]),
                members: formatCount(tier.minActiveMembers),
              })}
        </TierFacts>
      ))}
    </Facts>
  );
}

function TierFacts({ label, rate, children }: { label: string; rate: string; children: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>
        <strong>{rate}</strong> · {children}
      </dd>
    </>
  );
}
