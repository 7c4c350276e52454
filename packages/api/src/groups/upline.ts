import { getUplineTransferHistory, getUplineTransferInfo, transferToUpline } from '../calls/upline';
import type { UplineTransferHistoryQuery, UplineTransferPayload } from '../contract';
import { DEFAULT_TRANSPORT_KEY } from '../contract/identity';
import type { HttpClient } from '../http';

/** The upline calls bound to a client. */
export const uplineCalls = (http: HttpClient, transportKey = DEFAULT_TRANSPORT_KEY) => ({
  getInfo: () => getUplineTransferInfo(http),
  transfer: (payload: UplineTransferPayload) => transferToUpline(http, transportKey, payload),
  getHistory: (query: UplineTransferHistoryQuery) => getUplineTransferHistory(http, query),
});
