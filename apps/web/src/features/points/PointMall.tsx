import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { PointConfig, PointRecord, PointReward, PointType, RedeemRecord } from '@tessera/api';
import { POINT_TYPES } from '@tessera/api';
import { useTranslation } from '@tessera/i18n';
import { currencySymbol, formatAmount, formatCount, formatDateTime } from '@tessera/format';
import type { TFunction } from '@tessera/i18n';
import {
  Button,
  DataTable,
  type DataTableColumn,
  DescriptionItem,
  DescriptionList,
  EmptyState,
  FormMessage,
  Select,
  Skeleton,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '@tessera/ui';
import { useAppSelector } from '../../core/hooks';
import { SitePagination } from '../../widgets/SitePagination';
import { selectIsSignedIn, selectIsTrial } from '../session/selectors';
import { ConvertForm } from './ConvertForm';
import { pointsErrorMessage } from './messages';
import {
  usePointBalanceQuery,
  usePointConfigQuery,
  usePointRecordsQuery,
  usePointRewardsQuery,
  useRedeemHistoryQuery,
} from './pointsApi';
import { RedeemDialog } from './RedeemDialog';
import { Layout, Summary, Heading, Grid, Card, Filter, Pager } from './PointMall.styles';

const PAGE_SIZE = 10;

const time = (iso: string) => formatDateTime(iso, { locale: 'en-GB', dateStyle: 'short', timeStyle: 'short' });
const typeLabel = (translate: TFunction, type: PointType) => translate(`points_type_${type}`);

/** The member's points and the ratio, or for a visitor the ratio and a prompt to log in. */
function PointsSummary({ config, signedIn }: { config: PointConfig | undefined; signedIn: boolean }) {
  const { t: translate } = useTranslation();
  const balance = usePointBalanceQuery(undefined, { skip: !signedIn });
  const ratio = config
    ? translate('points_ratio_value', {
        count: config.ratio,
        ratio: formatCount(config.ratio),
        amount: `${currencySymbol(config.currency)}${formatAmount(100)}`,
      })
    : '…';
  return (
    <Summary aria-label={translate('points_my_points')}>
      {signedIn ? (
        <DescriptionList layout="tiles" valueSize="xl">
          <DescriptionItem label={translate('points_my_points')} valueProps={{ 'data-testid': 'point-balance' }}>
            {balance.data ? formatCount(balance.data.points) : '…'}
          </DescriptionItem>
        </DescriptionList>
      ) : (
        <div>
          <Heading as="h2">{translate('points_login_prompt_title')}</Heading>
          <p>{translate('points_login_prompt')}</p>
          <p>
            <Link to="/login">{translate('login_submit')}</Link>
          </p>
        </div>
      )}
      <div>
        <DescriptionList layout="tiles" valueSize="xl">
          <DescriptionItem label={translate('points_ratio')}>{ratio}</DescriptionItem>
        </DescriptionList>
        <p>{translate('points_never_expire')}</p>
      </div>
      {signedIn && config && balance.data && (
        <ConvertForm ratio={config.ratio} currency={config.currency} points={balance.data.points} />
      )}
    </Summary>
  );
}

function RewardCard({
  reward,
  currency,
  signedIn,
  onRedeem,
}: {
  reward: PointReward;
  currency: string;
  signedIn: boolean;
  onRedeem: () => void;
}) {
  const { t: translate } = useTranslation();
  const soldOut = reward.stock === 0;
  return (
    <Card>
      <img src={reward.imageUrl} alt="" width={320} height={220} loading="lazy" />
      <div>
        <h3>{reward.name}</h3>
        <p>
          {translate('points_requirement', {
            count: reward.pointsRequirement,
            points: formatCount(reward.pointsRequirement),
          })}
          {reward.amountRequirement > 0 &&
            ` ${translate('points_amount_requirement', { amount: `${currencySymbol(currency)}${formatAmount(reward.amountRequirement)}` })}`}
        </p>
        <p className="muted">
          {soldOut ? translate('points_out_of_stock') : translate('points_stock', { count: reward.stock })}
        </p>
        {signedIn && (
          <Button
            size="sm"
            onClick={onRedeem}
            disabled={soldOut}
            aria-label={translate('points_redeem_reward', { name: reward.name })}
          >
            {translate('points_redeem')}
          </Button>
        )}
      </div>
    </Card>
  );
}

function RedeemHistoryTable() {
  const { t: translate } = useTranslation();
  const [page, setPage] = useState(1);
  const history = useRedeemHistoryQuery({ pageNo: page, pageSize: PAGE_SIZE });
  const columns: DataTableColumn<RedeemRecord>[] = [
    { id: 'time', header: translate('points_col_time'), cell: (r) => time(r.time), align: 'start' },
    { id: 'reward', header: translate('points_col_reward'), cell: (r) => r.rewardName, align: 'start', wrap: true },
    { id: 'quantity', header: translate('points_col_quantity'), cell: (r) => r.quantity },
    { id: 'points', header: translate('points_col_points'), cell: (r) => formatCount(r.points) },
    { id: 'amount', header: translate('points_col_amount'), cell: (r) => formatAmount(r.amount) },
    {
      id: 'status',
      header: translate('points_col_status'),
      cell: (r) => translate(`points_status_${r.status}`),
      align: 'start',
    },
  ];
  if (history.error && !history.data)
    return <FormMessage tone="danger">{pointsErrorMessage(translate, history.error)}</FormMessage>;
  if (!history.data) return <Skeleton height="12rem" />;
  if (history.data.content.length === 0)
    return <EmptyState title={translate('points_history_empty')} titleAs="p" size="compact" />;
  return (
    <>
      <DataTable
        stackOnNarrow
        caption={translate('points_redeem_history')}
        columns={columns}
        rows={history.data.content}
        rowKey={(r) => r.orderNo}
        busy={history.isFetching}
      />
      {history.data.totalPages > 1 && (
        <Pager>
          <SitePagination page={page} pageCount={history.data.totalPages} onPageChange={setPage} />
        </Pager>
      )}
    </>
  );
}

function PointDetailsTable() {
  const { t: translate } = useTranslation();
  const [page, setPage] = useState(1);
  const [type, setType] = useState<PointType | ''>('');
  const records = usePointRecordsQuery({ pageNo: page, pageSize: PAGE_SIZE, ...(type ? { type } : {}) });
  const columns: DataTableColumn<PointRecord>[] = [
    { id: 'time', header: translate('points_col_time'), cell: (r) => time(r.time), align: 'start' },
    { id: 'type', header: translate('points_col_type'), cell: (r) => typeLabel(translate, r.type), align: 'start' },
    {
      id: 'changed',
      header: translate('points_col_changed'),
      cell: (r) => `${r.changedPoints > 0 ? '+' : ''}${formatCount(r.changedPoints)}`,
    },
    { id: 'balance', header: translate('points_col_balance'), cell: (r) => formatCount(r.pointsBalance) },
    { id: 'remark', header: translate('points_col_remark'), cell: (r) => r.remark, align: 'start', wrap: true },
  ];
  let body;
  if (records.error && !records.data)
    body = <FormMessage tone="danger">{pointsErrorMessage(translate, records.error)}</FormMessage>;
  else if (!records.data) body = <Skeleton height="12rem" />;
  else if (records.data.content.length === 0)
    body = <EmptyState title={translate('points_details_empty')} titleAs="p" size="compact" />;
  else
    body = (
      <>
        <DataTable
          stackOnNarrow
          caption={translate('points_details')}
          columns={columns}
          rows={records.data.content}
          rowKey={(r) => r.id}
          busy={records.isFetching}
        />
        {records.data.totalPages > 1 && (
          <Pager>
            <SitePagination page={page} pageCount={records.data.totalPages} onPageChange={setPage} />
          </Pager>
        )}
      </>
    );
  return (
    <>
      <Filter>
        <Select
          label={translate('points_type_filter')}
          value={type}
          onChange={(event) => {
            setType(event.target.value as PointType | '');
            setPage(1);
          }}
          options={[
            { value: '', label: translate('points_type_all') },
            ...POINT_TYPES.map((value) => ({ value, label: typeLabel(translate, value) })),
          ]}
        />
      </Filter>
      {body}
    </>
  );
}

/**
 * The point mall (§2): the member's points and the ratio, the reward catalogue, and the redeem
 * history and points details. Visitors see the catalogue and a prompt to log in.
 */
export function PointMall() {
  const { t: translate } = useTranslation();
  const signedIn = useAppSelector(selectIsSignedIn);
  const trial = useAppSelector(selectIsTrial);
  const member = signedIn && !trial;
  const rewards = usePointRewardsQuery();
  const config = usePointConfigQuery();
  const [redeeming, setRedeeming] = useState<PointReward | null>(null);
  const currency = config.data?.currency ?? 'USD';

  return (
    <Layout>
      {trial ? (
        <FormMessage tone="warning">{translate('in_need_true_account')}</FormMessage>
      ) : (
        <PointsSummary config={config.data} signedIn={member} />
      )}
      <section aria-labelledby="point-mall-rewards">
        <Heading id="point-mall-rewards">{translate('points_rewards')}</Heading>
        {rewards.error && !rewards.data ? (
          <>
            <FormMessage tone="danger" title={translate('points_load_failed')}>
              {pointsErrorMessage(translate, rewards.error)}
            </FormMessage>
            <Button variant="secondary" onClick={() => void rewards.refetch()}>
              {translate('points_retry')}
            </Button>
          </>
        ) : !rewards.data ? (
          <Skeleton height="16rem" />
        ) : rewards.data.length === 0 ? (
          <EmptyState title={translate('points_rewards_empty')} titleAs="p" size="compact" />
        ) : (
          <Grid>
            {rewards.data.map((reward) => (
              <RewardCard
                key={reward.id}
                reward={reward}
                currency={currency}
                signedIn={member}
                onRedeem={() => setRedeeming(reward)}
              />
            ))}
          </Grid>
        )}
      </section>
      {member && (
        <section>
          <Tabs defaultValue="history">
            <TabsList aria-label={`${translate('points_redeem_history')} · ${translate('points_details')}`}>
              <TabsTrigger value="history">{translate('points_redeem_history')}</TabsTrigger>
              <TabsTrigger value="details">{translate('points_details')}</TabsTrigger>
            </TabsList>
            <TabsContent value="history">
              <RedeemHistoryTable />
            </TabsContent>
            <TabsContent value="details">
              <PointDetailsTable />
            </TabsContent>
          </Tabs>
        </section>
      )}
      {redeeming && <RedeemDialog reward={redeeming} currency={currency} onClose={() => setRedeeming(null)} />}
    </Layout>
  );
}
