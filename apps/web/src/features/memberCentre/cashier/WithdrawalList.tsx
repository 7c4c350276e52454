import { useState } from 'react';
import type { WithdrawPayment, WithdrawRecord, WithdrawState } from '@tessera/api';
import type { TranslationKey } from '@tessera/i18n';
import { useTranslation } from '@tessera/i18n';
import { formatAmount, formatTimestamp } from '@tessera/format';
import {
  Button,
  DescriptionItem,
  DescriptionList,
  EmptyState,
  FormMessage,
  Skeleton,
  StatusTag,
  type StatusTagTone,
} from '@tessera/ui';
import { SitePagination } from '../../../widgets/SitePagination';
import { Card } from '../styles';
import { ProofForm } from './ProofForm';
import { useAnswerPayment } from './useAnswerPayment';
import { useWithdrawalList } from './useWithdrawalList';
import { withdrawAnswerMessage } from './messages';
import { Orders, Order, Payments, Actions, Pages } from './WithdrawalList.styles';

const STATE_LABELS: Record<WithdrawState, TranslationKey> = {
  PENDING: 'wd_state_pending',
  PARTIALLY_PAID: 'wd_state_partially_paid',
  PAID: 'wd_state_paid',
  COMPLETED: 'wd_state_completed',
  REJECTED: 'wd_state_rejected',
};

/** Settled is good news, refused is bad, money on its way is news; waiting is just so. */
const STATE_TONES: Record<WithdrawState, StatusTagTone> = {
  PENDING: 'neutral',
  PARTIALLY_PAID: 'info',
  PAID: 'info',
  COMPLETED: 'success',
  REJECTED: 'danger',
};

function PaymentItem({ order, payment }: { order: WithdrawRecord; payment: WithdrawPayment }) {
  const { t: translate } = useTranslation();
  const answer = useAnswerPayment();
  const [reporting, setReporting] = useState(false);
  const amount = formatAmount(payment.amount);
  const status: Record<WithdrawPayment['confirmation'], string> = {
    AWAITING: translate('wd_confirm_awaiting', { time: formatTimestamp(payment.confirmDueAt) }),
    RECEIVED: translate('wd_confirm_received'),
    NOT_RECEIVED: translate('wd_confirm_not_received', { proofs: payment.proofCount }),
    FORCED_RECEIPT: translate('wd_confirm_forced'),
  };
  const canAnswer =
    order.state !== 'REJECTED' && (payment.confirmation === 'AWAITING' || payment.confirmation === 'NOT_RECEIVED');
  return (
    <li data-testid={`payment-${payment.id}`}>
      <p>
        <strong>{translate('wd_payment_title', { amount })}</strong>{' '}
        <span className="muted">{formatTimestamp(payment.paidAt)}</span>
      </p>
      <p className="muted" data-confirmation={payment.confirmation}>
        {status[payment.confirmation]}
      </p>
      {canAnswer && !reporting && (
        <Actions>
          <Button
            size="sm"
            loading={answer.busy}
            onClick={() => void answer.send({ orderNo: order.orderNo, answer: 'RECEIVED', paymentId: payment.id })}
            aria-label={translate('wd_action_received_of', { amount })}
          >
            {translate('wd_action_received')}
          </Button>
          {payment.confirmation === 'AWAITING' && (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setReporting(true)}
              aria-label={translate('wd_action_not_received_of', { amount })}
            >
              {translate('wd_action_not_received')}
            </Button>
          )}
        </Actions>
      )}
      {reporting && (
        <ProofForm
          busy={answer.busy}
          onCancel={() => setReporting(false)}
          onSend={async (proofs) => {
            if (await answer.send({ orderNo: order.orderNo, answer: 'NOT_RECEIVED', paymentId: payment.id, proofs }))
              setReporting(false);
          }}
        />
      )}
      {answer.error && <FormMessage tone="danger">{withdrawAnswerMessage(translate, answer.error)}</FormMessage>}
    </li>
  );
}

function OrderItem({ order }: { order: WithdrawRecord }) {
  const { t: translate } = useTranslation();
  const all = useAnswerPayment();
  const open =
    order.state === 'PAID' &&
    order.payments.some((p) => p.confirmation === 'AWAITING' || p.confirmation === 'NOT_RECEIVED');
  return (
    <Order aria-labelledby={`wd-${order.orderNo}`} data-order={order.orderNo}>
      <header>
        <strong id={`wd-${order.orderNo}`}>{translate('wd_order_heading', { orderNo: order.orderNo })}</strong>
        <StatusTag tone={STATE_TONES[order.state]} data-testid="withdraw-state">
          {translate(STATE_LABELS[order.state])}
        </StatusTag>
      </header>
      <span className="muted">
        {formatTimestamp(order.createdAt)} ·{' '}
        {translate('wd_to_account', { bank: order.bankName, account: order.accountNumber })}
      </span>
      <DescriptionList layout="tiles" appearance="sunken" density="compact" tileWidth="7.5rem">
        <DescriptionItem label={translate('wd_amount')}>{formatAmount(order.amount)}</DescriptionItem>
        <DescriptionItem label={translate('wd_received')} valueProps={{ 'data-testid': 'withdraw-received' }}>
          {formatAmount(order.received)}
        </DescriptionItem>
        <DescriptionItem label={translate('wd_remaining')} valueProps={{ 'data-testid': 'withdraw-remaining' }}>
          {formatAmount(order.remaining)}
        </DescriptionItem>
        {order.refunded > 0 && (
          <DescriptionItem label={translate('wd_refunded')}>{formatAmount(order.refunded)}</DescriptionItem>
        )}
      </DescriptionList>
      {order.rejectReason && (
        <FormMessage tone="warning">{translate('wd_reject_reason', { reason: order.rejectReason })}</FormMessage>
      )}
      {order.payments.length > 0 && (
        <Payments aria-label={translate('wd_payments')}>
          {order.payments.map((p) => (
            <PaymentItem key={p.id} order={order} payment={p} />
          ))}
        </Payments>
      )}
      {open && (
        <Actions>
          <Button loading={all.busy} onClick={() => void all.send({ orderNo: order.orderNo, answer: 'ALL_RECEIVED' })}>
            {translate('wd_action_all_received')}
          </Button>
        </Actions>
      )}
      {all.error && <FormMessage tone="danger">{withdrawAnswerMessage(translate, all.error)}</FormMessage>}
    </Order>
  );
}

/**
 * The member's withdrawals (§4), newest first: each with its state, amount, received and
 * remaining, and its payments awaiting an answer (received; not received with up to three proof
 * images; all received once paid in full). A payment not answered in time shows as forced receipt.
 * The list keeps itself current while a withdrawal can still change ({@link useWithdrawalList}).
 */
export function WithdrawalList() {
  const { t: translate } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const list = useWithdrawalList(pageNo);

  let body;
  if (list.isError && !list.data) {
    body = (
      <>
        <FormMessage tone="danger" title={translate('wd_list_failed')}>
          {withdrawAnswerMessage(translate, list.error)}
        </FormMessage>
        <Button variant="secondary" onClick={() => void list.refetch()}>
          {translate('cashier_retry')}
        </Button>
      </>
    );
  } else if (!list.data) {
    body = <Skeleton height="8rem" />;
  } else if (list.data.totalElements === 0) {
    body = <EmptyState titleAs="h4" title={translate('wd_list_empty')} />;
  } else {
    body = (
      <>
        <p className="muted">{translate('wd_confirm_rule', { minutes: list.data.confirmMinutes })}</p>
        <Orders aria-busy={list.isFetching || undefined}>
          {list.data.content.map((order) => (
            <OrderItem key={order.orderNo} order={order} />
          ))}
        </Orders>
        {list.data.totalPages > 1 && (
          <Pages>
            <SitePagination page={pageNo} pageCount={list.data.totalPages} onPageChange={setPageNo} />
          </Pages>
        )}
      </>
    );
  }
  return (
    <Card aria-labelledby="withdraw-list-title">
      <h3 id="withdraw-list-title">{translate('wd_list_title')}</h3>
      {body}
    </Card>
  );
}
