import { PROMOTION_TYPE_ALL } from '@tessera/api';
import { PromotionBrowser } from '../features/content/PromotionBrowser';
import { usePromotionsQuery } from '../features/content/contentApi';
import { ContentSkeleton, QueryView } from '../features/content/QueryStatus';
import { Page } from '../shell/Page';

/** /promotions: every running promotion, filtered by type on this side (one read serves every tab). */
export default function PromotionsPage() {
  const promotions = usePromotionsQuery(PROMOTION_TYPE_ALL);
  return (
    <Page>
      <QueryView query={promotions} skeleton={<ContentSkeleton rows={3} height={160} />}>
        {(data) => <PromotionBrowser promotions={data} />}
      </QueryView>
    </Page>
  );
}
