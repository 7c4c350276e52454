import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from '@tessera/i18n';
import type { Banner } from '@tessera/api';
import { BannerCarousel, type BannerItem, FIRST_VIEW_MS } from '@tessera/ui';
import { BANNER_AUTOPLAY_MS } from '../../core/constants';
import { BANNER_GROUP_BY_PATH } from './bannerGroupMap';
import { useBannersQuery } from './contentApi';
import { Strip, Reserved } from './RouteBanner.styles';

/** Where a banner's link goes (§3 linkage): a page of this site, a promotion, or an outside address. */
export function bannerTarget(
  banner: Pick<Banner, 'linkageType' | 'linkageTarget'>,
): { path: string } | { url: string } | null {
  if (!banner.linkageType || !banner.linkageTarget) return null;
  switch (banner.linkageType) {
    case 'ROUTE':
      return banner.linkageTarget.startsWith('/') ? { path: banner.linkageTarget } : null;
    case 'PROMOTION':
      return { path: `/promoDetail?id=${encodeURIComponent(banner.linkageTarget)}` };
    case 'URL':
      return /^https?:\/\//.test(banner.linkageTarget) ? { url: banner.linkageTarget } : null;
    default:
      return null;
  }
}

/** The banner strip of the current page (§2 banner-group map); nothing when its group is empty. */
export function RouteBanner() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const group = BANNER_GROUP_BY_PATH[pathname];
  const { data: banners = [], isLoading } = useBannersQuery(group!, { skip: !group });
  const items = useMemo<BannerItem[]>(
    () =>
      banners.map((b) => ({
        id: b.bannerId,
        imageUrl: b.url,
        alt: b.title,
        linkageType: bannerTarget(b) ? b.linkageType : null,
      })),
    [banners],
  );
  if (!group) return null;
  // Until the group answers, its strip holds the banners' place, so the page below does not jump.
  if (isLoading)
    return (
      <Strip>
        <Reserved aria-hidden="true" data-placeholder="banners" />
      </Strip>
    );
  if (items.length === 0) return null;

  const open = (item: BannerItem) => {
    const banner = banners.find((b) => b.bannerId === item.id);
    const target = banner && bannerTarget(banner);
    if (!target) return;
    if ('path' in target) void navigate(target.path);
    else window.open(target.url, '_blank', 'noopener,noreferrer');
  };
  return (
    <Strip>
      <BannerCarousel
        banners={items}
        onBannerClick={open}
        autoplayMs={BANNER_AUTOPLAY_MS}
        enhanceAfterMs={FIRST_VIEW_MS}
        labels={{
          region: t('banners_region'),
          previous: t('banners_previous'),
          next: t('banners_next'),
          pagination: t('banners_pagination'),
          goTo: (position, total) => t('banners_go_to', { position, total }),
          slide: (position, total) => t('banners_slide', { position, total }),
          pause: t('banners_pause'),
          play: t('banners_play'),
        }}
      />
    </Strip>
  );
}
