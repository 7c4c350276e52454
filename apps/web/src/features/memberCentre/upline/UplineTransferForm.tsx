import { useMemo } from 'react';
import { useForm } from '../../../widgets/useForm';
import { object, string } from 'yup';
import type { UplineTransferInfo } from '@tessera/api';
import { UPLINE_TRANSFER_CODES } from '@tessera/api';
import { useTranslation } from '@tessera/i18n';
import { currencySymbol, formatAmount } from '@tessera/format';
import { DescriptionItem, DescriptionList, Form, FormMessage } from '@tessera/ui';
import { amountRule } from '../cashier/amount';
import { parseAmount } from '../amount';
import { Card } from '../styles';
import { useTransferToUplineMutation } from '../uplineApi';
import { TransferFields } from '../TransferFields';
import { usePasswordCheckedSubmit } from '../usePasswordCheckedSubmit';
import { uplineErrorMessage } from './messages';

const EMPTY = { amount: '', remark: '', password: '' };

/**
 * Sending money to the upline: the upline (masked), the MAIN balance and the limits, the amount,
 * an optional remark and the login password. A failed call keeps what was typed (a wrong password
 * clears only the password) and says why; a success names the transfer and the balance left.
 */
export function UplineTransferForm({ info }: { info: UplineTransferInfo & { upline: { account: string } } }) {
  const { t: translate } = useTranslation();
  const [transfer] = useTransferToUplineMutation();
  const money = (amount: number) => `${currencySymbol(info.currency)}${formatAmount(amount)}`;
  const top = Math.min(info.maxAmount, info.balance);
  const submit = usePasswordCheckedSubmit({
    passwordField: 'password',
    passwordIncorrect: UPLINE_TRANSFER_CODES.passwordIncorrect,
    order: (values: typeof EMPTY) => ({ amount: parseAmount(values.amount) ?? 0, remark: values.remark.trim() }),
    send: (order, password) => transfer({ ...order, password }).unwrap(),
  });
  const { failure, done, pending } = submit;

  const schema = useMemo(
    () =>
      object({
        amount: amountRule(
          translate,
          info.minAmount,
          top,
          top < info.maxAmount
            ? translate('upline_error_amount_balance', {
                amount: `${currencySymbol(info.currency)}${formatAmount(info.balance)}`,
              })
            : undefined,
        ),
        remark: string()
          .trim()
          .max(info.remarkMaxLength, translate('upline_error_remark_length', { max: info.remarkMaxLength })),
        password: string().required(translate('error_input_required')),
      }),
    [translate, info.minAmount, info.maxAmount, info.balance, info.currency, info.remarkMaxLength, top],
  );

  const form = useForm({ initialValues: EMPTY, validationSchema: schema, onSubmit: submit.onSubmit });

  return (
    <Card aria-labelledby="upline-send-title">
      <h3 id="upline-send-title">{translate('upline_send_title')}</h3>
      <DescriptionList>
        <DescriptionItem label={translate('upline_agent')} valueProps={{ 'data-testid': 'upline-account' }}>
          {info.upline.account}
        </DescriptionItem>
        <DescriptionItem label={translate('upline_balance')} valueProps={{ 'data-testid': 'upline-balance' }}>
          {money(info.balance)}
        </DescriptionItem>
        <DescriptionItem label={translate('upline_limits')}>
          {translate('upline_limits_value', { min: formatAmount(info.minAmount), max: formatAmount(info.maxAmount) })}
        </DescriptionItem>
      </DescriptionList>
      <Form onSubmit={form.handleSubmit} aria-label={translate('upline_form')}>
        {done && (
          <FormMessage tone="success" title={translate('upline_done')}>
            {translate('upline_done_text', {
              transferNo: done.transferNo,
              amount: money(done.amount),
              upline: done.upline,
              balance: money(done.balance),
            })}
          </FormMessage>
        )}
        {failure && <FormMessage tone="danger">{uplineErrorMessage(translate, failure)}</FormMessage>}
        <TransferFields
          form={form}
          currency={info.currency}
          amountHint={translate('upline_amount_hint', {
            min: formatAmount(info.minAmount),
            max: formatAmount(info.maxAmount),
          })}
          remarkHint={translate('upline_remark_hint', { max: info.remarkMaxLength })}
          remarkMaxLength={info.remarkMaxLength}
          pending={pending}
        />
      </Form>
    </Card>
  );
}
