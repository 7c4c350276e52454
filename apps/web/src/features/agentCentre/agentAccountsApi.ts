import type { AgentAnnouncements, CreatedDownline, CreateDownlinePayload, RegisterSettings } from '@tessera/api';
import { call } from '../../core/baseApi';
import { agentApi } from './agentApi';

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
    /** The registration rules (§5) an account creation is checked by, as the register form reads them. */
    registerSettings: build.query<RegisterSettings, void>({
      queryFn: call((api) => api.system.getRegisterSettings()),
    }),
    createDownline: build.mutation<CreatedDownline, CreateDownlinePayload>({
      queryFn: call((api, payload) => api.agent.createDownline(payload)),
      invalidatesTags: ['AgentTeam'],
    }),
  }),
});

export const { useAgentAnnouncementsQuery, useRegisterSettingsQuery, useCreateDownlineMutation } = agentAccountsApi;
