import { useLocation, useSearchParams } from 'react-router-dom';
import { useTranslation } from '@tessera/i18n';
import { PROMOTION_TYPE_ALL } from '@tessera/api';
import { EmptyState } from '@tessera/ui';
import { usePromotionsQuery } from '../features/content/contentApi';
import { PromotionDetail } from '../features/content/PromotionDetail';
import { BackLink } from '../features/content/PromotionDetail.styles';
import { ContentSkeleton, QueryView } from '../features/content/QueryStatus';
import { Page } from '../shell/Page';

/** Where "back" goes: the list the member came from (its tab included), else the whole list. */
function useBackTarget(): string {
  const from = (useLocation().state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/promotions') ? from : '/promotions';
}

/** /promoDetail?id=: one running promotion; an unknown or ended one says so. */
export default function PromoDetailPage() {
  const { t: translate } = useTranslation();
  const id = useSearchParams()[0].get('id');
  const backTo = useBackTarget();
  // The list is already cached when the member comes from it; one read serves both pages.
  const promotions = usePromotionsQuery(PROMOTION_TYPE_ALL);
  return (
    <Page>
      <QueryView query={promotions} skeleton={<ContentSkeleton rows={2} height={200} />}>
        {(data) => {
          const promotion = data.find((p) => p.id === id);
          return promotion ? (
            <PromotionDetail promotion={promotion} backTo={backTo} />
          ) : (
            <EmptyState
              role="alert"
              title={translate('promo_not_found')}
              description={translate('promo_not_found_text')}
              action={<BackLink to="/promotions">{translate('promo_back')}</BackLink>}
            />
          );
        }}
      </QueryView>
    </Page>
  );
}
