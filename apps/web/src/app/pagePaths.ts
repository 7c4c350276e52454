/**
 * Which page answers which path of the product (spec §2), and in which frame, as plain data: the
 * app builds its routes from it (routes.tsx) and the site's server reads it to send a page's code
 * with the page's document (server/pageCode.ts). Each page is the module `src/pages/<name>.tsx`.
 */
import { HOME_PATHS } from '../core/constants';

export const PAGE_PATHS = {
  /** The pages in the full layout: header, navigation, footer. `*`: any other path. */
  full: [
    ['HomePage', HOME_PATHS],
    ['NoticePage', ['/noticePage']],
    ['VipPage', ['/vip']],
    ['PointMallPage', ['/pointMall']],
    ['RankPage', ['/deposit-rank', '/bet-rank']],
    ['CategoryPage', ['/live', '/sports', '/esports', '/elott', '/cockfight']],
    ['GameListPage', ['/rng', '/fish', '/pvp']],
    ['LotteryPage', ['/lottery']],
    ['VnLotteryPage', ['/vnlottery']],
    ['PromotionsPage', ['/promotions']],
    ['PromoDetailPage', ['/promoDetail']],
    ['SeamlessPage', ['/seamless']],
    ['HelpPage', ['/help']],
    ['DownloadPage', ['/down', '/download']],
    ['JoinPage', ['/join']],
    ['FbSportsPage', ['/fbsports']],
    ['NotFoundPage', ['*']],
  ],
  /** Login and register are modal screens over the shared page with the header only. */
  headerOnly: [
    ['AuthPage', ['/login', '/register', '/register.html']],
    ['ResetPasswordPage', ['/reset-password']],
    ['GamePage', ['/game']],
  ],
  /** Help without the header, for embedding in the apps. */
  bare: [['HelpPage', ['/helpmc']]],
} as const satisfies Record<string, ReadonlyArray<readonly [page: string, paths: readonly string[]]>>;

export type Frame = keyof typeof PAGE_PATHS;
export type PageName = (typeof PAGE_PATHS)[Frame][number][0];

/** The path `/` answers with: the home page (the app redirects to it). */
export const HOME_PATH = HOME_PATHS[0];

/** The page at `pathname`, or undefined for a path no page names (the not-found page then answers). */
export function pageAt(pathname: string): PageName | undefined {
  const path = pathname === '/' ? HOME_PATH : pathname;
  for (const pages of Object.values(PAGE_PATHS))
    for (const [page, paths] of pages) if ((paths as readonly string[]).includes(path)) return page;
  return undefined;
}

/** A page's module as the build names it (the key of Vite's manifest). */
export const pageModule = (page: PageName): string => `src/pages/${page}.tsx`;
