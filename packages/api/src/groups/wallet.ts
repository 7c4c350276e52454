import { getMerchantWallets, transferBetweenWallets } from '../calls/wallet';
import type { WalletTransferPayload } from '../contract';
import type { HttpClient } from '../http';

/** The wallet calls bound to a client. */
export const walletCalls = (http: HttpClient) => ({
  getWallets: (single?: boolean) => getMerchantWallets(http, single),
  transfer: (payload: WalletTransferPayload) => transferBetweenWallets(http, payload),
});
