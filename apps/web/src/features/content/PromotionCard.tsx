import { Link } from 'react-router-dom';
import { useTranslation } from '@tessera/i18n';
import type { Promotion } from '@tessera/api';
import { PromotionLabels } from './PromotionLabels';
import { PromotionPeriod } from './PromotionPeriod';
import { promotionPath } from './promotions';
import { Card, Art, Body, Title, Summary, Footer } from './PromotionCard.styles';

/** One promotion in the list: artwork, labels, title, summary and period; the card opens its details. */
export function PromotionCard({ promotion, from }: { promotion: Promotion; from: string }) {
  const { t: translate } = useTranslation();
  return (
    <Card>
      <Art src={promotion.imageUrl} alt="" loading="lazy" />
      <Body>
        <PromotionLabels labels={promotion.labels} />
        <Title>
          <Link to={promotionPath(promotion.id)} state={{ from }}>
            {promotion.title}
          </Link>
        </Title>
        <Summary>{promotion.summary}</Summary>
        <Footer>
          <PromotionPeriod promotion={promotion} />
          <span data-part="more" aria-hidden="true">
            {translate('promo_view_details')}
          </span>
        </Footer>
      </Body>
    </Card>
  );
}
