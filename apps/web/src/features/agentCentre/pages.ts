import type { TranslationKey } from '@tessera/i18n';
/** The agent centre's pages (§2) built so far, in the order of its navigation; the default is agentTeamOverview. */
export const AGENT_CENTRE_PAGES = ['agentAnnouncement', 'agentTeamOverview', 'agentCreateAccount', 'agentDownlines', 'agentTeamBetting', 'agentUserProfit', 'agentDownlineTransactions'] as const;
export type AgentCentrePage = (typeof AGENT_CENTRE_PAGES)[number];
export const DEFAULT_AGENT_CENTRE_PAGE: AgentCentrePage = 'agentTeamOverview';

/** The module of each page, in `./pages`: a default-exported component without props. */
export const AGENT_CENTRE_PAGE_FILES: Record<AgentCentrePage, string> = {
  agentAnnouncement: 'AnnouncementPage',
  agentTeamOverview: 'TeamOverviewPage',
  agentCreateAccount: 'CreateAccountPage',
  agentDownlines: 'DownlinesPage',
  agentTeamBetting: 'TeamBettingPage',
  agentUserProfit: 'UserProfitPage',
  agentDownlineTransactions: 'DownlineTransactionsPage',
};

/** The i18n key of each page's name. */
export const AGENT_CENTRE_PAGE_LABELS: Record<AgentCentrePage, TranslationKey> = {
  agentAnnouncement: 'agent_ann_page',
  agentTeamOverview: 'ac_page_team_overview',
  agentCreateAccount: 'agent_create_page',
  agentDownlines: 'ac_page_downlines',
  agentTeamBetting: 'ac_page_team_betting',
  agentUserProfit: 'agent_pl_page_title',
  agentDownlineTransactions: 'agent_tx_page_title',
};
