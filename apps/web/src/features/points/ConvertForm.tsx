import { useMemo } from 'react';
import { useForm } from '../../widgets/useForm';
import { number, object, string } from 'yup';
import { POINTS_CODES } from '@tessera/api';
import { useTranslation } from '@tessera/i18n';
import { currencySymbol, formatAmount, formatCount } from '@tessera/format';
import { Button, Form, FormActions, FormMessage, PasswordField, TextField } from '@tessera/ui';
import { usePasswordCheckedSubmit } from '../memberCentre/usePasswordCheckedSubmit';
import { pointsErrorMessage } from './messages';
import { useConvertPointsMutation } from './pointsApi';

const EMPTY = { points: '', password: '' };

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * Converts points to money in the main wallet at the ratio (`ratio` points are 1.00), with the
 * login password. Only whole minor units: the points are a multiple of the smallest step.
 */
export function ConvertForm({ ratio, currency, points }: { ratio: number; currency: string; points: number }) {
  const { t: translate } = useTranslation();
  const [convert] = useConvertPointsMutation();
  const submit = usePasswordCheckedSubmit({
    passwordField: 'password',
    passwordIncorrect: POINTS_CODES.passwordIncorrect,
    order: (values: typeof EMPTY) => ({ points: Number(values.points) }),
    send: (order, withdrawPassword) => convert({ ...order, withdrawPassword }).unwrap(),
  });
  const { failure, done } = submit;
  const step = ratio / gcd(ratio, 100);
  const money = (amount: number) => `${currencySymbol(currency)}${formatAmount(amount)}`;

  const schema = useMemo(() => {
    const invalid = translate('points_convert_invalid', { step });
    return object({
      points: number()
        .typeError(invalid)
        .required(translate('error_input_required'))
        .integer(invalid)
        .min(step, invalid)
        .max(points, invalid)
        .test('step', invalid, (value) => value === undefined || value % step === 0),
      password: string().required(translate('error_input_required')),
    });
  }, [translate, step, points]);

  const form = useForm({
    initialValues: EMPTY,
    validationSchema: schema,
    onSubmit: submit.onSubmit,
  });
  const fieldError = (name: 'points' | 'password') => (form.touched[name] ? form.errors[name] : undefined);
  const typed = /^[0-9]{1,12}$/.test(form.values.points) ? Number(form.values.points) : 0;

  return (
    <Form onSubmit={form.handleSubmit} aria-label={translate('points_convert')}>
      {done && (
        <FormMessage tone="success">
          {translate('points_convert_done', {
            count: done.points,
            points: formatCount(done.points),
            amount: money(done.amount),
          })}
        </FormMessage>
      )}
      {failure && <FormMessage tone="danger">{pointsErrorMessage(translate, failure)}</FormMessage>}
      <TextField
        label={translate('points_convert_points')}
        inputMode="numeric"
        autoComplete="off"
        required
        maxLength={12}
        hint={translate('points_convert_worth', { amount: money(Math.floor((typed * 100) / ratio)) })}
        {...form.getFieldProps('points')}
        error={fieldError('points')}
      />
      <PasswordField
        label={translate('points_withdraw_password')}
        autoComplete="current-password"
        showPasswordLabel={translate('show_password')}
        required
        {...form.getFieldProps('password')}
        error={fieldError('password')}
      />
      <FormActions align="stretch">
        <Button type="submit" variant="secondary" loading={submit.pending}>
          {translate('points_convert_submit')}
        </Button>
      </FormActions>
    </Form>
  );
}
