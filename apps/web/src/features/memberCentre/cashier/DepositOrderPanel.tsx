import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { DepositOrder, DepositStatus } from '@tessera/api';
import type { TranslationKey } from '@tessera/i18n';
import { currencySymbol, formatAmount, formatTimestamp, useTranslation } from '@tessera/i18n';
import { theme as t } from '@tessera/tokens';
import { Button, FormMessage } from '@tessera/ui';
import { useAppDispatch } from '../../../app/hooks';
import { contentApi } from '../../content/contentApi';
import { useDepositOrderQuery } from '../cashierApi';
import { Card, Facts } from '../styles';
import { cashierErrorMessage } from './messages';
import { usePageVisible } from './usePageVisible';

/** How often a PENDING order is asked for again while the page is shown. */
export const DEPOSIT_POLL_MS = 4000;

const STATUS_LABELS: Record<DepositStatus, TranslationKey> = {
  PENDING: 'cashier_status_pending',
  PAID: 'cashier_status_paid',
  CANCELLED: 'cashier_status_cancelled',
  EXPIRED: 'cashier_status_expired',
};



const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${t.space[3]};
  & a { color: ${t.color.text.link}; }
`;

export interface DepositOrderPanelProps {
  /** The order as created: its payment link is only in this answer. */
  created: DepositOrder;
  currency: string;
  /** The payment window could not be opened: offer the link instead. */
  popupBlocked: boolean;
  onNewDeposit: () => void;
}

/**
 * A deposit order after it was made: its status, asked for again every few seconds while PENDING
 * and the page is shown, and on demand ("Check payment"). PAID refreshes the member's balance.
 */
export function DepositOrderPanel({ created, currency, popupBlocked, onNewDeposit }: DepositOrderPanelProps) {
  const { t: translate } = useTranslation();
  const dispatch = useAppDispatch();
  const visible = usePageVisible();
  const [pollMs, setPollMs] = useState(created.status === 'PENDING' ? DEPOSIT_POLL_MS : 0);
  const [checking, setChecking] = useState(false);
  const query = useDepositOrderQuery(created.orderNo, { pollingInterval: visible ? pollMs : 0, skipPollingIfUnfocused: false });
  const order = query.data ?? created;
  const pending = order.status === 'PENDING';
  useEffect(() => {
    if (!pending) setPollMs(0);
  }, [pending]);
  const check = async () => {
    setChecking(true);
    await query.refetch();
    setChecking(false);
  };

  const credited = useRef(false);
  useEffect(() => {
    if (order.status === 'PAID' && !credited.current) {
      credited.current = true;
      dispatch(contentApi.util.invalidateTags(['Member']));
    }
  }, [order.status, dispatch]);

  const money = `${currencySymbol(currency)}${formatAmount(order.amount)}`;
  return (
    <Card aria-labelledby="cashier-order-title">
      <h3 id="cashier-order-title">{translate('cashier_order_title')}</h3>
      <Facts>
        <dt>{translate('cashier_order_no')}</dt>
        <dd>{order.orderNo}</dd>
        <dt>{translate('cashier_amount')}</dt>
        <dd>{money}</dd>
        <dt>{translate('cashier_status')}</dt>
        <dd data-testid="deposit-status">{translate(STATUS_LABELS[order.status])}</dd>
        {pending && (
          <>
            <dt>{translate('cashier_pay_before')}</dt>
            <dd>{formatTimestamp(order.expiresAt)}</dd>
          </>
        )}
      </Facts>
      {pending && popupBlocked && <FormMessage tone="warning">{translate('cashier_popup_blocked')}</FormMessage>}
      {pending && <FormMessage tone="info">{translate('cashier_waiting')}</FormMessage>}
      {order.status === 'PAID' && <FormMessage tone="success">{translate('cashier_paid', { amount: money })}</FormMessage>}
      {order.status === 'EXPIRED' && <FormMessage tone="warning">{translate('cashier_expired')}</FormMessage>}
      {order.status === 'CANCELLED' && <FormMessage tone="warning">{translate('cashier_cancelled')}</FormMessage>}
      {query.error && pending && <FormMessage tone="danger">{cashierErrorMessage(translate, query.error)}</FormMessage>}
      <Actions>
        {pending ? (
          <>
            <Button onClick={() => void check()} loading={checking}>
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
