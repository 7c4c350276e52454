import type {
  AgentDownlines,
  AgentDownlinesQuery,
  AgentTeamBetting,
  AgentTeamBettingQuery,
  TeamOverview,
  TeamOverviewQuery,
} from '../contract';
import type { HttpClient } from '../http';
import { PATHS_AGENT } from '../paths/agent';
import { request } from '../request';

/** The agent's team over a day range (token; agents only, others get 403 `NOT_AN_AGENT`). */
export function getTeamOverview(http: HttpClient, query: TeamOverviewQuery): Promise<TeamOverview> {
  return request<TeamOverview>(http, { method: 'GET', url: PATHS_AGENT.teamOverview, params: query });
}

/** A page of the agent's team members, every level (token; agents only). */
export function getAgentDownlines(http: HttpClient, query: AgentDownlinesQuery): Promise<AgentDownlines> {
  return request<AgentDownlines>(http, { method: 'GET', url: PATHS_AGENT.downlines, params: query });
}

/** A page of the team members who bet over a day range, with the range's totals (token; agents only). */
export function getAgentTeamBetting(http: HttpClient, query: AgentTeamBettingQuery): Promise<AgentTeamBetting> {
  return request<AgentTeamBetting>(http, { method: 'GET', url: PATHS_AGENT.teamBetting, params: query });
}
