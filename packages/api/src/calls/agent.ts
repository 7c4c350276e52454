import type { TeamOverview, TeamOverviewQuery } from '../contract';
import type { HttpClient } from '../http';
import { PATHS } from '../paths';
import { request } from '../request';

/** The agent's team over a day range (token; agents only, others get 403 `NOT_AN_AGENT`). */
export function getTeamOverview(http: HttpClient, query: TeamOverviewQuery): Promise<TeamOverview> {
  return request<TeamOverview>(http, { method: 'GET', url: PATHS.agent.teamOverview, params: query });
}
