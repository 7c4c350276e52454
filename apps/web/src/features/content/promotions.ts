import {
  PROMOTION_TYPE_ALL,
  PROMOTION_TYPES,
  type Promotion,
  type PromotionFilter,
  type PromotionLabel,
} from '@tessera/api';
import type { TranslationKey } from '@tessera/i18n';

/** The query parameter of /promotions that holds the chosen type, so back and reload keep it. */
export const PROMOTION_TYPE_PARAM = 'type';

export const PROMOTION_TYPE_KEYS: Readonly<Record<PromotionFilter, TranslationKey>> = {
  all: 'promo_type_all',
  others: 'promo_type_others',
  sports: 'promo_type_sports',
  live: 'promo_type_live',
  slots: 'promo_type_slots',
  card: 'promo_type_card',
  fish: 'promo_type_fish',
  lotto: 'promo_type_lotto',
  rebate: 'promo_type_rebate',
  pointsMall: 'promo_type_points_mall',
  rank: 'promo_type_rank',
  deposit: 'promo_type_deposit',
  appDownload: 'promo_type_app_download',
  newbie: 'promo_type_newbie',
  gaming: 'promo_type_gaming',
};

export const PROMOTION_LABEL_KEYS: Readonly<Record<PromotionLabel, TranslationKey>> = {
  newbie: 'promo_label_newbie',
  limited: 'promo_label_limited',
  special: 'promo_label_special',
  daily: 'promo_label_daily',
  highRebate: 'promo_label_high_rebate',
  vip: 'promo_label_vip',
};

/** The filter tabs: all, then the §9 types that have at least one running promotion, in §9 order. */
export function promotionFilters(promotions: readonly Promotion[]): PromotionFilter[] {
  const present = new Set(promotions.map((p) => p.type));
  return [PROMOTION_TYPE_ALL, ...PROMOTION_TYPES.filter((type) => present.has(type))];
}

/** The filter named in the address, when it is one of the offered tabs; else all. */
export function chosenFilter(param: string | null, offered: readonly PromotionFilter[]): PromotionFilter {
  return offered.find((filter) => filter === param) ?? PROMOTION_TYPE_ALL;
}

export function filterPromotions(promotions: readonly Promotion[], filter: PromotionFilter): Promotion[] {
  return filter === PROMOTION_TYPE_ALL ? [...promotions] : promotions.filter((p) => p.type === filter);
}

/** Where a promotion's details are. */
export const promotionPath = (id: string) => `/promoDetail?id=${encodeURIComponent(id)}`;
