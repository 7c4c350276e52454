import { useEffect } from 'react';
import type { DepositOrder, DepositStatus } from '@tessera/api';
import type { TranslationKey } from '@tessera/i18n';
import { useTranslation } from '@tessera/i18n';
import { currencySymbol, formatAmount, formatTimestamp } from '@tessera/format';
import { Button, DescriptionItem, DescriptionList, FormMessage } from '@tessera/ui';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import { Card } from '../styles';
import { depositCheckRequested, depositWatchStarted, depositWatchStopped, selectDepositWatch } from './depositSlice';
import { cashierErrorMessage } from './messages';
import { Actions } from './DepositOrderPanel.styles';

const STATUS_LABELS: Record<DepositStatus, TranslationKey> = {
  PENDING: 'cashier_status_pending',
  PAID: 'cashier_status_paid',
  CANCELLED: 'cashier_status_cancelled',
  EXPIRED: 'cashier_status_expired',
};

export interface DepositOrderPanelProps {
  /** The order as created: its payment link is only in this answer. */
  created: DepositOrder;
  currency: string;
  /** The payment window could not be opened: offer the link instead. */
  popupBlocked: boolean;
  onNewDeposit: () => void;
}

/**
 * A deposit order after it was made, followed to its end by the deposit saga: asked for again
 * every few seconds while PENDING and the page is shown, and on demand ("Check payment"); PAID
 * refreshes the member's balance. Leaving the panel stops the following.
 */
export function DepositOrderPanel({ created, currency, popupBlocked, onNewDeposit }: DepositOrderPanelProps) {
  const { t: translate } = useTranslation();
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(depositWatchStarted(created));
    return () => {
      dispatch(depositWatchStopped());
    };
  }, [created, dispatch]);
  const watch = useAppSelector(selectDepositWatch);
  const order = watch.order?.orderNo === created.orderNo ? watch.order : created;
  const pending = order.status === 'PENDING';
  const check = () => dispatch(depositCheckRequested());

  const money = `${currencySymbol(currency)}${formatAmount(order.amount)}`;
  return (
    <Card aria-labelledby="cashier-order-title">
      <h3 id="cashier-order-title">{translate('cashier_order_title')}</h3>
      <DescriptionList>
        <DescriptionItem label={translate('cashier_order_no')}>{order.orderNo}</DescriptionItem>
        <DescriptionItem label={translate('cashier_amount')}>{money}</DescriptionItem>
        <DescriptionItem label={translate('cashier_status')} valueProps={{ 'data-testid': 'deposit-status' }}>
          {translate(STATUS_LABELS[order.status])}
        </DescriptionItem>
        {pending && (
          <DescriptionItem label={translate('cashier_pay_before')}>{formatTimestamp(order.expiresAt)}</DescriptionItem>
        )}
      </DescriptionList>
      {pending && popupBlocked && <FormMessage tone="warning">{translate('cashier_popup_blocked')}</FormMessage>}
      {pending && <FormMessage tone="info">{translate('cashier_waiting')}</FormMessage>}
      {order.status === 'PAID' && (
        <FormMessage tone="success">{translate('cashier_paid', { amount: money })}</FormMessage>
      )}
      {order.status === 'EXPIRED' && <FormMessage tone="warning">{translate('cashier_expired')}</FormMessage>}
      {order.status === 'CANCELLED' && <FormMessage tone="warning">{translate('cashier_cancelled')}</FormMessage>}
      {watch.error && pending && <FormMessage tone="danger">{cashierErrorMessage(translate, watch.error)}</FormMessage>}
      <Actions>
        {pending ? (
          <>
            <Button onClick={check} loading={watch.checking}>
              {translate('cashier_check_payment')}
            </Button>
            {created.payUrl && (
              <a href={created.payUrl} target="_blank" rel="noopener">
                {translate('cashier_open_payment')}
              </a>
            )}
          </>
        ) : (
          <Button variant={order.status === 'PAID' ? 'secondary' : 'primary'} onClick={onNewDeposit}>
            {translate('cashier_new_deposit')}
          </Button>
        )}
      </Actions>
    </Card>
  );
}
