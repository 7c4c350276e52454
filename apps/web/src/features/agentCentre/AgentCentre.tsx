import { useTranslation } from '@tessera/i18n';
import { useAppDispatch } from '../../app/hooks';
import { CentrePanel, panelPages, type PageModule } from '../../shell/CentrePanel';
import { AGENT_CENTRE_PAGE_FILES, AGENT_CENTRE_PAGE_LABELS, AGENT_CENTRE_PAGES, type AgentCentrePage } from './pages';
import { agentCentreClosed, agentCentreOpened } from './slice';

const pages = panelPages(AGENT_CENTRE_PAGES, AGENT_CENTRE_PAGE_FILES, import.meta.glob<PageModule>('./pages/*Page.tsx'));
const available = AGENT_CENTRE_PAGES.filter((id) => pages[id]);

/** The agent centre (§2), open at `page`; the header offers it to agents only. */
export function AgentCentre({ page }: { page: AgentCentrePage }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <CentrePanel
      title={t('ac_title')}
      navLabel={t('ac_nav_label')}
      items={available.map((id) => ({ id, label: t(AGENT_CENTRE_PAGE_LABELS[id]) }))}
      page={page}
      pages={pages}
      onPageChange={(id) => dispatch(agentCentreOpened(id))}
      onClose={() => dispatch(agentCentreClosed())}
    />
  );
}
