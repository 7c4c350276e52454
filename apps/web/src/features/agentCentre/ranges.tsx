import { PLATFORM_DAY_UTC_OFFSET_MINUTES } from '@tessera/api';
import type { TeamOverviewQuery } from '@tessera/api';
import { useTranslation } from '@tessera/i18n';
import { addDays, isoDay, startOfDay, startOfMonth, startOfWeek } from '@tessera/format';
import type { TranslationKey } from '@tessera/i18n';
import { Button } from '@tessera/ui';
import { Toolbar, RangeGroup, Days } from './ranges.styles';

/** The ranges an agent picks from; weeks start on Monday. */
export const RANGES = ['today', 'yesterday', 'thisWeek', 'thisMonth'] as const;
export type Range = (typeof RANGES)[number];

const RANGE_LABELS: Record<Range, TranslationKey> = {
  today: 'agent_range_today',
  yesterday: 'agent_range_yesterday',
  thisWeek: 'agent_range_this_week',
  thisMonth: 'agent_range_this_month',
};

/** The days of a range on the platform's calendar (its days begin at its own UTC offset), YYYY-MM-DD. */
export function daysOf(range: Range, now: number): TeamOverviewQuery {
  const today = startOfDay(now, PLATFORM_DAY_UTC_OFFSET_MINUTES);
  switch (range) {
    case 'today':
      return { from: isoDay(today), to: isoDay(today) };
    case 'yesterday':
      return { from: isoDay(addDays(today, -1)), to: isoDay(addDays(today, -1)) };
    case 'thisWeek':
      return { from: isoDay(startOfWeek(today)), to: isoDay(today) };
    case 'thisMonth':
      return { from: isoDay(startOfMonth(today)), to: isoDay(today) };
  }
}

/** The quick ranges as toggle buttons, and the days the chosen one covers. */
export function RangePicker({
  range,
  days,
  onChange,
}: {
  range: Range;
  days: TeamOverviewQuery;
  onChange: (range: Range) => void;
}) {
  const { t: translate } = useTranslation();
  return (
    <Toolbar>
      <RangeGroup role="group" aria-label={translate('agent_range_label')}>
        {RANGES.map((id) => (
          <Button
            key={id}
            size="sm"
            variant={id === range ? 'primary' : 'secondary'}
            aria-pressed={id === range}
            onClick={() => onChange(id)}
          >
            {translate(RANGE_LABELS[id])}
          </Button>
        ))}
      </RangeGroup>
      <Days>
        {days.from === days.to
          ? translate('agent_range_day', { day: days.from })
          : translate('agent_range_days', { from: days.from, to: days.to })}
      </Days>
    </Toolbar>
  );
}
