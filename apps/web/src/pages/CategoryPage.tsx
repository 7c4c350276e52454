import { useLocation } from 'react-router-dom';
import type { GameCategory } from '@tessera/api';
import { useTranslation } from '@tessera/i18n';
import { EmptyState } from '@tessera/ui';
import { runtimeConfig } from '../core/api';
import { useVendorLanesQuery } from '../features/content/contentApi';
import { ContentSkeleton, QueryView } from '../features/content/QueryStatus';
import { ProviderCards } from '../features/games/ProviderCards';
import { ProviderGamesDialog } from '../features/games/ProviderGamesDialog';
import { Page } from '../shell/Page';
import { titleKeyFor } from '../shell/pageTitles';

/** §2 category pages and the vendor lane each one shows. */
const LANE_OF: Record<string, GameCategory> = {
  '/live': 'LIVE',
  '/sports': 'SPORTS',
  '/esports': 'ESPORTS',
  '/elott': 'ELOTT',
  '/cockfight': 'COCKFIGHT',
};

/** /live, /sports, /esports, /elott, /cockfight: the category's providers from the vendor lanes. */
export default function CategoryPage() {
  const { t: translate } = useTranslation();
  const { pathname } = useLocation();
  const lanes = useVendorLanesQuery(runtimeConfig.merchant);
  const category = LANE_OF[pathname];
  return (
    <Page>
      <QueryView query={lanes} skeleton={<ContentSkeleton rows={2} height={160} />}>
        {(data) => {
          const cards = data.find((lane) => lane.title === category)?.cards ?? [];
          if (cards.length === 0) {
            return (
              <EmptyState
                titleAs="h2"
                title={translate('category_no_providers')}
                description={translate('category_no_providers_text')}
              />
            );
          }
          return (
            <ProviderCards
              cards={cards}
              label={translate('game_providers_label', { category: translate(titleKeyFor(pathname)) })}
            />
          );
        }}
      </QueryView>
      <ProviderGamesDialog />
    </Page>
  );
}
