import { useState } from 'react';
import { useForm } from '../../../widgets/useForm';
import { object, string } from 'yup';
import type { MerchantWallets } from '@tessera/api';
import { useTranslation } from '@tessera/i18n';
import { Button, Form, FormActions, FormMessage, FormRow, Select, TextField } from '@tessera/ui';
import type { FailureInfo } from '../../system/slice';
import { useWalletTransferMutation } from '../walletApi';
import { amountText, parseAmount } from '../amount';
import { MAIN_WALLET, money, walletName } from './format';
import { walletErrorMessage } from './messages';
import { Card } from '../styles';

interface Values {
  from: string;
  to: string;
  amount: string;
}

/**
 * A transfer between two of the member's wallets: from, to (another one), and an amount of at
 * most 2 decimals within the source's balance ("All" fills it in). A failed transfer keeps what
 * was typed and says why; a retry of the same transfer reuses its idempotency key (the
 * mutation keeps it, see `keyedCall`).
 */
export function TransferForm({ data }: { data: MerchantWallets }) {
  const { t } = useTranslation();
  const [transfer] = useWalletTransferMutation();
  const [failure, setFailure] = useState<FailureInfo | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const { wallets, currency } = data;
  const find = (code: string) => wallets.find((w) => w.walletCode === code);
  const firstOther = (code: string) => wallets.find((w) => w.walletCode !== code)?.walletCode ?? '';

  const form = useForm<Values>({
    initialValues: { from: MAIN_WALLET, to: firstOther(MAIN_WALLET), amount: '' },
    validationSchema: object({
      from: string().required(t('error_input_required')),
      to: string()
        .required(t('error_input_required'))
        .test('different', t('wallet_error_same'), (to, { parent }) => to !== (parent as Values).from),
      amount: string()
        .required(t('error_input_required'))
        .test('format', t('wallet_error_amount'), (text = '') => (parseAmount(text) ?? 0) > 0)
        .test({
          name: 'within',
          test(text = '') {
            const source = find((this.parent as Values).from);
            const minor = parseAmount(text);
            if (!source || minor === null || minor <= source.balance) return true;
            return this.createError({
              message: t('wallet_error_too_much', {
                wallet: walletName(t, source),
                amount: money(source.balance, currency),
              }),
            });
          },
        }),
    }),
    onSubmit: async ({ from, to, amount }) => {
      setFailure(null);
      setSuccess(null);
      const minor = parseAmount(amount) ?? 0;
      try {
        await transfer({
          fromWallet: from,
          toWallet: to,
          amount: minor,
        }).unwrap();
      } catch (error) {
        setFailure(error as FailureInfo);
        return;
      }
      const name = (code: string) => walletName(t, find(code) ?? { walletCode: code, walletName: code });
      setSuccess(t('wallet_success', { amount: money(minor, currency), from: name(from), to: name(to) }));
      form.resetForm({ values: { from, to, amount: '' } });
    },
  });
  const fieldError = (name: keyof Values) => (form.touched[name] ? form.errors[name] : undefined);
  const source = find(form.values.from);
  const options = wallets.map((w) => ({
    value: w.walletCode,
    label: `${walletName(t, w)} (${money(w.balance, currency)})`,
  }));

  // Choosing as source the wallet picked as destination (or the reverse) swaps them.
  const choose = (name: 'from' | 'to', code: string) => {
    const other = name === 'from' ? 'to' : 'from';
    if (form.values[other] === code) void form.setFieldValue(other, form.values[name], false);
    void form.setFieldValue(name, code);
  };

  return (
    <Card aria-labelledby="wallet-transfer-title">
      <h3 id="wallet-transfer-title">{t('wallet_transfer_title')}</h3>
      <Form onSubmit={form.handleSubmit} aria-labelledby="wallet-transfer-title">
        {failure && <FormMessage tone="danger">{walletErrorMessage(t, failure)}</FormMessage>}
        {success && <FormMessage tone="success">{success}</FormMessage>}
        <FormRow>
          <Select
            label={t('wallet_from')}
            options={options}
            required
            {...form.getFieldProps('from')}
            onChange={(event) => choose('from', event.target.value)}
            error={fieldError('from')}
          />
          <Select
            label={t('wallet_to')}
            options={options}
            required
            {...form.getFieldProps('to')}
            onChange={(event) => choose('to', event.target.value)}
            error={fieldError('to')}
          />
        </FormRow>
        <TextField
          label={t('wallet_amount')}
          inputMode="decimal"
          autoComplete="off"
          required
          {...form.getFieldProps('amount')}
          onChange={(event) => {
            setSuccess(null); // a new transfer begins: the last one's message no longer applies
            form.handleChange(event);
          }}
          error={fieldError('amount')}
          hint={source ? t('wallet_available', { amount: money(source.balance, currency) }) : undefined}
          endAdornment={
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('wallet_all_label')}
              disabled={!source || source.balance === 0}
              onClick={() => source && void form.setFieldValue('amount', amountText(source.balance))}
            >
              {t('wallet_all')}
            </Button>
          }
        />
        <FormActions>
          <Button type="submit" loading={form.isSubmitting} loadingLabel={t('loading')}>
            {t('wallet_submit')}
          </Button>
        </FormActions>
      </Form>
    </Card>
  );
}
