import { useId, useState } from 'react';
import styled from 'styled-components';
import { IDENTITY_CODES, NOT_AN_AGENT, PLATFORM_DAY_UTC_OFFSET_MINUTES, TEAM_RANGE_CODES } from '@tessera/api';
import type { TeamOverview, TeamOverviewQuery } from '@tessera/api';
import { currencySymbol, DEFAULT_NUMBER_LOCALE, formatAmount, useTranslation } from '@tessera/i18n';
import type { TFunction, TranslationKey } from '@tessera/i18n';
import { theme as t } from '@tessera/tokens';
import { Button, EmptyState, Skeleton } from '@tessera/ui';
import type { FailureInfo } from '../../system/slice';
import { useTeamOverviewQuery } from '../agentApi';

/** The ranges an agent picks from; weeks start on Monday. */
const RANGES = ['today', 'yesterday', 'thisWeek', 'thisMonth'] as const;
type Range = (typeof RANGES)[number];

const RANGE_LABELS: Record<Range, TranslationKey> = {
  today: 'agent_range_today',
  yesterday: 'agent_range_yesterday',
  thisWeek: 'agent_range_this_week',
  thisMonth: 'agent_range_this_month',
};

const DAY_MS = 86_400_000;

/** Head counts, grouped as amounts are. */
const counts = new Intl.NumberFormat(DEFAULT_NUMBER_LOCALE);

/** The days of a range on the platform's calendar (its days begin at its own UTC offset), YYYY-MM-DD. */
function daysOf(range: Range, now: number): TeamOverviewQuery {
  const local = new Date(now + PLATFORM_DAY_UTC_OFFSET_MINUTES * 60_000);
  const today = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  switch (range) {
    case 'today':
      return { from: day(today), to: day(today) };
    case 'yesterday':
      return { from: day(today - DAY_MS), to: day(today - DAY_MS) };
    case 'thisWeek':
      // getUTCDay: 0 is Sunday, the week's last day.
      return { from: day(today - ((local.getUTCDay() + 6) % 7) * DAY_MS), to: day(today) };
    case 'thisMonth':
      return { from: day(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1)), to: day(today) };
  }
}

/** The translated message of a failed overview: the agent centre's own refusals, then what happened on the way. */
function failureMessage(translate: TFunction, error: FailureInfo | undefined): { title: string; text: string } {
  const code = error?.code ?? '';
  if (code === NOT_AN_AGENT) return { title: translate('agent_error_not_agent'), text: translate('agent_error_not_agent_text') };
  if ((Object.values(TEAM_RANGE_CODES) as string[]).includes(code)) return { title: translate('agent_error_range'), text: translate('agent_error_range_text') };
  if (code === IDENTITY_CODES.notLoggedIn) return { title: translate('error_not_logged_in'), text: '' };
  if (error?.kind === 'network') return { title: translate('content_load_failed'), text: translate('error_network_abnormal') };
  if (error?.kind === 'timeout') return { title: translate('content_load_failed'), text: translate('error_page_load_timeout') };
  return { title: translate('content_load_failed'), text: translate('content_load_failed_text') };
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${t.space[5]};
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${t.space[3]};
`;

const RangeGroup = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${t.space[2]};
`;

const Days = styled.p`
  margin: 0;
  color: ${t.color.text.muted};
  font-size: ${t.font.size.sm};
  font-variant-numeric: tabular-nums;
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${t.space[3]};
  & > h3 {
    margin: 0;
    font-size: ${t.font.size.md};
    font-weight: ${t.font.weight.semibold};
  }
`;

const Tiles = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 9.5rem), 1fr));
  gap: ${t.space[3]};
  margin: 0;
`;

const Tile = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${t.space[1]};
  min-width: 0;
  padding: ${t.space[3]} ${t.space[4]};
  border: 1px solid ${t.color.border.default};
  border-radius: ${t.radius.lg};
  background: ${t.color.bg.surface};
  & > dt {
    color: ${t.color.text.muted};
    font-size: ${t.font.size.sm};
  }
  & > dd {
    margin: 0;
    font-size: ${t.font.size.xl};
    font-weight: ${t.font.weight.semibold};
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
    @media (max-width: 480px) {
      font-size: ${t.font.size.lg};
    }
  }
  &[data-tone='loss'] > dd {
    color: ${t.color.text.danger};
  }
`;

const Bones = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 9.5rem), 1fr));
  gap: ${t.space[3]};
`;

interface Figure {
  label: TranslationKey;
  value: string;
  tone?: 'profit' | 'loss';
}

function Figures({ title, figures }: { title: string; figures: Figure[] }) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      <Tiles>
        {figures.map((figure) => <FigureTile key={figure.label} figure={figure} />)}
      </Tiles>
    </Section>
  );
}

function FigureTile({ figure }: { figure: Figure }) {
  const { t: translate } = useTranslation();
  return (
    <Tile data-tone={figure.tone}>
      <dt>{translate(figure.label)}</dt>
      <dd>{figure.value}</dd>
    </Tile>
  );
}

function OverviewFigures({ overview }: { overview: TeamOverview }) {
  const { t: translate } = useTranslation();
  const symbol = currencySymbol(overview.currency);
  const money = (units: number) => formatAmount(units, { currencySymbol: symbol });
  const count = (n: number) => counts.format(n);
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
          { label: 'agent_profit_loss', value: signed(pl), ...(pl > 0 ? { tone: 'profit' as const } : pl < 0 ? { tone: 'loss' as const } : {}) },
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
  const failure = query.isError && !query.isFetching ? failureMessage(translate, query.error as FailureInfo | undefined) : undefined;

  return (
    <Page>
      <Toolbar>
        <RangeGroup role="group" aria-label={translate('agent_range_label')}>
          {RANGES.map((id) => (
            <Button key={id} size="sm" variant={id === range ? 'primary' : 'secondary'} aria-pressed={id === range} onClick={() => setRange(id)}>
              {translate(RANGE_LABELS[id])}
            </Button>
          ))}
        </RangeGroup>
        <Days>{days.from === days.to ? translate('agent_range_day', { day: days.from }) : translate('agent_range_days', { from: days.from, to: days.to })}</Days>
      </Toolbar>
      {failure ? (
        <EmptyState role="alert" title={failure.title} description={failure.text} action={<Button onClick={() => void query.refetch()}>{translate('retry')}</Button>} />
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
