import { lazy, Suspense, useRef } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { SiteHeader } from './SiteHeader';
import { PasswordModalsHost } from '../features/password/PasswordModalsHost';
import { TrialNotice } from '../features/session/gate';
import { RouteBanner } from '../features/content/RouteBanner';
import { NoticeBar } from '../features/content/NoticeBar';
import { EntryPopup } from '../features/content/EntryPopup';
import { useNearViewport } from '@tessera/ui';
import { SIDE_BAR_ROOM, SideBar } from './SideBar';
import { SiteNav } from './SiteNav';
import { CentrePanelsHost } from './CentrePanelsHost';

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const Content = styled.main`
  flex: 1;
  display: flex;
  flex-direction: column;
  /* The page fills at least the screen before its content arrives, so the footer starts below the
     fold and content growing into place moves nothing in sight (no layout shift). */
  &[data-variant='full'] {
    ${SIDE_BAR_ROOM} min-height: 100vh;
  }
`;

// Below the fold on every page: the footer's code, logos and sliders wait until the browser is idle
// or the member scrolls near them, so they take nothing from the first view.
const SiteFooter = lazy(() => import('./SiteFooter').then((m) => ({ default: m.SiteFooter })));

/** Where the footer will be: it starts below the fold (main fills the screen), so it moves nothing. */
const FooterSlot = styled.div`
  min-height: 24rem;
`;

function DeferredFooter() {
  const slot = useRef<HTMLDivElement>(null);
  const ready = useNearViewport(slot, { rootMargin: '600px 0px', idleTimeoutMs: 2000 });
  const placeholder = <FooterSlot ref={slot} aria-hidden="true" />;
  return ready ? (
    <Suspense fallback={placeholder}>
      <SiteFooter />
    </Suspense>
  ) : (
    placeholder
  );
}

export interface SiteLayoutProps {
  /** full: header and footer; headerOnly: modal screens over the page; bare: no chrome. */
  variant: 'full' | 'headerOnly' | 'bare';
}

/** The site's frame around every route. */
export function SiteLayout({ variant }: SiteLayoutProps) {
  return (
    <Frame>
      {variant !== 'bare' && <SiteHeader />}
      {variant === 'full' && <SiteNav />}
      <Content id="main" tabIndex={-1} data-variant={variant}>
        {variant === 'full' && (
          <>
            <RouteBanner />
            <NoticeBar />
          </>
        )}
        <Outlet />
      </Content>
      {variant === 'full' && (
        <>
          <DeferredFooter />
          <SideBar />
          <EntryPopup />
        </>
      )}
      <CentrePanelsHost />
      <PasswordModalsHost />
      <TrialNotice />
    </Frame>
  );
}
