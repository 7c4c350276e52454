import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
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

/**
 * In place of a part the member opened (a centre, a form) that could not be loaded: why, and a way
 * on (reload); closing it (its button or Escape) hands focus back to what opened the part and
 * tells `onClose`, so that what opened it reads as closed again.
 */
export function PartUnavailable({ onClose }: { onClose?: () => void } = {}) {
  const { t } = useTranslation();
  const [closed, setClosed] = useState(false);
  // Focus is still on what opened the part when its fallback appears: read it once, at mount.
  const [opener] = useState(() => (typeof document === 'undefined' ? null : document.activeElement));
  const notice = useRef<HTMLDivElement>(null);
  const close = useCallback(() => {
    setClosed(true);
    onClose?.();
    if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
  }, [opener, onClose]);
  useEffect(() => {
    if (closed) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Escape inside another dialog belongs to that dialog, not to this message.
      const target = event.target instanceof Element ? event.target : null;
      const dialog = target?.closest('[role="dialog"], [role="alertdialog"]');
      if (dialog && !dialog.contains(notice.current)) return;
      close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [closed, close]);
  if (closed) return null;
  return (
    <Notice ref={notice} role="alert">
      <p>{t('chunk_load_failed')}</p>
      <Button size="sm" onClick={() => window.location.reload()}>
        {t('reload')}
      </Button>
      <Button size="sm" variant="secondary" onClick={close}>
        {t('close')}
      </Button>
    </Notice>
  );
}
