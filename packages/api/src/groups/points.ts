import {
  convertPoints,
  getPointBalance,
  getPointConfig,
  getPointRecords,
  getPointRewards,
  getRedeemHistory,
  redeemPointReward,
} from '../calls/points';
import type { ConvertPointPayload, PointRecordsQuery, RedeemHistoryQuery, RedeemPayload } from '../contract';
import { DEFAULT_TRANSPORT_KEY } from '../contract/identity';
import type { HttpClient } from '../http';

/** The points calls bound to a client. */
export const pointsCalls = (http: HttpClient, transportKey = DEFAULT_TRANSPORT_KEY) => ({
  getBalance: () => getPointBalance(http),
  getRewards: () => getPointRewards(http),
  getConfig: () => getPointConfig(http),
  getRecords: (query: PointRecordsQuery) => getPointRecords(http, query),
  getRedeemHistory: (query: RedeemHistoryQuery) => getRedeemHistory(http, query),
  redeem: (payload: RedeemPayload) => redeemPointReward(http, transportKey, payload),
  convert: (payload: ConvertPointPayload) => convertPoints(http, transportKey, payload),
});
