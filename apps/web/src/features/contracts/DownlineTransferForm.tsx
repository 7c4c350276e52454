import { useMemo } from 'react';
import { useForm } from '../../widgets/useForm';
import { object, string } from 'yup';
import type { DownlineTransferInfo } from '@tessera/api';
import { DOWNLINE_TRANSFER_CODES } from '@tessera/api';
import { useTranslation } from '@tessera/i18n';
import { currencySymbol, formatAmount } from '@tessera/format';
import { DescriptionItem, DescriptionList, Form, FormMessage, Select } from '@tessera/ui';
import { parseAmount } from '../memberCentre/amount';
import { amountRule } from '../memberCentre/cashier/amount';
import { Card } from '../memberCentre/styles';
import { TransferFields } from '../memberCentre/TransferFields';
import { usePasswordCheckedSubmit } from '../memberCentre/usePasswordCheckedSubmit';
import { useTransferToDownlineMutation } from './contractsApi';
import { downlineErrorMessage } from './messages';

const EMPTY = { downline: '', amount: '', remark: '', password: '' };

/**
 * Sending money to a direct downline: the downline, the amount, an optional remark and the login
 * password, once per idempotency key (kept across retries of the same transfer). A failure keeps
 * what was typed (a wrong password clears only the password) and says why.
 */
export function DownlineTransferForm({ info }: { info: DownlineTransferInfo }) {
  const { t: translate } = useTranslation();
  const [transfer] = useTransferToDownlineMutation();
  const money = (amount: number) => `${currencySymbol(info.currency)}${formatAmount(amount)}`;
  const top = Math.min(info.maxAmount, info.balance);
  const submit = usePasswordCheckedSubmit({
    passwordField: 'password',
    passwordIncorrect: DOWNLINE_TRANSFER_CODES.passwordIncorrect,
    order: (values: typeof EMPTY) => ({
      downline: values.downline,
      amount: parseAmount(values.amount) ?? 0,
      remark: values.remark.trim(),
    }),
    send: (order, password) => transfer({ ...order, password }).unwrap(),
  });
  const { failure, done, pending } = submit;
  const schema = useMemo(
    () =>
      object({
        downline: string().required(translate('downline_error_choose')),
        amount: amountRule(
          translate,
          info.minAmount,
          top,
          top < info.maxAmount ? translate('upline_error_amount_balance', { amount: money(info.balance) }) : undefined,
        ),
        remark: string()
          .trim()
          .max(info.remarkMaxLength, translate('upline_error_remark_length', { max: info.remarkMaxLength })),
        password: string().required(translate('error_input_required')),
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the schema depends on these fields of `info`, not on each new object the query returns
    [translate, info.minAmount, info.maxAmount, info.balance, info.remarkMaxLength, top],
  );
  const form = useForm({ initialValues: EMPTY, validationSchema: schema, onSubmit: submit.onSubmit });
  const fieldError = (name: keyof typeof EMPTY) => (form.touched[name] ? form.errors[name] : undefined);
  return (
    <Card aria-labelledby="downline-send-title">
      <h3 id="downline-send-title">{translate('downline_send_title')}</h3>
      <DescriptionList>
        <DescriptionItem label={translate('upline_balance')} valueProps={{ 'data-testid': 'downline-balance' }}>
          {money(info.balance)}
        </DescriptionItem>
        <DescriptionItem label={translate('upline_limits')}>
          {translate('upline_limits_value', { min: formatAmount(info.minAmount), max: formatAmount(info.maxAmount) })}
        </DescriptionItem>
      </DescriptionList>
      <Form onSubmit={form.handleSubmit} aria-label={translate('downline_form')}>
        {done && (
          <FormMessage tone="success" title={translate('upline_done')}>
            {translate('downline_done_text', {
              transferNo: done.transferNo,
              amount: money(done.amount),
              downline: done.downline,
              balance: money(done.balance),
            })}
          </FormMessage>
        )}
        {failure && <FormMessage tone="danger">{downlineErrorMessage(translate, failure)}</FormMessage>}
        <Select
          label={translate('downline_choose')}
          placeholder={translate('downline_choose_placeholder')}
          required
          options={info.downlines.map((d) => ({ value: d.account, label: `${d.account} (${d.nickname})` }))}
          {...form.getFieldProps('downline')}
          error={fieldError('downline')}
        />
        <TransferFields
          form={form}
          currency={info.currency}
          amountHint={translate('upline_limits_value', {
            min: formatAmount(info.minAmount),
            max: formatAmount(info.maxAmount),
          })}
          remarkHint={translate('downline_remark_hint', { max: info.remarkMaxLength })}
          remarkMaxLength={info.remarkMaxLength}
          pending={pending}
        />
      </Form>
    </Card>
  );
}
