import { memo, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { lazyPage, type LazyPage } from '../core/lazyRoute';
import { RouteError } from '../shell/RouteError';
import { RouteErrorBoundary } from '../widgets/RouteErrorBoundary';
import { SiteLayout } from '../shell/SiteLayout';
import { PageSkeleton } from '../shell/PageSkeleton';
import { LoginRequiredGate } from '../features/session/gate';

const page = {
  home: lazyPage(() => import('../pages/HomePage')),
  auth: lazyPage(() => import('../pages/AuthPage')),
  resetPassword: lazyPage(() => import('../pages/ResetPasswordPage')),
  notices: lazyPage(() => import('../pages/NoticePage')),
  vip: lazyPage(() => import('../pages/VipPage')),
  pointMall: lazyPage(() => import('../pages/PointMallPage')),
  rank: lazyPage(() => import('../pages/RankPage')),
  category: lazyPage(() => import('../pages/CategoryPage')),
  gameList: lazyPage(() => import('../pages/GameListPage')),
  lottery: lazyPage(() => import('../pages/LotteryPage')),
  vnLottery: lazyPage(() => import('../pages/VnLotteryPage')),
  promotions: lazyPage(() => import('../pages/PromotionsPage')),
  promoDetail: lazyPage(() => import('../pages/PromoDetailPage')),
  seamless: lazyPage(() => import('../pages/SeamlessPage')),
  help: lazyPage(() => import('../pages/HelpPage')),
  download: lazyPage(() => import('../pages/DownloadPage')),
  join: lazyPage(() => import('../pages/JoinPage')),
  game: lazyPage(() => import('../pages/GamePage')),
  fbSports: lazyPage(() => import('../pages/FbSportsPage')),
  notFound: lazyPage(() => import('../pages/NotFoundPage')),
};

const routeError = (error: unknown) => <RouteError error={error} />;

/** The page inside its boundary, rendered again for a new path, not for each change of the query. */
const RoutedPage = memo(function RoutedPage({ Page, pathname }: { Page: LazyPage; pathname: string }) {
  return (
    <RouteErrorBoundary resetKey={pathname} fallback={routeError}>
      <Suspense fallback={<PageSkeleton />}>
        <Page />
      </Suspense>
    </RouteErrorBoundary>
  );
});

/** A route's page with its own loading state and error boundary. */
function Routed({ Page }: { Page: LazyPage }) {
  const { pathname } = useLocation();
  return <RoutedPage Page={Page} pathname={pathname} />;
}

type Pages = ReadonlyArray<readonly [paths: string[], page: LazyPage]>;

/** The pages in the full layout, with the paths of each. */
const FULL: Pages = [
  [['/index', '/index.html'], page.home],
  [['/noticePage'], page.notices],
  [['/vip'], page.vip],
  [['/pointMall'], page.pointMall],
  [['/deposit-rank', '/bet-rank'], page.rank],
  [['/live', '/sports', '/esports', '/elott', '/cockfight'], page.category],
  [['/rng', '/fish', '/pvp'], page.gameList],
  [['/lottery'], page.lottery],
  [['/vnlottery'], page.vnLottery],
  [['/promotions'], page.promotions],
  [['/promoDetail'], page.promoDetail],
  [['/seamless'], page.seamless],
  [['/help'], page.help],
  [['/down', '/download'], page.download],
  [['/join'], page.join],
  [['/fbsports'], page.fbSports],
];
const HEADER_ONLY: Pages = [
  [['/login', '/register', '/register.html'], page.auth],
  [['/reset-password'], page.resetPassword],
  [['/game'], page.game],
];
const BARE: Pages = [[['/helpmc'], page.help]];

/**
 * Starts fetching the code of the page at `pathname` at once, before the app has rendered (its
 * language, store and the platform's status come first): the page's chunk then arrives alongside
 * them instead of after them. Unknown paths start nothing.
 */
export function preloadPage(pathname: string) {
  const path = pathname === '/' ? '/index' : pathname;
  for (const [paths, Page] of [...FULL, ...HEADER_ONLY, ...BARE]) if (paths.includes(path)) return Page.preload();
}

const at = (paths: string[], Page: LazyPage) =>
  paths.map((path) => <Route key={path} path={path} element={<Routed Page={Page} />} />);

/**
 * The route tree is built once: its elements are the same on every render, so a change of the
 * address renders the routes that match, not the whole frame (header, navigation, footer) again.
 */
const ROUTES = (
  <Routes>
    {/* With the login-required setting on, visitors reach only the open paths (§2). */}
    <Route element={<LoginRequiredGate />}>
      <Route path="/" element={<Navigate to="/index" replace />} />
      <Route element={<SiteLayout variant="full" />}>
        {FULL.flatMap(([paths, Page]) => at(paths, Page))}
        {at(['*'], page.notFound)}
      </Route>
      {/* Login and register are modal screens over the shared page with the header only. */}
      <Route element={<SiteLayout variant="headerOnly" />}>
        {HEADER_ONLY.flatMap(([paths, Page]) => at(paths, Page))}
      </Route>
      {/* Help without the header, for embedding in the apps. */}
      <Route element={<SiteLayout variant="bare" />}>{BARE.flatMap(([paths, Page]) => at(paths, Page))}</Route>
    </Route>
  </Routes>
);

/** Every route of the product (spec §2), each page in its own chunk. */
export function AppRoutes() {
  const { pathname } = useLocation();
  // Should the frame itself fail (the header, the layout), the site still answers with a message.
  return (
    <RouteErrorBoundary resetKey={pathname} fallback={routeError}>
      {ROUTES}
    </RouteErrorBoundary>
  );
}
