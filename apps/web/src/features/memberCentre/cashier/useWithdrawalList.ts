import { useEffect, useSyncExternalStore } from 'react';
import type { WithdrawRecord } from '@tessera/api';
import { cashierApi, useWithdrawListQuery } from '../cashierApi';

/** How often the member's withdrawals are read again while one of them can still change. */
export const WITHDRAW_LIST_POLL_MS = 15_000;

/**
 * Whether a withdrawal can still change without the member doing anything: the operator can still
 * pay or reject it (PENDING, PARTIALLY_PAID), or a payment awaits the member's answer (the time
 * limit turns it into a forced receipt). COMPLETED and REJECTED are final.
 */
export const canStillChange = (order: WithdrawRecord): boolean =>
  order.state === 'PENDING' ||
  order.state === 'PARTIALLY_PAID' ||
  order.payments.some((p) => p.confirmation === 'AWAITING');

const isVisible = (): boolean => document.visibilityState !== 'hidden';

function subscribeVisibility(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

/**
 * A page of the member's withdrawals that keeps itself current: read again every
 * {@link WITHDRAW_LIST_POLL_MS} while the page is visible and one of them can still change (an
 * operator paying in parts shows without a reload), not at all once every one is final or while
 * the page is hidden, and once more whenever the member comes back to the tab or the window.
 */
export function useWithdrawalList(pageNo: number) {
  const visible = useSyncExternalStore(subscribeVisibility, isVisible, () => true);
  // What the page holds now decides whether it is worth asking again.
  const { data } = cashierApi.endpoints.withdrawList.useQueryState(pageNo);
  const changing = !!data?.content.some(canStillChange);
  const list = useWithdrawListQuery(pageNo, {
    refetchOnMountOrArgChange: true,
    pollingInterval: changing && visible ? WITHDRAW_LIST_POLL_MS : 0,
  });

  const { refetch } = list;
  useEffect(() => {
    // Both fire when the member switches back to the tab; a read already under way is not repeated.
    const back = () => {
      if (isVisible()) void refetch();
    };
    document.addEventListener('visibilitychange', back);
    window.addEventListener('focus', back);
    return () => {
      document.removeEventListener('visibilitychange', back);
      window.removeEventListener('focus', back);
    };
  }, [refetch]);
  return list;
}
