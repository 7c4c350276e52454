import type { CreateDepositPayload, DepositChannel, DepositOrder, WithdrawOrder, WithdrawPayload, WithdrawSettings } from '@tessera/api';
import { call, contentApi } from '../content/contentApi';

/**
 * The cashier: deposit channels and orders, withdrawal settings and withdrawals. A withdrawal
 * refreshes the member's money everywhere (tag 'Member', the header balance) whether it
 * succeeded or not (a call that timed out may still have moved it); a deposit does so when the
 * page sees its order PAID.
 */
export const cashierApi = contentApi.enhanceEndpoints({ addTagTypes: ['WithdrawSettings'] }).injectEndpoints({
  endpoints: (build) => ({
    depositChannels: build.query<DepositChannel[], void>({ queryFn: call((api) => api.cashier.getDepositChannels()) }),
    createDeposit: build.mutation<DepositOrder, CreateDepositPayload>({ queryFn: call((api, payload) => api.cashier.createDeposit(payload)) }),
    depositOrder: build.query<DepositOrder, string>({ queryFn: call((api, orderNo) => api.cashier.getDepositOrder(orderNo)), keepUnusedDataFor: 0 }),
    withdrawSettings: build.query<WithdrawSettings, void>({
      queryFn: call((api) => api.cashier.getWithdrawSettings()),
      providesTags: ['WithdrawSettings', 'Member'],
    }),
    withdraw: build.mutation<WithdrawOrder, WithdrawPayload>({
      queryFn: call((api, payload) => api.cashier.withdraw(payload)),
      invalidatesTags: ['WithdrawSettings', 'Member'],
    }),
  }),
});

export const { useDepositChannelsQuery, useCreateDepositMutation, useDepositOrderQuery, useWithdrawSettingsQuery, useWithdrawMutation } = cashierApi;
