import { type AgentAnnouncements, agentCalls, type CreatedDownline, type CreateDownlinePayload } from '@tessera/api';
import { call } from '../../core/baseApi';
import { agentApi } from './agentApi';
import { bindApiGroup } from '../../core/api';

bindApiGroup('agent', agentCalls);

/**
 * The agent centre's announcements, and the account the agent creates for a new team member: the
 * team's reads (tag AgentTeam) are read again after it, so the downline list shows the member.
 */
export const agentAccountsApi = agentApi.injectEndpoints({
  endpoints: (build) => ({
    agentAnnouncements: build.query<AgentAnnouncements, void>({
      queryFn: call((api) => api.agent.getAnnouncements()),
      // Written in the agent's language: a language change reads them again.
      providesTags: ['Localised'],
    }),
    createDownline: build.mutation<CreatedDownline, CreateDownlinePayload>({
      queryFn: call((api, payload) => api.agent.createDownline(payload)),
      invalidatesTags: ['AgentTeam'],
    }),
  }),
});

export const { useAgentAnnouncementsQuery, useCreateDownlineMutation } = agentAccountsApi;
