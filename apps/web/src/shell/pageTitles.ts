import type { TranslationKey } from '@tessera/i18n/languages';
import { HOME_PATHS } from '../core/constants';

/** The translation key of each route's page title. */
export const PAGE_TITLE_KEYS: Record<string, TranslationKey> = {
  ...Object.fromEntries(HOME_PATHS.map((path) => [path, 'page_home' as const])),
  '/login': 'page_login',
  '/register': 'page_register',
  '/register.html': 'page_register',
  '/noticePage': 'page_notices',
  '/vip': 'page_vip',
  '/pointMall': 'page_point_mall',
  '/deposit-rank': 'page_deposit_rank',
  '/bet-rank': 'page_bet_rank',
  '/live': 'page_live',
  '/sports': 'page_sports',
  '/esports': 'page_esports',
  '/elott': 'page_elottery',
  '/pvp': 'page_pvp',
  '/fish': 'page_fishing',
  '/cockfight': 'page_cockfight',
  '/lottery': 'page_lottery',
  '/vnlottery': 'page_vn_lottery',
  '/rng': 'page_slots',
  '/promotions': 'page_promotions',
  '/promoDetail': 'page_promotion_detail',
  '/seamless': 'page_seamless',
  '/help': 'page_help',
  '/helpmc': 'page_help',
  '/down': 'page_app_download',
  '/download': 'page_app_download',
  '/join': 'page_join',
  '/game': 'page_game',
  '/fbsports': 'page_fb_sports',
};

export const titleKeyFor = (pathname: string): TranslationKey => PAGE_TITLE_KEYS[pathname] ?? 'not_found_title';
