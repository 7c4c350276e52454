import { useTranslation } from '@tessera/i18n';
import { isFlagOn } from '@tessera/api';
import { useAppDispatch, useAppSelector } from '../../core/hooks';
import { selectSystemStatus } from '../system/selectors';
import { CentrePanel, panelPages, type PageModule } from '../../widgets/CentrePanel';
import {
  AGENT_CENTRE_PAGE_FILES,
  AGENT_CENTRE_PAGE_FLAGS,
  AGENT_CENTRE_PAGE_LABELS,
  AGENT_CENTRE_PAGES,
  DEFAULT_AGENT_CENTRE_PAGE,
  type AgentCentrePage,
} from './pages';
import { agentCentreClosed, agentCentreOpened } from './slice';

const pages = panelPages(
  AGENT_CENTRE_PAGES,
  AGENT_CENTRE_PAGE_FILES,
  import.meta.glob<PageModule>('./pages/*Page.tsx'),
);
const available = AGENT_CENTRE_PAGES.filter((id) => pages[id]);

/** The agent centre (§2), open at `page`; the header offers it to agents only. */
export function AgentCentre({ page }: { page: AgentCentrePage }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectSystemStatus);
  // A page behind a white-label flag shows only while the flag is on; asked for anyway, the default page opens.
  const shown = available.filter((id) => {
    const flag = AGENT_CENTRE_PAGE_FLAGS[id];
    return !flag || (status ? isFlagOn(status.whitelabel, flag) : false);
  });
  const current = shown.includes(page) ? page : DEFAULT_AGENT_CENTRE_PAGE;
  return (
    <CentrePanel
      title={t('ac_title')}
      navLabel={t('ac_nav_label')}
      items={shown.map((id) => ({ id, label: t(AGENT_CENTRE_PAGE_LABELS[id]) }))}
      page={current}
      pages={pages}
      onPageChange={(id) => dispatch(agentCentreOpened(id))}
      onClose={() => dispatch(agentCentreClosed())}
    />
  );
}
