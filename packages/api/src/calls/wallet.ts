import type { Balance, MerchantWallets, WalletTransferPayload, WalletTransferResult } from '../contract';
import type { HttpClient } from '../http';
import { PATHS_OTHER } from '../paths/other';
import { request } from '../request';

/** The member's total balance over their wallets, in minor units (token; 401 `NOT_LOGGED_IN` without a session). */
export function getBalance(http: HttpClient): Promise<Balance> {
  return request<Balance>(http, { method: 'GET', url: PATHS_OTHER.balance });
}

/** The member's wallets (token): every one with `single` false, the MAIN wallet alone with true. */
export function getMerchantWallets(http: HttpClient, single = false): Promise<MerchantWallets> {
  return request<MerchantWallets>(http, {
    method: 'GET',
    url: PATHS_OTHER.merchantWallet,
    params: { isSingle: single ? 1 : 0 },
  });
}

/** Moves money between two of the member's wallets (token); the same idempotency key never moves it twice. */
export function transferBetweenWallets(
  http: HttpClient,
  payload: WalletTransferPayload,
): Promise<WalletTransferResult> {
  return request<WalletTransferResult>(http, { method: 'POST', url: PATHS_OTHER.walletTransfer, data: payload });
}
