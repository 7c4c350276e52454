import type { WhitelabelFlag } from '@tessera/api';
import type { TranslationKey } from '@tessera/i18n';
/** The agent centre's pages (§2), in the order of its navigation, then transfer to downline (§6); the default is agentTeamOverview. */
export const AGENT_CENTRE_PAGES = [
  'agentAnnouncement',
  'agentTeamOverview',
  'agentCreateAccount',
  'agentDownlines',
  'agentTeamBetting',
  'agentUserProfit',
  'agentMyIncome',
  'agentDownlineTransactions',
  'agentDividend',
  'agentDailyWages',
  'agentHourlySalary',
  'agentRealtimeSalary',
  'agentTransferDownline',
] as const;
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
  agentMyIncome: 'MyIncomePage',
  agentDividend: 'DividendPage',
  agentDailyWages: 'DailyWagesPage',
  agentHourlySalary: 'HourlySalaryPage',
  agentRealtimeSalary: 'RealtimeSalaryPage',
  agentTransferDownline: 'TransferDownlinePage',
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
  agentMyIncome: 'ac_page_my_income',
  agentDividend: 'ac_page_dividend',
  agentDailyWages: 'ac_page_daily_wages',
  agentHourlySalary: 'ac_page_hourly_salary',
  agentRealtimeSalary: 'ac_page_realtime_salary',
  agentTransferDownline: 'ac_page_transfer_downline',
};

/**
 * Pages shown only while a white-label flag is on (§2: each contract page only if enabled; §6:
 * the agent policy governs consolidated contract data, which my income shows).
 */
export const AGENT_CENTRE_PAGE_FLAGS: Partial<Record<AgentCentrePage, WhitelabelFlag>> = {
  agentMyIncome: 'AGENT_POLICY',
  agentDividend: 'AGENT_DIVIDEND',
  agentDailyWages: 'AGENT_DAILY_SALARY',
  agentHourlySalary: 'AGENT_HOURLY_SALARY',
  agentRealtimeSalary: 'AGENT_REALTIME_SALARY',
};
