import type { MerchantWallets, WalletTransferPayload, WalletTransferResult } from '@tessera/api';
import { baseApi, call, type ThunkExtra } from '../../core/baseApi';
import { toFailure } from '../../core/failure';
import type { FailureInfo } from '../system/slice';

/** One wallet brought back to MAIN by "Recall all": its whole balance, under its own key. */
export interface RecallItem {
  walletCode: string;
  amount: number;
  idempotencyKey: string;
}

/** What "Recall all" did: the wallets emptied into MAIN, and those that failed with why. */
export interface RecallOutcome {
  recalled: string[];
  failed: Array<{ walletCode: string; error: FailureInfo }>;
}

/**
 * My wallet: the member's wallets and the transfers between them. Money moving refreshes the
 * wallets and everything else showing the member's money (tag 'Member', the header balance),
 * whether the call succeeded or not (a call that timed out may still have moved it).
 */
export const walletApi = baseApi.enhanceEndpoints({ addTagTypes: ['Wallets'] }).injectEndpoints({
  endpoints: (build) => ({
    memberWallets: build.query<MerchantWallets, void>({
      queryFn: call((api) => api.wallet.getWallets(false)),
      providesTags: ['Wallets', 'Member'],
    }),
    walletTransfer: build.mutation<WalletTransferResult, WalletTransferPayload>({
      queryFn: call((api, payload) => api.wallet.transfer(payload)),
      invalidatesTags: ['Wallets', 'Member'],
    }),
    /** One keyed transfer to MAIN per wallet, one after the other; a failure keeps the rest going. */
    recallToMain: build.mutation<RecallOutcome, RecallItem[]>({
      async queryFn(items, { extra }) {
        const { api } = extra as ThunkExtra;
        const outcome: RecallOutcome = { recalled: [], failed: [] };
        for (const { walletCode, amount, idempotencyKey } of items) {
          try {
            await api.wallet.transfer({ fromWallet: walletCode, toWallet: 'MAIN', amount, idempotencyKey });
            outcome.recalled.push(walletCode);
          } catch (error) {
            outcome.failed.push({ walletCode, error: toFailure(error) });
          }
        }
        return { data: outcome };
      },
      invalidatesTags: ['Wallets', 'Member'],
    }),
  }),
});

export const { useMemberWalletsQuery, useWalletTransferMutation, useRecallToMainMutation } = walletApi;
