import type { DomainRoute, RegisterSettings, SettingNode, SystemStatus } from '../contract';
import type { HttpClient } from '../http';
import { PATHS } from '../paths';
import { request } from '../request';

/** The system status for this host ("permission"): maintenance, region, white-label settings, resources. */
export function getSystemStatus(http: HttpClient, host: string): Promise<SystemStatus> {
  return request<SystemStatus>(http, { method: 'GET', url: PATHS.login.systemStatus, params: { url: host } });
}

/** The white-label settings tree (the whitelabel menu). */
export function getWhitelabel(http: HttpClient): Promise<SettingNode[]> {
  return request<SettingNode[]>(http, { method: 'GET', url: PATHS.login.whitelabel });
}

/** The registration settings and per-field validation rules. */
export function getRegisterSettings(http: HttpClient): Promise<RegisterSettings> {
  return request<RegisterSettings>(http, { method: 'GET', url: PATHS.login.registerSettings });
}

/** The domain routes: alternative domains and resources. */
export function getDomainRoute(http: HttpClient): Promise<DomainRoute> {
  return request<DomainRoute>(http, { method: 'GET', url: PATHS.other.domainRoute });
}
