import { getAgentDownlines, getAgentTeamBetting, getTeamOverview } from '../calls/agent';
import { createDownline, getAgentAnnouncements } from '../calls/agentAccounts';
import { getAgentDownlineTransactions, getAgentUserProfit } from '../calls/agentReports';
import type {
  AgentDownlineTransactionsQuery,
  AgentDownlinesQuery,
  AgentTeamBettingQuery,
  AgentUserProfitQuery,
  CreateDownlinePayload,
  TeamOverviewQuery,
} from '../contract';
import { DEFAULT_TRANSPORT_KEY } from '../contract/identity';
import type { HttpClient } from '../http';

/** The agent calls bound to a client. */
export const agentCalls = (http: HttpClient, transportKey = DEFAULT_TRANSPORT_KEY) => ({
  getTeamOverview: (query: TeamOverviewQuery) => getTeamOverview(http, query),
  getDownlines: (query: AgentDownlinesQuery) => getAgentDownlines(http, query),
  getTeamBetting: (query: AgentTeamBettingQuery) => getAgentTeamBetting(http, query),
  getAnnouncements: () => getAgentAnnouncements(http),
  createDownline: (payload: CreateDownlinePayload) => createDownline(http, transportKey, payload),
  getUserProfit: (query: AgentUserProfitQuery) => getAgentUserProfit(http, query),
  getDownlineTransactions: (query: AgentDownlineTransactionsQuery) => getAgentDownlineTransactions(http, query),
});
