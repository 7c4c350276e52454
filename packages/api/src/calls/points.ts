import type {
  ConvertPointPayload,
  ConvertPointResult,
  PointBalance,
  PointConfig,
  PointRecords,
  PointRecordsQuery,
  PointReward,
  RedeemHistory,
  RedeemHistoryQuery,
  RedeemPayload,
  RedeemResult,
} from '../contract';
import { loadCrypto } from '../crypto/lazy';
import type { HttpClient } from '../http';
import { PATHS_POINTS } from '../paths/points';
import { request } from '../request';
import { defined } from './games';

/** The member's point balance (token). */
export function getPointBalance(http: HttpClient): Promise<PointBalance> {
  return request<PointBalance>(http, { method: 'GET', url: PATHS_POINTS.pointBalance });
}

/** The point mall's rewards (visitors too). */
export function getPointRewards(http: HttpClient): Promise<PointReward[]> {
  return request<PointReward[]>(http, { method: 'GET', url: PATHS_POINTS.pointReward });
}

/** Points per currency unit (visitors too). */
export function getPointConfig(http: HttpClient): Promise<PointConfig> {
  return request<PointConfig>(http, { method: 'GET', url: PATHS_POINTS.pointConfig });
}

/** A page of the points details, newest first, of one type or all (token). */
export function getPointRecords(http: HttpClient, query: PointRecordsQuery): Promise<PointRecords> {
  return request<PointRecords>(http, { method: 'GET', url: PATHS_POINTS.memberTransactions, params: defined(query) });
}

/** A page of the member's redeem orders, newest first (token). */
export function getRedeemHistory(http: HttpClient, query: RedeemHistoryQuery): Promise<RedeemHistory> {
  return request<RedeemHistory>(http, { method: 'GET', url: PATHS_POINTS.redeemPointList, params: defined(query) });
}

/** Redeems a reward (token; body encrypted, it carries the password); one key, one order. */
export async function redeemPointReward(
  http: HttpClient,
  transportKey: string,
  payload: RedeemPayload,
): Promise<RedeemResult> {
  const { encryptBody } = await loadCrypto();
  return request<RedeemResult>(http, {
    method: 'POST',
    url: PATHS_POINTS.redeemPointReward,
    data: encryptBody(payload, transportKey),
  });
}

/** Converts points to money in the MAIN wallet (token; body encrypted); one key, one conversion. */
export async function convertPoints(
  http: HttpClient,
  transportKey: string,
  payload: ConvertPointPayload,
): Promise<ConvertPointResult> {
  const { encryptBody } = await loadCrypto();
  return request<ConvertPointResult>(http, {
    method: 'POST',
    url: PATHS_POINTS.convertPoint,
    data: encryptBody(payload, transportKey),
  });
}
