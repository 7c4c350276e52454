import { lazy, Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { useTranslation } from '@tessera/i18n';
import { SiteHeader } from './SiteHeader';
import { PasswordModalsHost } from '../features/password/PasswordModalsHost';
import { TrialNotice } from '../features/session/gate';
import { RouteBanner } from '../features/content/RouteBanner';
import { NoticeBar } from '../features/content/NoticeBar';
import { EntryPopup } from '../features/content/EntryPopup';
import { SideBar } from './SideBar';
import { SiteNav } from './SiteNav';
import { CentrePanelsHost } from './CentrePanelsHost';
import { useSiteStarting } from '../features/system/components/SystemGate';
import { PageSkeleton } from './PageSkeleton';
import { Frame, Content, FooterSlot, StartingLabel } from './SiteLayout.styles';
import { PartBoundary } from '../widgets/PartBoundary';
import { WhenNear } from '../widgets/WhenNear';

// Below the fold on every page: the footer's code, logos and sliders wait until the member scrolls
// near them, or until the page has had its first seconds to itself and the browser is idle. (Main
// fills the screen, so the footer's place starts below the fold even before the page's answers.)
const SiteFooter = lazy(() => import('./SiteFooter').then((m) => ({ default: m.SiteFooter })));

function DeferredFooter() {
  const placeholder = <FooterSlot aria-hidden="true" />;
  return (
    <WhenNear placeholder={placeholder}>
      <PartBoundary fallback={placeholder}>
        <Suspense fallback={placeholder}>
          <SiteFooter />
        </Suspense>
      </PartBoundary>
    </WhenNear>
  );
}

export interface SiteLayoutProps {
  /** full: header and footer; headerOnly: modal screens over the page; bare: no chrome. */
  variant: 'full' | 'headerOnly' | 'bare';
}

/**
 * Main: the route's page, or its outline while the platform's status arrives. Only this part
 * renders again when the status comes; the banner and notices it is handed stay as they are.
 */
function Main({ variant, children }: SiteLayoutProps & { children: ReactNode }) {
  const { t } = useTranslation();
  const starting = useSiteStarting();
  return (
    <Content id="main" tabIndex={-1} data-variant={variant} aria-busy={starting || undefined}>
      {children}
      {/* While the platform's status arrives the page waits in its outline; the frame around it
          stays, so what the member already sees and points at is not replaced. */}
      {starting ? (
        <>
          <StartingLabel role="status">{t('loading')}</StartingLabel>
          <PageSkeleton />
        </>
      ) : (
        <Outlet />
      )}
    </Content>
  );
}

/** The site's frame around every route. */
export function SiteLayout({ variant }: SiteLayoutProps) {
  return (
    <Frame>
      {variant !== 'bare' && <SiteHeader />}
      {variant === 'full' && <SiteNav />}
      <Main variant={variant}>
        {variant === 'full' && (
          <>
            <RouteBanner />
            <NoticeBar />
          </>
        )}
      </Main>
      {variant === 'full' && (
        <>
          <DeferredFooter />
          <SideBar />
          <PartBoundary>
            <EntryPopup />
          </PartBoundary>
        </>
      )}
      <CentrePanelsHost />
      <PasswordModalsHost />
      <TrialNotice />
    </Frame>
  );
}
