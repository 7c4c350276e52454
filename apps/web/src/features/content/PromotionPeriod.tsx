import { useTranslation } from '@tessera/i18n';
import type { Promotion } from '@tessera/api';
import { formatDay } from './period';

/** When a promotion runs: its first and last day, or from when when it has no end. */
export function PromotionPeriod({
  promotion,
  className,
}: {
  promotion: Pick<Promotion, 'startsAt' | 'endsAt'>;
  className?: string;
}) {
  const { t: translate, i18n } = useTranslation();
  const start = <time dateTime={promotion.startsAt}>{formatDay(promotion.startsAt, i18n.language)}</time>;
  if (!promotion.endsAt) {
    return (
      <span className={className}>
        {translate('promo_period_open', { start: formatDay(promotion.startsAt, i18n.language) })}
      </span>
    );
  }
  return (
    <span className={className}>
      {start} – <time dateTime={promotion.endsAt}>{formatDay(promotion.endsAt, i18n.language)}</time>
    </span>
  );
}
