import type { MerchantWallet } from '@tessera/api';
import type { TFunction } from '@tessera/i18n';
import { currencySymbol, formatAmount } from '@tessera/format';

/** The contract's main wallet: where "Recall all" brings the money and the transfer form starts. */
export const MAIN_WALLET = 'MAIN';

/** A wallet's name: the main wallet in the member's language, provider wallets by their brand. */
export const walletName = (t: TFunction, wallet: Pick<MerchantWallet, 'walletCode' | 'walletName'>): string =>
  wallet.walletCode === MAIN_WALLET ? t('wallet_main') : wallet.walletName;

/** Minor units with the currency symbol and 2 decimals: `$12,543.50`. */
export const money = (minorUnits: number, currency: string): string =>
  formatAmount(minorUnits, { currencySymbol: currencySymbol(currency) });
