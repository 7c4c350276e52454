import { getAccountRecords, getBettingRecords } from '../calls/records';
import type { AccountRecordsQuery, BettingRecordsQuery } from '../contract';
import type { HttpClient } from '../http';

/** The records calls bound to a client. */
export const recordsCalls = (http: HttpClient) => ({
  getBettingRecords: (query: BettingRecordsQuery) => getBettingRecords(http, query),
  getAccountRecords: (query: AccountRecordsQuery) => getAccountRecords(http, query),
});
