import { useEffect } from 'react';
import type { MerchantWallets } from '@tessera/api';
import { useTranslation } from '@tessera/i18n';
import { Button, FormMessage } from '@tessera/ui';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import { MAIN_WALLET, money, walletName } from './format';
import { walletErrorMessage } from './messages';
import { recallAllRequested, recallDismissed, selectWalletRecall } from './recallSlice';
import { Card } from '../styles';
import { Hint, Tile, Tiles, Total, TotalFigure } from './WalletPage.styles';

/** The member's money: the total, each wallet, and "Recall all to main wallet". */
export function WalletSummary({ data }: { data: MerchantWallets }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { recalling, outcome } = useAppSelector(selectWalletRecall);
  useEffect(() => () => void dispatch(recallDismissed()), [dispatch]);
  const { wallets, currency } = data;
  const total = wallets.reduce((sum, w) => sum + w.balance, 0);
  const nameOf = (code: string) => {
    const wallet = wallets.find((w) => w.walletCode === code);
    return wallet ? walletName(t, wallet) : code;
  };
  const withMoney = wallets.filter((w) => w.walletCode !== MAIN_WALLET && w.balance > 0);

  const recallAll = () => {
    dispatch(recallAllRequested(withMoney.map((w) => ({ walletCode: w.walletCode, amount: w.balance }))));
  };

  return (
    <Card aria-labelledby="wallet-total">
      <Total>
        <TotalFigure>
          <span id="wallet-total">{t('wallet_total')}</span>
          <strong>{money(total, currency)}</strong>
        </TotalFigure>
        <Button
          variant="secondary"
          loading={recalling}
          loadingLabel={t('loading')}
          disabled={withMoney.length === 0}
          onClick={recallAll}
        >
          {t('wallet_recall_all')}
        </Button>
      </Total>
      <Hint>{t('wallet_recall_hint')}</Hint>
      {outcome && outcome.recalled.length > 0 && (
        <FormMessage tone="success">
          {t('wallet_recall_done', { wallets: outcome.recalled.map(nameOf).join(', ') })}
        </FormMessage>
      )}
      {outcome?.failed.map(({ walletCode, error }) => (
        <FormMessage key={walletCode} tone="danger">
          {t('wallet_recall_failed', { wallet: nameOf(walletCode), reason: walletErrorMessage(t, error) })}
        </FormMessage>
      ))}
      <Tiles aria-label={t('wallet_list')}>
        {wallets.map((w) => (
          <Tile key={w.walletCode} data-main={w.walletCode === MAIN_WALLET ? '' : undefined}>
            <span>{walletName(t, w)}</span>
            <strong>{money(w.balance, currency)}</strong>
          </Tile>
        ))}
      </Tiles>
    </Card>
  );
}
