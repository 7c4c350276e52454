import { memo, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import type { LazyPage } from '../core/lazyRoute';
import { RouteError } from '../shell/RouteError';
import { RouteErrorBoundary } from '../widgets/RouteErrorBoundary';
import { SiteLayout } from '../shell/SiteLayout';
import { PageSkeleton } from '../shell/PageSkeleton';
import { LoginRequiredGate } from '../features/session/gate';
import { HOME_PATH, PAGE_PATHS, type Frame } from './pagePaths';
import { pageOf } from './pages';
import { useBodyFace } from './useBodyFace';

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

/** The routes of a frame's pages, one per path. */
const routesOf = (frame: Frame) =>
  PAGE_PATHS[frame].flatMap(([name, paths]) =>
    paths.map((path) => <Route key={path} path={path} element={<Routed Page={pageOf(name)} />} />),
  );

/**
 * The route tree is built once: its elements are the same on every render, so a change of the
 * address renders the routes that match, not the whole frame (header, navigation, footer) again.
 */
const ROUTES = (
  <Routes>
    {/* With the login-required setting on, visitors reach only the open paths (§2). */}
    <Route element={<LoginRequiredGate />}>
      <Route path="/" element={<Navigate to={HOME_PATH} replace />} />
      {(Object.keys(PAGE_PATHS) as Frame[]).map((frame) => (
        <Route key={frame} element={<SiteLayout variant={frame} />}>
          {routesOf(frame)}
        </Route>
      ))}
    </Route>
  </Routes>
);

/** Every route of the product (spec §2), each page in its own chunk. */
export function AppRoutes() {
  const { pathname } = useLocation();
  useBodyFace(pathname);
  // Should the frame itself fail (the header, the layout), the site still answers with a message.
  return (
    <RouteErrorBoundary resetKey={pathname} fallback={routeError}>
      {ROUTES}
    </RouteErrorBoundary>
  );
}
