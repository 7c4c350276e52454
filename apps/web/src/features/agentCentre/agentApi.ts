import {
  agentCalls,
  type AgentDownlines,
  type AgentDownlinesQuery,
  type AgentTeamBetting,
  type AgentTeamBettingQuery,
  type TeamOverview,
  type TeamOverviewQuery,
} from '@tessera/api';
import { baseApi, call } from '../../core/baseApi';
import { bindApiGroup } from '../../core/api';

bindApiGroup('agent', agentCalls);

/**
 * The agent centre's reads. Each is cached per query and read again when its page opens after a
 * minute, so figures of a range that includes today do not go stale. The team's size and members
 * (tag AgentTeam) are read again once the agent creates an account.
 */
export const agentApi = baseApi.enhanceEndpoints({ addTagTypes: ['AgentTeam'] }).injectEndpoints({
  endpoints: (build) => ({
    teamOverview: build.query<TeamOverview, TeamOverviewQuery>({
      queryFn: call((api, query) => api.agent.getTeamOverview(query)),
      keepUnusedDataFor: 60,
      providesTags: ['AgentTeam'],
    }),
    agentDownlines: build.query<AgentDownlines, AgentDownlinesQuery>({
      queryFn: call((api, query) => api.agent.getDownlines(query)),
      keepUnusedDataFor: 60,
      providesTags: ['AgentTeam'],
    }),
    agentTeamBetting: build.query<AgentTeamBetting, AgentTeamBettingQuery>({
      queryFn: call((api, query) => api.agent.getTeamBetting(query)),
      keepUnusedDataFor: 60,
    }),
  }),
});

export const { useTeamOverviewQuery, useAgentDownlinesQuery, useAgentTeamBettingQuery } = agentApi;
