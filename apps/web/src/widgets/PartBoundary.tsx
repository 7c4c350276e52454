import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from '@tessera/i18n';
import { Button } from '@tessera/ui';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { Notice } from './PartBoundary.styles';

/**
 * Around a part of the site's frame that comes in its own chunk (the footer, a menu, a pop-up):
 * when its code cannot be loaded or it fails to render, the page goes on without it (or with
 * `fallback`) instead of the whole site going blank. The next address tries it again.
 */
export function PartBoundary({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname} fallback={() => fallback}>
      {children}
    </RouteErrorBoundary>
  );
}

/** In place of a part the member opened (a centre, a form) that could not be loaded: why, and a way on. */
export function PartUnavailable() {
  const { t } = useTranslation();
  return (
    <Notice role="alert">
      <p>{t('chunk_load_failed')}</p>
      <Button size="sm" onClick={() => window.location.reload()}>
        {t('reload')}
      </Button>
    </Notice>
  );
}
