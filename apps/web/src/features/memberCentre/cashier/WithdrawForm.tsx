import { useMemo } from 'react';
import { useForm } from '../../../widgets/useForm';
import { object, string } from 'yup';
import type { WithdrawSettings } from '@tessera/api';
import { CASHIER_CODES } from '@tessera/api';
import { useTranslation } from '@tessera/i18n';
import { currencySymbol, formatAmount } from '@tessera/format';
import {
  Button,
  DescriptionItem,
  DescriptionList,
  Form,
  FormActions,
  FormMessage,
  PasswordField,
  TextField,
} from '@tessera/ui';
import { useWithdrawMutation } from '../cashierApi';
import { amountText, parseAmount } from '../amount';
import { amountRule } from './amount';
import { cashierErrorMessage } from './messages';
import { usePasswordCheckedSubmit } from '../usePasswordCheckedSubmit';
import { Fieldset } from './WithdrawForm.styles';

/** The platform's lengths of the bank fields (it trims and checks them again). */
const LENGTHS = { bankName: [2, 64], accountNumber: [4, 34], accountHolder: [2, 64] } as const;

const EMPTY = { amount: '', bankName: '', accountNumber: '', accountHolder: '', password: '' };

export interface WithdrawFormProps {
  settings: WithdrawSettings;
}

/**
 * The withdrawal form: what can be withdrawn and the limits, an amount ("All" takes what can be
 * withdrawn), the bank account and the login password. A failed call keeps what was typed (a
 * wrong password clears only the password) and says why; a success shows the order.
 */
export function WithdrawForm({ settings }: WithdrawFormProps) {
  const { t: translate } = useTranslation();
  const [withdraw] = useWithdrawMutation();
  const submit = usePasswordCheckedSubmit({
    passwordField: 'password',
    passwordIncorrect: CASHIER_CODES.passwordIncorrect,
    order: (values: typeof EMPTY) => ({
      amount: parseAmount(values.amount) ?? 0,
      bankName: values.bankName.trim(),
      accountNumber: values.accountNumber.trim(),
      accountHolder: values.accountHolder.trim(),
    }),
    send: (order, password) => withdraw({ ...order, password }).unwrap(),
  });
  const { failure, done } = submit;
  const money = (amount: number) => `${currencySymbol(settings.currency)}${formatAmount(amount)}`;
  const top = Math.min(settings.maxAmount, settings.withdrawable);
  const usedUp = settings.usedToday >= settings.dailyCount;

  const schema = useMemo(() => {
    const text = (name: keyof typeof LENGTHS) => {
      const [min, max] = LENGTHS[name];
      return string()
        .trim()
        .required(translate('error_input_required'))
        .min(min, translate('cashier_error_field_length', { min, max }))
        .max(max, translate('cashier_error_field_length', { min, max }));
    };
    return object({
      amount: amountRule(
        translate,
        settings.minAmount,
        top,
        top < settings.maxAmount
          ? translate('cashier_error_amount_balance', { amount: money(settings.withdrawable) })
          : undefined,
      ),
      bankName: text('bankName'),
      accountNumber: text('accountNumber').matches(
        /^[0-9A-Za-z][0-9A-Za-z -]*$/,
        translate('cashier_error_account_number_format'),
      ),
      accountHolder: text('accountHolder'),
      password: string().required(translate('error_input_required')),
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- money reads only settings.currency
  }, [translate, settings.minAmount, settings.maxAmount, settings.withdrawable, settings.currency, top]);

  const form = useForm({
    initialValues: EMPTY,
    validationSchema: schema,
    onSubmit: submit.onSubmit,
  });
  const fieldError = (name: keyof typeof EMPTY) => (form.touched[name] ? form.errors[name] : undefined);
  const field = (name: Exclude<keyof typeof EMPTY, 'password' | 'amount'>, label: string, autoComplete: string) => (
    <TextField
      label={label}
      autoComplete={autoComplete}
      required
      maxLength={LENGTHS[name][1]}
      {...form.getFieldProps(name)}
      error={fieldError(name)}
    />
  );

  return (
    <Form onSubmit={form.handleSubmit} aria-label={translate('mc_page_withdraw')}>
      <DescriptionList layout="tiles" appearance="sunken">
        <DescriptionItem label={translate('cashier_withdrawable')} valueProps={{ 'data-testid': 'withdrawable' }}>
          {money(settings.withdrawable)}
        </DescriptionItem>
        <DescriptionItem label={translate('cashier_withdraw_limits')}>
          {translate('cashier_channel_limits', {
            min: formatAmount(settings.minAmount),
            max: formatAmount(settings.maxAmount),
          })}
        </DescriptionItem>
        <DescriptionItem label={translate('cashier_withdraw_today')}>
          {translate('cashier_withdraw_today_value', { used: settings.usedToday, count: settings.dailyCount })}
        </DescriptionItem>
      </DescriptionList>
      {done && (
        <FormMessage tone="success" title={translate('cashier_withdraw_done')}>
          {translate('cashier_withdraw_done_text', {
            orderNo: done.orderNo,
            amount: money(done.amount),
            status: translate(
              `cashier_withdraw_status_${done.status.toLowerCase() as 'pending' | 'paid' | 'rejected'}`,
            ),
            balance: money(done.balance),
          })}
        </FormMessage>
      )}
      {failure && <FormMessage tone="danger">{cashierErrorMessage(translate, failure)}</FormMessage>}
      {usedUp && <FormMessage tone="warning">{translate('cashier_daily_used_up')}</FormMessage>}
      <TextField
        label={translate('cashier_amount')}
        inputMode="decimal"
        autoComplete="off"
        required
        startAdornment={currencySymbol(settings.currency)}
        endAdornment={
          <Button
            variant="ghost"
            size="sm"
            aria-label={translate('cashier_withdraw_all_label')}
            onClick={() => {
              void form.setFieldValue('amount', amountText(top > 0 ? top : 0));
              void form.setFieldTouched('amount', true, false);
            }}
          >
            {translate('cashier_all')}
          </Button>
        }
        hint={translate('cashier_amount_hint', {
          min: formatAmount(settings.minAmount),
          max: formatAmount(settings.maxAmount),
        })}
        {...form.getFieldProps('amount')}
        error={fieldError('amount')}
      />
      <Fieldset>
        <legend>{translate('cashier_bank_details')}</legend>
        {field('bankName', translate('cashier_bank_name'), 'off')}
        {field('accountNumber', translate('cashier_account_number'), 'off')}
        {field('accountHolder', translate('cashier_account_holder'), 'name')}
      </Fieldset>
      <PasswordField
        label={translate('cashier_login_password')}
        autoComplete="current-password"
        showPasswordLabel={translate('show_password')}
        required
        {...form.getFieldProps('password')}
        error={fieldError('password')}
      />
      <FormActions align="stretch">
        <Button type="submit" loading={submit.pending} disabled={usedUp}>
          {translate('cashier_withdraw_submit')}
        </Button>
      </FormActions>
    </Form>
  );
}
