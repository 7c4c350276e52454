import type { Balance } from '../contract';
import type { HttpClient } from '../http';
import { PATHS } from '../paths';
import { request } from '../request';

/** The member's total balance over their wallets, in minor units (token; 401 `NOT_LOGGED_IN` without a session). */
export function getBalance(http: HttpClient): Promise<Balance> {
  return request<Balance>(http, { method: 'GET', url: PATHS.other.balance });
}
