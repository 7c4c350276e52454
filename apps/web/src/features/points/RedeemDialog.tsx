import { useMemo } from 'react';
import { useForm } from '../../widgets/useForm';
import { number, object, string } from 'yup';
import type { PointReward } from '@tessera/api';
import { POINTS_CODES, REDEEM_QUANTITY_MAX } from '@tessera/api';
import { useTranslation } from '@tessera/i18n';
import { currencySymbol, formatAmount, formatCount } from '@tessera/format';
import {
  Button,
  Form,
  FormActions,
  FormMessage,
  Modal,
  ModalBody,
  ModalHeader,
  ModalTitle,
  PasswordField,
  TextField,
} from '@tessera/ui';
import { usePasswordCheckedSubmit } from '../memberCentre/usePasswordCheckedSubmit';
import { pointsErrorMessage } from './messages';
import { useRedeemMutation } from './pointsApi';
import { Total } from './RedeemDialog.styles';

const EMPTY = { quantity: '1', receivingAddress: '', mobileNumber: '', withdrawPassword: '' };

export interface RedeemDialogProps {
  reward: PointReward;
  currency: string;
  onClose: () => void;
}

/**
 * Redeeming a reward: how many, where to send it, a mobile number and the withdraw password (the
 * login password). A failed call keeps what was typed (a wrong password clears only the password)
 * and says why; a retry of the same order reuses its key, so the points are taken once.
 */
export function RedeemDialog({ reward, currency, onClose }: RedeemDialogProps) {
  const { t: translate } = useTranslation();
  const [redeem] = useRedeemMutation();
  const submit = usePasswordCheckedSubmit({
    passwordField: 'withdrawPassword',
    passwordIncorrect: POINTS_CODES.passwordIncorrect,
    order: (values: typeof EMPTY) => ({
      rewardId: reward.id,
      quantity: Number(values.quantity),
      receivingAddress: values.receivingAddress.trim(),
      mobileNumber: values.mobileNumber.trim(),
    }),
    send: (order, withdrawPassword) => redeem({ ...order, withdrawPassword }).unwrap(),
  });
  const { failure, done } = submit;

  const schema = useMemo(
    () =>
      object({
        quantity: number()
          .typeError(translate('points_quantity_invalid', { max: REDEEM_QUANTITY_MAX }))
          .required(translate('error_input_required'))
          .integer(translate('points_quantity_invalid', { max: REDEEM_QUANTITY_MAX }))
          .min(1, translate('points_quantity_invalid', { max: REDEEM_QUANTITY_MAX }))
          .max(REDEEM_QUANTITY_MAX, translate('points_quantity_invalid', { max: REDEEM_QUANTITY_MAX })),
        receivingAddress: string()
          .trim()
          .required(translate('error_input_required'))
          .min(5, translate('points_address_invalid'))
          .max(200, translate('points_address_invalid')),
        mobileNumber: string()
          .trim()
          .required(translate('error_input_required'))
          .matches(/^\+?[0-9][0-9 -]{4,18}[0-9]$/, translate('points_mobile_invalid')),
        withdrawPassword: string().required(translate('error_input_required')),
      }),
    [translate],
  );

  const form = useForm({
    initialValues: EMPTY,
    validationSchema: schema,
    onSubmit: submit.onSubmit,
  });
  const fieldError = (name: keyof typeof EMPTY) => (form.touched[name] ? form.errors[name] : undefined);
  const quantity = /^[0-9]{1,2}$/.test(form.values.quantity) ? Number(form.values.quantity) : 0;
  const pointsTotal = reward.pointsRequirement * quantity;
  const points = formatCount(pointsTotal);
  const amount = reward.amountRequirement * quantity;

  return (
    <Modal open onOpenChange={(open) => !open && onClose()}>
      <ModalHeader closeLabel={translate('points_close')}>
        <ModalTitle>{translate('points_redeem_reward', { name: reward.name })}</ModalTitle>
      </ModalHeader>
      <ModalBody>
        {done ? (
          <>
            <FormMessage tone="success">
              {translate('points_redeem_done', {
                orderNo: done.orderNo,
                count: done.pointsBalance,
                points: formatCount(done.pointsBalance),
              })}
            </FormMessage>
            <FormActions align="stretch">
              <Button onClick={onClose}>{translate('points_close')}</Button>
            </FormActions>
          </>
        ) : (
          <Form onSubmit={form.handleSubmit} aria-label={translate('points_redeem_reward', { name: reward.name })}>
            {failure && <FormMessage tone="danger">{pointsErrorMessage(translate, failure)}</FormMessage>}
            <TextField
              label={translate('points_quantity')}
              inputMode="numeric"
              autoComplete="off"
              required
              maxLength={2}
              {...form.getFieldProps('quantity')}
              error={fieldError('quantity')}
            />
            <TextField
              label={translate('points_receiving_address')}
              autoComplete="street-address"
              required
              maxLength={200}
              {...form.getFieldProps('receivingAddress')}
              error={fieldError('receivingAddress')}
            />
            <TextField
              label={translate('points_mobile_number')}
              type="tel"
              autoComplete="tel"
              required
              maxLength={20}
              {...form.getFieldProps('mobileNumber')}
              error={fieldError('mobileNumber')}
            />
            <PasswordField
              label={translate('points_withdraw_password')}
              autoComplete="current-password"
              showPasswordLabel={translate('show_password')}
              required
              {...form.getFieldProps('withdrawPassword')}
              error={fieldError('withdrawPassword')}
            />
            <Total aria-live="polite">
              {amount > 0
                ? translate('points_redeem_total_amount', {
                    count: pointsTotal,
                    points,
                    amount: `${currencySymbol(currency)}${formatAmount(amount)}`,
                  })
                : translate('points_redeem_total', { count: pointsTotal, points })}
            </Total>
            <FormActions align="stretch">
              <Button type="submit" loading={submit.pending}>
                {translate('points_redeem_submit')}
              </Button>
              <Button variant="secondary" onClick={onClose} disabled={submit.pending}>
                {translate('points_cancel')}
              </Button>
            </FormActions>
          </Form>
        )}
      </ModalBody>
    </Modal>
  );
}
