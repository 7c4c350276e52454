/** The agent centre (the spec names no paths for its reads; this contract's choice). */
export const PATHS_AGENT = {
  teamOverview: '/wps/relay/MCSFE_getAgentTeamOverview',
  downlines: '/wps/relay/MCSFE_getAgentDownlines',
  teamBetting: '/wps/relay/MCSFE_getAgentTeamBetting',
  /** Announcements for agents and the agent's own account creation (this contract's choice too: contract/agentAccounts.ts). */
  announcements: '/wps/relay/MCSFE_getAgentAnnouncements',
  createDownline: '/wps/relay/MCSFE_createDownlineAccount',
  /** User profit and loss, and the downlines' transaction details (this contract's choice too: contract/agentReports.ts). */
  userProfit: '/wps/relay/MCSFE_getAgentUserProfit',
  downlineTransactions: '/wps/relay/MCSFE_getAgentDownlineTransactions',
} as const;
