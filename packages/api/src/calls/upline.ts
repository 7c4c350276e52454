import type {
  UplineTransferHistory,
  UplineTransferHistoryQuery,
  UplineTransferInfo,
  UplineTransferPayload,
  UplineTransferResult,
} from '../contract';
import { loadCrypto } from '../crypto/lazy';
import type { HttpClient } from '../http';
import { PATHS_UPLINE } from '../paths/upline';
import { request } from '../request';

/** The member's upline (masked; null when none), the MAIN balance and the limits of a transfer to it (token). */
export function getUplineTransferInfo(http: HttpClient): Promise<UplineTransferInfo> {
  return request<UplineTransferInfo>(http, { method: 'GET', url: PATHS_UPLINE.info });
}

/** Sends money from the MAIN wallet to the upline's (token; body encrypted, it carries the password); the same key never moves it twice. */
export async function transferToUpline(
  http: HttpClient,
  transportKey: string,
  payload: UplineTransferPayload,
): Promise<UplineTransferResult> {
  const { encryptBody } = await loadCrypto();
  return request<UplineTransferResult>(http, {
    method: 'POST',
    url: PATHS_UPLINE.transfer,
    data: encryptBody(payload, transportKey),
  });
}

/** The member's transfers to their upline, newest first, a page at a time (token). */
export function getUplineTransferHistory(
  http: HttpClient,
  query: UplineTransferHistoryQuery,
): Promise<UplineTransferHistory> {
  return request<UplineTransferHistory>(http, { method: 'GET', url: PATHS_UPLINE.history, params: { ...query } });
}
