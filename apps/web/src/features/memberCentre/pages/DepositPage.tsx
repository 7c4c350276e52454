import { useState } from 'react';
import type { DepositOrder } from '@tessera/api';
import { useTranslation } from '@tessera/i18n';
import { Button, EmptyState, FormMessage, Skeleton } from '@tessera/ui';
import { useAppSelector } from '../../../core/hooks';
import { useBalanceQuery } from '../../session/memberApi';
import { selectIsTrial, selectMember } from '../../session/selectors';
import { useDepositChannelsQuery } from '../cashierApi';
import { DepositForm } from '../cashier/DepositForm';
import { DepositOrderPanel } from '../cashier/DepositOrderPanel';
import { cashierErrorMessage } from '../cashier/messages';

/** The member centre's deposit page (depositv2): a channel and an amount, then the order until it is paid. */
export default function DepositPage() {
  const { t: translate } = useTranslation();
  const member = useAppSelector(selectMember);
  const trial = useAppSelector(selectIsTrial);
  const channels = useDepositChannelsQuery(undefined, { skip: !member || trial });
  const currency = useBalanceQuery(undefined, { skip: !member }).data?.currency ?? 'USD';
  const [order, setOrder] = useState<{ created: DepositOrder; popupBlocked: boolean } | null>(null);

  if (!member) return null;
  if (trial) return <FormMessage tone="warning">{translate('in_need_true_account')}</FormMessage>;
  if (order) {
    return (
      <DepositOrderPanel
        key={order.created.orderNo}
        created={order.created}
        popupBlocked={order.popupBlocked}
        currency={currency}
        onNewDeposit={() => setOrder(null)}
      />
    );
  }
  if (channels.error) {
    return (
      <>
        <FormMessage tone="danger" title={translate('cashier_load_failed')}>
          {cashierErrorMessage(translate, channels.error)}
        </FormMessage>
        <Button variant="secondary" onClick={() => void channels.refetch()}>
          {translate('cashier_retry')}
        </Button>
      </>
    );
  }
  if (!channels.data) return <Skeleton height="16rem" />;
  if (channels.data.length === 0) return <EmptyState title={translate('cashier_no_channels')} />;
  return (
    <DepositForm
      channels={channels.data}
      currency={currency}
      onCreated={(created, popupBlocked) => setOrder({ created, popupBlocked })}
    />
  );
}
