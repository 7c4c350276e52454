import { useForm } from '../../../widgets/useForm';
import { object, string } from 'yup';
import { RECORDS_MAX_DAYS } from '@tessera/api';
import { useTranslation } from '@tessera/i18n';
import type { TranslationKey } from '@tessera/i18n';
import { parseIsoDay } from '@tessera/format';
import { Button, Form, Select, TextField } from '@tessera/ui';
import type { SelectOption } from '@tessera/ui';
import { QUICK_RANGES, quickRange, quickRangeOf, rangeProblem } from './dates';
import type { DayRange, QuickRange } from './dates';
import { Quick, Fields } from './RecordsFilter.styles';

/** What a record page asks for: a day range and one more choice (game type or kind; '' for all). */
export interface RecordsFilterValues extends DayRange {
  extra: string;
}

const QUICK_LABELS: Record<QuickRange, TranslationKey> = {
  today: 'records_quick_today',
  yesterday: 'records_quick_yesterday',
  last7: 'records_quick_last7',
  last30: 'records_quick_last30',
};

export interface RecordsFilterProps {
  /** The range and choice the page shows now. */
  value: RecordsFilterValues;
  /** Called with a new, valid filter. */
  onApply: (value: RecordsFilterValues) => void;
  /** The label and choices of the extra select ('' is every one). */
  extraLabel: string;
  extraOptions: readonly SelectOption[];
  /** The form's accessible name. */
  label: string;
}

/**
 * The records' filter: quick ranges (today, yesterday, the last 7 or 30 days) that apply at once,
 * custom days applied with Search, and one more select that applies at once. A range the platform
 * would refuse (a day that is not one, from after to, longer than the limit) is caught here first.
 */
export function RecordsFilter({ value, onApply, extraLabel, extraOptions, label }: RecordsFilterProps) {
  const { t: translate } = useTranslation();
  const form = useForm<RecordsFilterValues>({
    initialValues: value,
    validationSchema: object({
      from: string()
        .required(translate('records_error_from_invalid'))
        .test('day', translate('records_error_from_invalid'), (from) => !Number.isNaN(parseIsoDay(from ?? ''))),
      to: string()
        .required(translate('records_error_to_invalid'))
        .test('range', '', function check(to) {
          const problem = rangeProblem({ from: this.parent.from as string, to: to ?? '' });
          if (problem === 'toInvalid') return this.createError({ message: translate('records_error_to_invalid') });
          if (problem === 'reversed') return this.createError({ message: translate('records_error_range_reversed') });
          if (problem === 'tooLong')
            return this.createError({ message: translate('records_error_range_too_long', { days: RECORDS_MAX_DAYS }) });
          return true;
        }),
    }),
    onSubmit: (values) => onApply(values),
  });
  const pressed = quickRangeOf(form.values);
  const fieldError = (name: 'from' | 'to') => (form.touched[name] ? form.errors[name] : undefined);

  const applyQuick = (range: QuickRange) => {
    const next = { ...form.values, ...quickRange(range) };
    void form.setValues(next, false);
    void form.setTouched({}, false);
    onApply(next);
  };

  return (
    <Form onSubmit={form.handleSubmit} aria-label={label}>
      <Quick role="group" aria-label={translate('records_quick_label')}>
        {QUICK_RANGES.map((range) => (
          <Button
            key={range}
            variant="secondary"
            size="sm"
            aria-pressed={pressed === range}
            onClick={() => applyQuick(range)}
          >
            {translate(QUICK_LABELS[range])}
          </Button>
        ))}
      </Quick>
      <Fields>
        <TextField
          label={translate('records_from')}
          type="date"
          {...form.getFieldProps('from')}
          error={fieldError('from')}
        />
        <TextField label={translate('records_to')} type="date" {...form.getFieldProps('to')} error={fieldError('to')} />
        <Select
          label={extraLabel}
          options={extraOptions}
          {...form.getFieldProps('extra')}
          onChange={(event) => {
            void form.setFieldValue('extra', event.target.value, false);
            void form.submitForm();
          }}
        />
        <Button type="submit">{translate('records_search')}</Button>
      </Fields>
    </Form>
  );
}
