import {
  confirmWithdrawal,
  createDeposit,
  getDepositChannels,
  getDepositOrder,
  getWithdrawList,
  getWithdrawSettings,
  withdraw,
} from '../calls/cashier';
import type { ConfirmWithdrawalPayload, CreateDepositPayload, WithdrawListQuery, WithdrawPayload } from '../contract';
import { DEFAULT_TRANSPORT_KEY } from '../contract/identity';
import type { HttpClient } from '../http';

/** The cashier calls bound to a client. */
export const cashierCalls = (http: HttpClient, transportKey = DEFAULT_TRANSPORT_KEY) => ({
  getDepositChannels: () => getDepositChannels(http),
  createDeposit: (payload: CreateDepositPayload) => createDeposit(http, payload),
  getDepositOrder: (orderNo: string) => getDepositOrder(http, orderNo),
  getWithdrawSettings: () => getWithdrawSettings(http),
  withdraw: (payload: WithdrawPayload) => withdraw(http, transportKey, payload),
  getWithdrawList: (query?: WithdrawListQuery) => getWithdrawList(http, query),
  confirmWithdrawal: (payload: ConfirmWithdrawalPayload) => confirmWithdrawal(http, payload),
});
