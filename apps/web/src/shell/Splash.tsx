import { NoticeBar } from '../features/content/NoticeBar';
import { RouteBanner } from '../features/content/RouteBanner';
import { PageSkeleton } from './PageSkeleton';
import { SiteHeader } from './SiteHeader';
import { SiteNav } from './SiteNav';
import { Main, Label } from './Splash.styles';

/**
 * The site while the platform's status arrives: the real header, navigation, banner strip and
 * notice bar over the page's outline, so the page that follows fills the same places instead of moving in.
 */
export function Splash({ label }: { label: string }) {
  return (
    <>
      <SiteHeader />
      <SiteNav />
      <Main aria-busy="true">
        <Label role="status">{label}</Label>
        <RouteBanner />
        <NoticeBar />
        <PageSkeleton />
      </Main>
    </>
  );
}
