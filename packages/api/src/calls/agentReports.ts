import type {
  AgentDownlineTransactions,
  AgentDownlineTransactionsQuery,
  AgentUserProfit,
  AgentUserProfitQuery,
} from '../contract';
import type { HttpClient } from '../http';
import { PATHS_AGENT } from '../paths/agent';
import { request } from '../request';

/** A page of the team's members with their profit and loss over a day range, and the team's totals (token; agents only). */
export function getAgentUserProfit(http: HttpClient, query: AgentUserProfitQuery): Promise<AgentUserProfit> {
  return request<AgentUserProfit>(http, { method: 'GET', url: PATHS_AGENT.userProfit, params: query });
}

/** A page of the team's wallet movements over a day range, newest first (token; agents only). */
export function getAgentDownlineTransactions(
  http: HttpClient,
  query: AgentDownlineTransactionsQuery,
): Promise<AgentDownlineTransactions> {
  return request<AgentDownlineTransactions>(http, {
    method: 'GET',
    url: PATHS_AGENT.downlineTransactions,
    params: query,
  });
}
