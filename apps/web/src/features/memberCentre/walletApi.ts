import { type MerchantWallets, walletCalls, type WalletTransferPayload, type WalletTransferResult } from '@tessera/api';
import { baseApi, call } from '../../core/baseApi';
import { keyedCall, type Unkeyed } from '../../core/keyedCall';
import { bindApiGroup } from '../../core/api';

bindApiGroup('wallet', walletCalls);

/**
 * My wallet: the member's wallets and the transfers between them. Money moving refreshes the
 * wallets and everything else showing the member's money (tag 'Member', the header balance),
 * whether the call succeeded or not (a call that timed out may still have moved it). "Recall all"
 * is a flow of several transfers: the wallet recall saga.
 */
export const walletApi = baseApi.enhanceEndpoints({ addTagTypes: ['Wallets'] }).injectEndpoints({
  endpoints: (build) => ({
    memberWallets: build.query<MerchantWallets, void>({
      queryFn: call((api) => api.wallet.getWallets(false)),
      providesTags: ['Wallets', 'Member'],
    }),
    walletTransfer: build.mutation<WalletTransferResult, Unkeyed<WalletTransferPayload>>({
      queryFn: keyedCall((api, payload: WalletTransferPayload) => api.wallet.transfer(payload)),
      invalidatesTags: ['Wallets', 'Member'],
    }),
  }),
});

export const { useMemberWalletsQuery, useWalletTransferMutation } = walletApi;
