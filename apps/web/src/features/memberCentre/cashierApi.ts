import {
  cashierCalls,
  type ConfirmWithdrawalPayload,
  type CreateDepositPayload,
  type DepositChannel,
  type DepositOrder,
  type WithdrawOrder,
  type WithdrawPayload,
  type WithdrawRecord,
  type WithdrawRecords,
  type WithdrawSettings,
} from '@tessera/api';
import { baseApi, call } from '../../core/baseApi';
import { keyedCall, type Unkeyed } from '../../core/keyedCall';
import { bindApiGroup } from '../../core/api';

bindApiGroup('cashier', cashierCalls);

/**
 * The cashier: deposit channels and orders, withdrawal settings and withdrawals. A withdrawal
 * refreshes the member's money everywhere (tag 'Member', the header balance) whether it
 * succeeded or not (a call that timed out may still have moved it); a deposit does so when the
 * deposit saga sees its order PAID. The member's withdrawals (tag 'Withdrawals') are read again
 * after a withdrawal and after each answer to a payment.
 */
export const cashierApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['WithdrawSettings', 'Withdrawals'] })
  .injectEndpoints({
    endpoints: (build) => ({
      depositChannels: build.query<DepositChannel[], void>({
        queryFn: call((api) => api.cashier.getDepositChannels()),
      }),
      createDeposit: build.mutation<DepositOrder, Unkeyed<CreateDepositPayload>>({
        queryFn: keyedCall((api, payload: CreateDepositPayload) => api.cashier.createDeposit(payload)),
      }),
      withdrawSettings: build.query<WithdrawSettings, void>({
        queryFn: call((api) => api.cashier.getWithdrawSettings()),
        providesTags: ['WithdrawSettings', 'Member'],
      }),
      withdraw: build.mutation<WithdrawOrder, Unkeyed<WithdrawPayload>>({
        queryFn: keyedCall((api, payload: WithdrawPayload) => api.cashier.withdraw(payload), ['password']),
        invalidatesTags: ['WithdrawSettings', 'Member', 'Withdrawals'],
      }),
      withdrawList: build.query<WithdrawRecords, number>({
        queryFn: call((api, pageNo) => api.cashier.getWithdrawList({ pageNo, pageSize: 10 })),
        providesTags: ['Withdrawals'],
      }),
      confirmWithdrawal: build.mutation<WithdrawRecord, ConfirmWithdrawalPayload>({
        queryFn: call((api, payload) => api.cashier.confirmWithdrawal(payload)),
        invalidatesTags: ['Withdrawals'],
      }),
    }),
  });

export const {
  useDepositChannelsQuery,
  useCreateDepositMutation,
  useWithdrawSettingsQuery,
  useWithdrawMutation,
  useWithdrawListQuery,
  useConfirmWithdrawalMutation,
} = cashierApi;
