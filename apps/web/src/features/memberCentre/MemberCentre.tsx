import { useTranslation } from '@tessera/i18n';
import { useAppDispatch } from '../../core/hooks';
import { useUnreadCountQuery } from '../session/memberApi';
import { CentrePanel, panelPages, type PageModule } from '../../widgets/CentrePanel';
import {
  MEMBER_CENTRE_PAGE_FILES,
  MEMBER_CENTRE_PAGE_LABELS,
  MEMBER_CENTRE_PAGES,
  type MemberCentrePage,
} from './pages';
import { memberCentreClosed, memberCentreOpened } from './slice';

const pages = panelPages(
  MEMBER_CENTRE_PAGES,
  MEMBER_CENTRE_PAGE_FILES,
  import.meta.glob<PageModule>('./pages/*Page.tsx'),
);
const available = MEMBER_CENTRE_PAGES.filter((id) => pages[id]);

/** The member centre, titled personal centre (§2), open at `page`. */
export function MemberCentre({ page }: { page: MemberCentrePage }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  // The red count badge of platform information (§2): unread messages, shown above 0.
  const unread = useUnreadCountQuery().data?.count ?? 0;
  return (
    <CentrePanel
      title={t('mc_title')}
      navLabel={t('mc_nav_label')}
      items={available.map((id) => ({
        id,
        label: t(MEMBER_CENTRE_PAGE_LABELS[id]),
        ...(id === 'messageV2' ? { badge: unread } : {}),
      }))}
      page={page}
      pages={pages}
      onPageChange={(id) => dispatch(memberCentreOpened(id))}
      onClose={() => dispatch(memberCentreClosed())}
    />
  );
}
