import { getDownlineTransferHistory, getDownlineTransferInfo, transferToDownline } from '../calls/contracts';
import type { DownlineTransferHistoryQuery, DownlineTransferPayload } from '../contract';
import { DEFAULT_TRANSPORT_KEY } from '../contract/identity';
import type { HttpClient } from '../http';

/** The downline calls bound to a client. */
export const downlineCalls = (http: HttpClient, transportKey = DEFAULT_TRANSPORT_KEY) => ({
  getInfo: () => getDownlineTransferInfo(http),
  transfer: (payload: DownlineTransferPayload) => transferToDownline(http, transportKey, payload),
  getHistory: (query: DownlineTransferHistoryQuery) => getDownlineTransferHistory(http, query),
});
