import { useId, useState } from 'react';
import type { TeamOverview } from '@tessera/api';
import { useTranslation } from '@tessera/i18n';
import { currencySymbol, formatAmount, formatCount } from '@tessera/format';
import type { TranslationKey } from '@tessera/i18n';
import { DescriptionItem, DescriptionList, Skeleton } from '@tessera/ui';
import { LoadFailure } from '../../content/QueryStatus';
import type { FailureInfo } from '../../system/slice';
import { useTeamOverviewQuery } from '../agentApi';
import { agentFailureMessage } from '../messages';
import { daysOf, RangePicker } from '../ranges';
import type { Range } from '../ranges';
import { Page, Section, Bones } from './TeamOverviewPage.styles';

interface Figure {
  label: TranslationKey;
  value: string;
  tone?: 'profit' | 'loss';
}

function Figures({ title, figures }: { title: string; figures: Figure[] }) {
  const { t: translate } = useTranslation();
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      <DescriptionList layout="tiles" appearance="outlined" valueSize="xl" tileWidth="9.5rem">
        {figures.map((figure) => (
          <DescriptionItem
            key={figure.label}
            label={translate(figure.label)}
            tone={figure.tone === 'loss' ? 'danger' : 'default'}
          >
            {figure.value}
          </DescriptionItem>
        ))}
      </DescriptionList>
    </Section>
  );
}

function OverviewFigures({ overview }: { overview: TeamOverview }) {
  const { t: translate } = useTranslation();
  const symbol = currencySymbol(overview.currency);
  const money = (units: number) => formatAmount(units, { currencySymbol: symbol });
  const count = (n: number) => formatCount(n);
  // The sign is written out: a profit reads +$12.00, a loss -$12.00 (colour only repeats it).
  const signed = (units: number) => (units > 0 ? `+${money(units)}` : money(units));
  const pl = overview.profitLoss;
  return (
    <>
      <Figures
        title={translate('agent_team_members')}
        figures={[
          { label: 'agent_team_size', value: count(overview.teamSize) },
          { label: 'agent_direct_downlines', value: count(overview.directDownlines) },
          { label: 'agent_new_members', value: count(overview.newMembers) },
          { label: 'agent_active_members', value: count(overview.activeMembers) },
        ]}
      />
      <Figures
        title={translate('agent_team_money')}
        figures={[
          { label: 'agent_team_balance', value: money(overview.teamBalance) },
          { label: 'agent_bet_amount', value: money(overview.betAmount) },
          {
            label: 'agent_profit_loss',
            value: signed(pl),
            ...(pl > 0 ? { tone: 'profit' as const } : pl < 0 ? { tone: 'loss' as const } : {}),
          },
          { label: 'agent_deposit_amount', value: money(overview.depositAmount) },
          { label: 'agent_withdraw_amount', value: money(overview.withdrawAmount) },
        ]}
      />
    </>
  );
}

/**
 * The agent centre's team overview (agentTeamOverview): the whole team below the agent, every
 * level, over today, yesterday, this week or this month, as labelled figures.
 */
export default function TeamOverviewPage() {
  const { t: translate } = useTranslation();
  const [range, setRange] = useState<Range>('today');
  const days = daysOf(range, Date.now());
  const query = useTeamOverviewQuery(days, { refetchOnMountOrArgChange: 60 });
  const overview = query.currentData;
  const loading = overview === undefined && (query.isFetching || query.isLoading);
  const failure =
    query.isError && !query.isFetching
      ? agentFailureMessage(translate, query.error as FailureInfo | undefined)
      : undefined;

  return (
    <Page>
      <RangePicker range={range} days={days} onChange={setRange} />
      {failure ? (
        <LoadFailure title={failure.title} description={failure.text} onRetry={() => void query.refetch()} />
      ) : loading || !overview ? (
        <Bones role="status" aria-busy="true" aria-label={translate('loading')}>
          {Array.from({ length: 9 }, (_, i) => (
            <Skeleton key={i} height={84} />
          ))}
        </Bones>
      ) : (
        <OverviewFigures overview={overview} />
      )}
    </Page>
  );
}
