import { tagOf, useTranslation } from '@tessera/i18n';
import { formatDay } from '@tessera/format';
import type { Promotion } from '@tessera/api';

/** When a promotion runs: its first and last day, or from when when it has no end. */
export function PromotionPeriod({
  promotion,
  className,
}: {
  promotion: Pick<Promotion, 'startsAt' | 'endsAt'>;
  className?: string;
}) {
  const { t: translate, i18n } = useTranslation();
  const locale = tagOf(i18n.language);
  const start = <time dateTime={promotion.startsAt}>{formatDay(promotion.startsAt, locale)}</time>;
  if (!promotion.endsAt) {
    return (
      <span className={className}>
        {translate('promo_period_open', { start: formatDay(promotion.startsAt, locale) })}
      </span>
    );
  }
  return (
    <span className={className}>
      {start} – <time dateTime={promotion.endsAt}>{formatDay(promotion.endsAt, locale)}</time>
    </span>
  );
}
