import type { TeamOverview, TeamOverviewQuery } from '@tessera/api';
import { call, contentApi } from '../content/contentApi';

/**
 * The agent centre's reads. The team overview is cached per day range and read again when the
 * page opens after a minute, so figures of a range that includes today do not go stale.
 */
export const agentApi = contentApi.injectEndpoints({
  endpoints: (build) => ({
    teamOverview: build.query<TeamOverview, TeamOverviewQuery>({
      queryFn: call((api, query) => api.agent.getTeamOverview(query)),
      keepUnusedDataFor: 60,
    }),
  }),
});

export const { useTeamOverviewQuery } = agentApi;
