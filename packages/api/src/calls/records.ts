import type { AccountRecords, AccountRecordsQuery, BettingRecords, BettingRecordsQuery } from '../contract';
import type { HttpClient } from '../http';
import { PATHS_RECORDS } from '../paths/records';
import { request } from '../request';
import { defined } from './games';

/** The member's settled bets over a day range, a page at a time, with the range's totals (token). */
export function getBettingRecords(http: HttpClient, query: BettingRecordsQuery): Promise<BettingRecords> {
  return request<BettingRecords>(http, { method: 'GET', url: PATHS_RECORDS.bettingRecords, params: defined(query) });
}

/** Every movement of the member's wallets over a day range, newest first, a page at a time (token). */
export function getAccountRecords(http: HttpClient, query: AccountRecordsQuery): Promise<AccountRecords> {
  return request<AccountRecords>(http, { method: 'GET', url: PATHS_RECORDS.accountRecords, params: defined(query) });
}
