import type { FormikProps } from 'formik';
import { useTranslation } from '@tessera/i18n';
import { currencySymbol } from '@tessera/format';
import { Button, FormActions, PasswordField, TextField } from '@tessera/ui';

/** The fields every transfer between members asks for. */
export interface TransferFieldValues {
  amount: string;
  remark: string;
  password: string;
}

export interface TransferFieldsProps<V extends TransferFieldValues> {
  form: FormikProps<V>;
  currency: string;
  /** The amount's limits in words. */
  amountHint: string;
  /** What the remark is for, with its length limit. */
  remarkHint: string;
  remarkMaxLength: number;
  pending: boolean;
}

/**
 * Amount, remark, login password and the send button of a transfer to the upline or to a
 * downline: one set of fields, so both transfers ask the same way.
 */
export function TransferFields<V extends TransferFieldValues>({
  form,
  currency,
  amountHint,
  remarkHint,
  remarkMaxLength,
  pending,
}: TransferFieldsProps<V>) {
  const { t: translate } = useTranslation();
  const fieldError = (name: keyof TransferFieldValues) =>
    form.touched[name] ? (form.errors[name] as string | undefined) : undefined;
  return (
    <>
      <TextField
        label={translate('upline_amount')}
        inputMode="decimal"
        autoComplete="off"
        required
        startAdornment={currencySymbol(currency)}
        hint={amountHint}
        {...form.getFieldProps('amount')}
        error={fieldError('amount')}
      />
      <TextField
        label={translate('upline_remark')}
        autoComplete="off"
        maxLength={remarkMaxLength}
        hint={remarkHint}
        {...form.getFieldProps('remark')}
        error={fieldError('remark')}
      />
      <PasswordField
        label={translate('upline_login_password')}
        autoComplete="current-password"
        showPasswordLabel={translate('show_password')}
        required
        {...form.getFieldProps('password')}
        error={fieldError('password')}
      />
      <FormActions align="stretch">
        <Button type="submit" loading={pending} loadingLabel={translate('upline_sending')}>
          {translate('upline_submit')}
        </Button>
      </FormActions>
    </>
  );
}
