import { useTranslation } from '@tessera/i18n';
import type { PromotionLabel } from '@tessera/api';
import { PROMOTION_LABEL_KEYS } from './promotions';
import { List, Chip } from './PromotionLabels.styles';

/** A promotion's labels (§9: newbie, limited, special, daily, high rebate, VIP). */
export function PromotionLabels({ labels }: { labels: readonly PromotionLabel[] }) {
  const { t: translate } = useTranslation();
  if (labels.length === 0) return null;
  return (
    <List aria-label={translate('promo_labels')}>
      {labels.map((label) => (
        <Chip key={label} data-label={label}>
          {translate(PROMOTION_LABEL_KEYS[label])}
        </Chip>
      ))}
    </List>
  );
}
