import type {
  ConfirmWithdrawalPayload,
  CreateDepositPayload,
  DepositChannel,
  DepositOrder,
  WithdrawListQuery,
  WithdrawOrder,
  WithdrawPayload,
  WithdrawRecord,
  WithdrawRecords,
  WithdrawSettings,
} from '../contract';
import { loadCrypto } from '../crypto/lazy';
import type { HttpClient } from '../http';
import { PATHS_CASHIER } from '../paths/cashier';
import { request } from '../request';

/** The ways the member can deposit (token). */
export function getDepositChannels(http: HttpClient): Promise<DepositChannel[]> {
  return request<DepositChannel[]>(http, { method: 'GET', url: PATHS_CASHIER.depositChannels });
}

/** Opens a deposit order (token); the same idempotency key answers the same order. */
export function createDeposit(http: HttpClient, payload: CreateDepositPayload): Promise<DepositOrder> {
  return request<DepositOrder>(http, { method: 'POST', url: PATHS_CASHIER.createDeposit, data: payload });
}

/** One of the member's deposit orders, as it stands now (token). */
export function getDepositOrder(http: HttpClient, orderNo: string): Promise<DepositOrder> {
  return request<DepositOrder>(http, { method: 'GET', url: PATHS_CASHIER.depositOrder, params: { orderNo } });
}

/** The limits of a withdrawal and what the member can withdraw now (token). */
export function getWithdrawSettings(http: HttpClient): Promise<WithdrawSettings> {
  return request<WithdrawSettings>(http, { method: 'GET', url: PATHS_CASHIER.withdrawSettings });
}

/** Asks for a withdrawal (token; body encrypted, it carries the password); the same key never withdraws twice. */
export async function withdraw(
  http: HttpClient,
  transportKey: string,
  payload: WithdrawPayload,
): Promise<WithdrawOrder> {
  const { encryptBody } = await loadCrypto();
  return request<WithdrawOrder>(http, {
    method: 'POST',
    url: PATHS_CASHIER.withdraw,
    data: encryptBody(payload, transportKey),
  });
}

/** The member's withdrawals, newest first, with their payments, received and remaining (token). */
export function getWithdrawList(http: HttpClient, query: WithdrawListQuery = {}): Promise<WithdrawRecords> {
  return request<WithdrawRecords>(http, { method: 'GET', url: PATHS_CASHIER.withdrawList, params: query });
}

/** The member's answer to a payment of a withdrawal (token): received, not received with proof images, all received. */
export function confirmWithdrawal(http: HttpClient, payload: ConfirmWithdrawalPayload): Promise<WithdrawRecord> {
  return request<WithdrawRecord>(http, {
    method: 'POST',
    url: PATHS_CASHIER.confirmWithdrawal,
    data: payload,
    timeout: 60_000,
  });
}
