import type { DomainRoute, RegisterSettings, SettingNode, SystemStatus } from '../contract';
import type { HttpClient } from '../http';
import { PATHS_LOGIN } from '../paths/login';
import { PATHS_OTHER } from '../paths/other';
import { request } from '../request';

/** The system status for this host ("permission"): maintenance, region, white-label settings, resources. */
export function getSystemStatus(http: HttpClient, host: string): Promise<SystemStatus> {
  return request<SystemStatus>(http, { method: 'GET', url: PATHS_LOGIN.systemStatus, params: { url: host } });
}

/** The white-label settings tree (the whitelabel menu). */
export function getWhitelabel(http: HttpClient): Promise<SettingNode[]> {
  return request<SettingNode[]>(http, { method: 'GET', url: PATHS_LOGIN.whitelabel });
}

/** The registration settings and per-field validation rules. */
export function getRegisterSettings(http: HttpClient): Promise<RegisterSettings> {
  return request<RegisterSettings>(http, { method: 'GET', url: PATHS_LOGIN.registerSettings });
}

/** The domain routes: alternative domains and resources. */
export function getDomainRoute(http: HttpClient): Promise<DomainRoute> {
  return request<DomainRoute>(http, { method: 'GET', url: PATHS_OTHER.domainRoute });
}
