import type { BannerGroup, BannerLinkageType } from '@tessera/api/contract';
import { BANNER_ART } from '../../static/artwork';
import type { NewBanner } from '../schema-content';

/** [group, artwork slug, linkage type, linkage target] */
type Row = readonly [BannerGroup, string, BannerLinkageType | null, string | null];

/**
 * Banners by group, in display order. w_home has several (the carousel), most pages one or two,
 * w_help none (the strip stays hidden); w_deposit20 and w_bet20 exist, so the top-20 pages are on.
 * Promotion targets are ids of the seeded promotions.
 */
const BANNERS: readonly Row[] = [
  ['w_home', 'home-welcome', 'PROMOTION', '1'],
  ['w_home', 'home-live', 'ROUTE', '/live'],
  ['w_home', 'home-slots', 'ROUTE', '/rng'],
  ['w_home', 'home-app', 'ROUTE', '/down'],
  ['w_home', 'home-vip', 'ROUTE', '/vip'],
  ['w_rng', 'rng-jackpot', 'ROUTE', '/rng?type=hot'],
  ['w_rng', 'rng-rebate', 'PROMOTION', '3'],
  ['w_live', 'live-tables', null, null],
  ['w_fish', 'fish-hunt', 'PROMOTION', '6'],
  ['w_pvp', 'pvp-tienlen', 'PROMOTION', '7'],
  ['w_sports', 'sports-parlay', 'PROMOTION', '5'],
  ['w_sports', 'sports-league', 'ROUTE', '/sports'],
  ['w_esports', 'esports-finals', 'URL', 'https://esports.example.com/mekong-finals'],
  ['w_lott', 'lott-vn', 'ROUTE', '/lottery'],
  ['w_down', 'down-app', null, null],
  ['w_promotion', 'promo-newbie', 'PROMOTION', '1'],
  ['w_promotion', 'promo-daily', 'PROMOTION', '2'],
  ['w_shop', 'shop-points', 'PROMOTION', '9'],
  ['w_deposit20', 'deposit20', 'ROUTE', '/deposit-rank'],
  ['w_bet20', 'bet20', 'ROUTE', '/bet-rank'],
  // Second banners of the lanes, ids 21 on (appended, so the first ids keep their banners).
  ['w_live', 'promo-live-rebate', 'PROMOTION', '4'],
  ['w_fish', 'fish-hunt', 'ROUTE', '/fish'],
  ['w_pvp', 'promo-tienlen', 'ROUTE', '/pvp'],
  ['w_esports', 'sports-league', 'ROUTE', '/esports'],
  ['w_lott', 'promo-lotto', 'PROMOTION', '8'],
  ['w_shop', 'promo-points', 'ROUTE', '/pointMall'],
  ['w_promotion', 'promo-gaming', 'PROMOTION', '13'],
];

export const SEED_BANNERS: NewBanner[] = BANNERS.map(([group_name, slug, linkage_type, linkage_target], i) => ({
  id: i + 1,
  group_name,
  title: BANNER_ART[slug]?.[0] ?? slug,
  image_url: `/static/banners/${slug}.webp`,
  linkage_type,
  linkage_target,
  sort_order: i + 1,
}));
