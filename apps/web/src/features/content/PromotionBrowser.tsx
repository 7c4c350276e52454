import { useLocation, useSearchParams } from 'react-router-dom';
import { useTranslation } from '@tessera/i18n';
import type { Promotion } from '@tessera/api';
import { EmptyState, Tabs, TabsContent, TabsList, TabsTrigger } from '@tessera/ui';
import { PromotionCard } from './PromotionCard';
import {
  PROMOTION_TYPE_KEYS,
  PROMOTION_TYPE_PARAM,
  chosenFilter,
  filterPromotions,
  promotionFilters,
} from './promotions';
import { Grid } from './PromotionBrowser.styles';

/**
 * The promotions with a tab per type that has any (§9); the chosen type lives in the address
 * (`?type=`), so coming back from a promotion's details finds the same tab.
 */
export function PromotionBrowser({ promotions }: { promotions: readonly Promotion[] }) {
  const { t: translate } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { pathname, search } = useLocation();
  if (promotions.length === 0) return <EmptyState title={translate('promo_empty')} />;

  const filters = promotionFilters(promotions);
  const filter = chosenFilter(params.get(PROMOTION_TYPE_PARAM), filters);
  const choose = (value: string) => {
    const next = chosenFilter(value, filters);
    setParams(next === 'all' ? {} : { [PROMOTION_TYPE_PARAM]: next }, { replace: true });
  };
  return (
    <Tabs value={filter} onValueChange={choose}>
      <TabsList aria-label={translate('promo_filter')}>
        {filters.map((value) => (
          <TabsTrigger key={value} value={value}>
            {translate(PROMOTION_TYPE_KEYS[value])}
          </TabsTrigger>
        ))}
      </TabsList>
      {/* A panel per tab keeps every tab's aria-controls pointing at an element; hidden panels render nothing. */}
      {filters.map((value) => (
        <TabsContent key={value} value={value}>
          <Grid>
            {filterPromotions(promotions, value).map((promotion) => (
              <PromotionCard key={promotion.id} promotion={promotion} from={pathname + search} />
            ))}
          </Grid>
        </TabsContent>
      ))}
    </Tabs>
  );
}
