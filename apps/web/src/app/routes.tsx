import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { lazyPage } from '../core/lazyRoute';
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

/** A route's page with its own loading state and error boundary. */
function Routed({ Page }: { Page: LazyExoticComponent<ComponentType> }) {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname} fallback={(error) => <RouteError error={error} />}>
      <Suspense fallback={<PageSkeleton />}>
        <Page />
      </Suspense>
    </RouteErrorBoundary>
  );
}

const at = (paths: string[], Page: LazyExoticComponent<ComponentType>) =>
  paths.map((path) => <Route key={path} path={path} element={<Routed Page={Page} />} />);

/** Every route of the product (spec §2), each page in its own chunk. */
export function AppRoutes() {
  return (
    <Routes>
      {/* With the login-required setting on, visitors reach only the open paths (§2). */}
      <Route element={<LoginRequiredGate />}>
        <Route path="/" element={<Navigate to="/index" replace />} />
        <Route element={<SiteLayout variant="full" />}>
          {at(['/index', '/index.html'], page.home)}
          {at(['/noticePage'], page.notices)}
          {at(['/vip'], page.vip)}
          {at(['/pointMall'], page.pointMall)}
          {at(['/deposit-rank', '/bet-rank'], page.rank)}
          {at(['/live', '/sports', '/esports', '/elott', '/cockfight'], page.category)}
          {at(['/rng', '/fish', '/pvp'], page.gameList)}
          {at(['/lottery'], page.lottery)}
          {at(['/vnlottery'], page.vnLottery)}
          {at(['/promotions'], page.promotions)}
          {at(['/promoDetail'], page.promoDetail)}
          {at(['/seamless'], page.seamless)}
          {at(['/help'], page.help)}
          {at(['/down', '/download'], page.download)}
          {at(['/join'], page.join)}
          {at(['/fbsports'], page.fbSports)}
          {at(['*'], page.notFound)}
        </Route>
        {/* Login and register are modal screens over the shared page with the header only. */}
        <Route element={<SiteLayout variant="headerOnly" />}>
          {at(['/login', '/register', '/register.html'], page.auth)}
          {at(['/reset-password'], page.resetPassword)}
          {at(['/game'], page.game)}
        </Route>
        {/* Help without the header, for embedding in the apps. */}
        <Route element={<SiteLayout variant="bare" />}>{at(['/helpmc'], page.help)}</Route>
      </Route>
    </Routes>
  );
}
