import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '@tessera/i18n';
import { PROVIDER_DROPDOWN_MAX, PROVIDER_MENU_ARROWS_ABOVE } from '../core/constants';
import { useVendorLanes } from '../features/content/useVendorLanes';
import { NAV_CATEGORIES, providerItem, providerListPath } from './categoryRoutes';
import { Bar, List, Item, Entry, Dropdown } from './SiteNav.styles';
import { PartBoundary } from '../widgets/PartBoundary';

const ProviderMenu = lazy(() => import('./ProviderMenuChunk'));

/**
 * §2 navigation: home, each game category that has providers, app download and promotions.
 * Hovering (or focusing) a category shows its providers.
 */
export function SiteNav() {
  const { t: translate } = useTranslation();
  const navigate = useNavigate();
  const { data: lanes, isLoading: lanesLoading } = useVendorLanes();
  const [openCategory, setOpenCategory] = useState<string | null>(null);
  const categories = NAV_CATEGORIES.filter(({ category }) =>
    lanes.some((lane) => lane.title === category && lane.cards.length > 0),
  );
  const open = categories.find((c) => c.category === openCategory);
  const providers = lanes.find((lane) => lane.title === openCategory)?.cards ?? [];

  return (
    <Bar aria-label={translate('nav_label')} onMouseLeave={() => setOpenCategory(null)}>
      <List>
        <Item>
          <Entry to="/index" end onMouseEnter={() => setOpenCategory(null)}>
            {translate('page_home')}
          </Entry>
        </Item>
        {categories.map(({ category, path, titleKey }) => (
          <Item key={category} onMouseEnter={() => setOpenCategory(category)} onFocus={() => setOpenCategory(category)}>
            <Entry to={path}>{translate(titleKey)}</Entry>
          </Item>
        ))}
        {/*
          After the categories, so they come with them: shown before the lanes answered, these two
          would be pushed along the bar (on a desktop, in view) when the categories arrived.
        */}
        {!lanesLoading && (
          <>
            <Item>
              <Entry to="/down" onMouseEnter={() => setOpenCategory(null)}>
                {translate('page_app_download')}
              </Entry>
            </Item>
            <Item>
              <Entry to="/promotions" onMouseEnter={() => setOpenCategory(null)}>
                {translate('page_promotions')}
              </Entry>
            </Item>
          </>
        )}
      </List>
      {open && providers.length > 0 && (
        <Dropdown onKeyDown={(event) => event.key === 'Escape' && setOpenCategory(null)}>
          <PartBoundary>
            <Suspense fallback={null}>
              <ProviderMenu
                providers={providers.map(providerItem)}
                maxItems={PROVIDER_DROPDOWN_MAX}
                arrowsAbove={PROVIDER_MENU_ARROWS_ABOVE}
                onSelect={(provider) => {
                  setOpenCategory(null);
                  void navigate(providerListPath(open.path, provider.code));
                }}
                onMore={() => {
                  setOpenCategory(null);
                  void navigate(open.path);
                }}
                label={translate('nav_providers', { category: translate(open.titleKey) })}
                moreLabel={translate('nav_more')}
                previousLabel={translate('nav_previous_providers')}
                nextLabel={translate('nav_next_providers')}
                hotLabel={translate('nav_hot')}
              />
            </Suspense>
          </PartBoundary>
        </Dropdown>
      )}
    </Bar>
  );
}
