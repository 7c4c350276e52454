import { useMemo } from 'react';
import { useForm } from '../../widgets/useForm';
import { object, string } from 'yup';
import type { ContractKind, ContractTerms } from '@tessera/api';
import { contractRates } from '@tessera/api';
import { useTranslation } from '@tessera/i18n';
import type { TFunction } from '@tessera/i18n';
import { Button, DescriptionItem, DescriptionList, Form, FormActions, FormMessage, TextField } from '@tessera/ui';
import { useAppDispatch, useAppSelector } from '../../core/hooks';
import { amountText, parseAmount } from '../memberCentre/amount';
import { formatRate, PERIOD_LABELS } from './format';
import { contractErrorMessage } from './messages';
import { contractRequested, selectNegotiation } from './slice';

export interface OfferValues {
  rate: string;
  minBet: string;
  minActiveMembers: string;
  profitRate: string;
  lossRate: string;
  minSingleBet: string;
}

/** The form's text of existing terms (to change them), or empty fields. */
export function offerValues(terms: ContractTerms | null | undefined): OfferValues {
  const tier = terms?.tiers[0];
  return {
    rate: tier ? amountText(tier.rate) : '',
    minBet: tier ? amountText(tier.minBet) : '0',
    minActiveMembers: tier ? String(tier.minActiveMembers) : '0',
    profitRate: terms?.profitRate != null ? amountText(terms.profitRate) : '',
    lossRate: terms?.lossRate != null ? amountText(terms.lossRate) : '',
    minSingleBet: terms?.minSingleBet != null ? amountText(terms.minSingleBet) : '0',
  };
}

/** The terms the form's text asks for (rates typed in percent with 2 decimals are basis points). */
export function termsOf(kind: ContractKind, values: OfferValues, period: ContractTerms['period']): ContractTerms {
  if (kind === 'REALTIME_SALARY') {
    return {
      period: null,
      tiers: [],
      profitRate: parseAmount(values.profitRate) ?? 0,
      lossRate: parseAmount(values.lossRate) ?? 0,
      minSingleBet: parseAmount(values.minSingleBet) ?? 0,
    };
  }
  return {
    period: kind === 'DIVIDEND' ? period : null,
    tiers: [
      {
        rate: parseAmount(values.rate) ?? 0,
        minBet: parseAmount(values.minBet) ?? 0,
        minActiveMembers: Number(values.minActiveMembers),
      },
    ],
    profitRate: null,
    lossRate: null,
    minSingleBet: null,
  };
}

/** A rate field's rule: a percentage with at most 2 decimals, from `min` up to the agent's own rate. */
const rateRule = (t: TFunction, cap: number, min: number) =>
  string()
    .required(t('error_input_required'))
    .test('rate', '', function check(value) {
      const bp = parseAmount(value ?? '');
      if (bp === null) return this.createError({ message: t('contract_error_rate_format') });
      if (bp < min) return this.createError({ message: t('contract_error_rate_min') });
      if (bp > cap) return this.createError({ message: t('contract_error_rate_cap', { cap: formatRate(cap) }) });
      return true;
    });

const amountField = (t: TFunction) =>
  string()
    .required(t('error_input_required'))
    .test(
      'amount',
      t('cashier_error_invalid_amount'),
      (value) => parseAmount(value ?? '') !== null || (value ?? '').trim() === '0',
    );

/**
 * Offering a downline agent a contract of `kind`, or new terms for the one in force: one tier
 * (rate, bet threshold, active members) or the real-time rates, never above the agent's own
 * (`cap`); a dividend runs over the agent's own period. The offer goes to the negotiation saga
 * under `flowKey`; a refusal shows here and keeps what was typed.
 */
export function OfferForm({
  kind,
  downline,
  cap,
  current,
  flowKey,
}: {
  kind: ContractKind;
  downline: string;
  cap: ContractTerms;
  current: ContractTerms | null;
  flowKey: string;
}) {
  const { t: translate } = useTranslation();
  const dispatch = useAppDispatch();
  const flow = useAppSelector(selectNegotiation(flowKey));
  const limits = contractRates(cap);
  const schema = useMemo(
    () =>
      kind === 'REALTIME_SALARY'
        ? object({
            profitRate: rateRule(translate, limits.profitRate, 0),
            lossRate: rateRule(translate, limits.lossRate, 0),
            minSingleBet: amountField(translate),
          })
        : object({
            rate: rateRule(translate, limits.rate, 1),
            minBet: amountField(translate),
            minActiveMembers: string()
              .required(translate('error_input_required'))
              .matches(/^\d{1,6}$/, translate('contract_error_members')),
          }),
    [kind, translate, limits.rate, limits.profitRate, limits.lossRate],
  );
  const form = useForm<OfferValues>({
    initialValues: offerValues(current),
    validationSchema: schema,
    onSubmit: (values) => {
      dispatch(
        contractRequested({
          key: flowKey,
          kind,
          request: { action: 'OFFER', downline, terms: termsOf(kind, values, cap.period) },
        }),
      );
    },
  });
  const error = (name: keyof OfferValues) => (form.touched[name] ? form.errors[name] : undefined);
  const field = (name: keyof OfferValues, label: string, hint: string, adornment?: string) => (
    <TextField
      label={label}
      inputMode="decimal"
      autoComplete="off"
      required
      hint={hint}
      {...(adornment ? { endAdornment: adornment } : {})}
      {...form.getFieldProps(name)}
      error={error(name)}
    />
  );
  return (
    <Form onSubmit={form.handleSubmit} aria-label={translate('contract_offer_form', { account: downline })}>
      {flow?.phase === 'failed' && (
        <FormMessage tone="danger">{contractErrorMessage(translate, flow.error)}</FormMessage>
      )}
      <DescriptionList>
        <DescriptionItem label={translate('contract_downline')}>{downline}</DescriptionItem>
        {cap.period && (
          <DescriptionItem label={translate('contract_period')}>{translate(PERIOD_LABELS[cap.period])}</DescriptionItem>
        )}
      </DescriptionList>
      {kind === 'REALTIME_SALARY' ? (
        <>
          {field(
            'profitRate',
            translate('contract_profit_rate'),
            translate('contract_rate_hint', { cap: formatRate(limits.profitRate) }),
            '%',
          )}
          {field(
            'lossRate',
            translate('contract_loss_rate'),
            translate('contract_rate_hint', { cap: formatRate(limits.lossRate) }),
            '%',
          )}
          {field('minSingleBet', translate('contract_min_single_bet'), translate('contract_min_single_bet_hint'))}
        </>
      ) : (
        <>
          {field(
            'rate',
            translate('contract_rate'),
            translate('contract_rate_hint', { cap: formatRate(limits.rate) }),
            '%',
          )}
          {field(
            'minBet',
            translate(kind === 'HOURLY_SALARY' ? 'contract_min_bet_amount' : 'contract_min_valid_bet'),
            translate('contract_min_bet_hint'),
          )}
          {field(
            'minActiveMembers',
            translate('contract_min_active_members'),
            translate('contract_min_active_members_hint'),
          )}
        </>
      )}
      <FormActions align="stretch">
        <Button type="submit" loading={flow?.phase === 'sending'} loadingLabel={translate('contract_sending')}>
          {translate('contract_offer_submit')}
        </Button>
      </FormActions>
    </Form>
  );
}
