import { useTranslation } from '@tessera/i18n';
import type { Promotion } from '@tessera/api';
import { PromotionLabels } from './PromotionLabels';
import { PromotionPeriod } from './PromotionPeriod';
import { PROMOTION_TYPE_KEYS } from './promotions';
import { BackLink, Art, Heading, Facts, Offer, Terms } from './PromotionDetail.styles';

/**
 * One promotion in full: artwork, labels, title, when it runs, and its content (the summary, how
 * to take part and the terms), shown here in full rather than behind another link.
 */
export function PromotionDetail({ promotion, backTo }: { promotion: Promotion; backTo: string }) {
  const { t: translate } = useTranslation();
  return (
    <article>
      <BackLink to={backTo}>{translate('promo_back')}</BackLink>
      <Offer>
        <Art src={promotion.imageUrl} alt="" />
        <Heading>
          <PromotionLabels labels={promotion.labels} />
          <h2>{promotion.title}</h2>
          <Facts>
            <dt>{translate('promo_period')}</dt>
            <dd>
              <PromotionPeriod promotion={promotion} />
            </dd>
            <dt>{translate('promo_type')}</dt>
            <dd>{translate(PROMOTION_TYPE_KEYS[promotion.type])}</dd>
          </Facts>
        </Heading>
      </Offer>
      <Terms html={promotion.content} />
      <BackLink to={backTo} data-part="bottom">
        {translate('promo_back')}
      </BackLink>
    </article>
  );
}
