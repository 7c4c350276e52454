import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm } from '../../../widgets/useForm';
import { lazy, object, string } from 'yup';
import type { DepositChannel, DepositOrder } from '@tessera/api';
import { useTranslation } from '@tessera/i18n';
import { currencySymbol, formatAmount } from '@tessera/format';
import { Button, Form, FormActions, FormMessage, TextField } from '@tessera/ui';
import type { FailureInfo } from '../../system/slice';
import { useCreateDepositMutation } from '../cashierApi';
import { amountText, parseAmount } from '../amount';
import { amountRule } from './amount';
import { ChannelPicker } from './ChannelPicker';
import { cashierErrorMessage } from './messages';
import { Quick } from './DepositForm.styles';

/** The quick amounts offered (minor units), those within the chosen channel's limits. */
export const QUICK_AMOUNTS = [10_000, 50_000, 100_000, 500_000] as const;

export interface DepositFormProps {
  channels: DepositChannel[];
  currency: string;
  /** The order was made; `popupBlocked` when its payment window could not be opened. */
  onCreated: (order: DepositOrder, popupBlocked: boolean) => void;
}

/**
 * The deposit form: a channel, an amount within its limits (typed or a quick amount). Submitting
 * opens the payment window at once, from the click (so popup blockers allow it), makes the order,
 * then sends the window to the order's payment page.
 */
export function DepositForm({ channels, currency, onCreated }: DepositFormProps) {
  const { t: translate } = useTranslation();
  const [create, { isLoading }] = useCreateDepositMutation();
  const [failure, setFailure] = useState<FailureInfo | null>(null);
  const popup = useRef<Window | null>(null);
  const byCode = useMemo(() => new Map(channels.map((c) => [c.code, c])), [channels]);

  const schema = useMemo(
    () =>
      lazy((values: { channelCode?: string }) => {
        const channel = byCode.get(values.channelCode ?? '');
        return object({
          channelCode: string().required(translate('error_input_required')),
          amount: channel
            ? amountRule(translate, channel.minAmount, channel.maxAmount)
            : string().required(translate('cashier_error_amount_required')),
        });
      }),
    [byCode, translate],
  );

  const form = useForm({
    initialValues: { channelCode: channels[0]?.code ?? '', amount: '' },
    validationSchema: schema,
    onSubmit: async (values) => {
      const amount = parseAmount(values.amount) ?? 0;
      setFailure(null);
      const payWindow = popup.current;
      popup.current = null;
      try {
        const order = await create({ channelCode: values.channelCode, amount }).unwrap();
        const opened = payWindow !== null && !payWindow.closed;
        if (opened) payWindow.location.href = order.payUrl;
        onCreated(order, !opened);
      } catch (error) {
        payWindow?.close();
        setFailure(error as FailureInfo);
      }
    },
  });

  const channel = byCode.get(form.values.channelCode);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    // Opened now, while the click still counts as the member's: after the call it would be blocked.
    if (schema.isValidSync(form.values)) popup.current = window.open('', '_blank');
    form.handleSubmit(event);
  };
  const amountError = form.touched.amount ? form.errors.amount : undefined;

  return (
    <Form onSubmit={submit} aria-label={translate('mc_page_deposit')}>
      {failure && <FormMessage tone="danger">{cashierErrorMessage(translate, failure)}</FormMessage>}
      <ChannelPicker
        channels={channels}
        value={form.values.channelCode}
        disabled={isLoading}
        onChange={(code) => void form.setFieldValue('channelCode', code)}
      />
      <TextField
        label={translate('cashier_amount')}
        inputMode="decimal"
        autoComplete="off"
        required
        startAdornment={currencySymbol(currency)}
        hint={
          channel
            ? translate('cashier_amount_hint', {
                min: formatAmount(channel.minAmount),
                max: formatAmount(channel.maxAmount),
              })
            : undefined
        }
        {...form.getFieldProps('amount')}
        error={amountError}
      />
      <Quick role="group" aria-label={translate('cashier_quick_amounts')}>
        {QUICK_AMOUNTS.filter((amount) => !channel || (amount >= channel.minAmount && amount <= channel.maxAmount)).map(
          (amount) => (
            <Button
              key={amount}
              variant="secondary"
              size="sm"
              aria-pressed={parseAmount(form.values.amount) === amount}
              onClick={() => {
                void form.setFieldValue('amount', amountText(amount));
                void form.setFieldTouched('amount', true, false);
              }}
            >
              {formatAmount(amount)}
            </Button>
          ),
        )}
      </Quick>
      <FormActions align="stretch">
        <Button type="submit" loading={isLoading}>
          {translate('cashier_deposit_submit')}
        </Button>
      </FormActions>
    </Form>
  );
}
