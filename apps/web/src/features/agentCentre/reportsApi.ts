import {
  agentCalls,
  type AgentDownlineTransactions,
  type AgentDownlineTransactionsQuery,
  type AgentUserProfit,
  type AgentUserProfitQuery,
} from '@tessera/api';
import { baseApi, call } from '../../core/baseApi';
import { bindApiGroup } from '../../core/api';

bindApiGroup('agent', agentCalls);

/**
 * The agent centre's user profit and loss and downline transaction details. As the other agent
 * reads, each is cached per query and read again when its page opens after a minute.
 */
export const agentReportsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    agentUserProfit: build.query<AgentUserProfit, AgentUserProfitQuery>({
      queryFn: call((api, query) => api.agent.getUserProfit(query)),
      keepUnusedDataFor: 60,
    }),
    agentDownlineTransactions: build.query<AgentDownlineTransactions, AgentDownlineTransactionsQuery>({
      queryFn: call((api, query) => api.agent.getDownlineTransactions(query)),
      keepUnusedDataFor: 60,
    }),
  }),
});

export const { useAgentUserProfitQuery, useAgentDownlineTransactionsQuery } = agentReportsApi;
