import type {
  ConsolidatedFunds,
  ConsolidatedFundsQuery,
  ContractActionResult,
  ContractKind,
  ContractList,
  ContractRequest,
  DownlineTransferHistory,
  DownlineTransferHistoryQuery,
  DownlineTransferInfo,
  DownlineTransferPayload,
  DownlineTransferResult,
} from '../contract';
import { loadCrypto } from '../crypto/lazy';
import type { HttpClient } from '../http';
import { PATHS_DOWNLINE } from '../paths/downline';
import { PATHS_HOME } from '../paths/home';
import { request } from '../request';

/** The §7 relay call of each contract kind. */
export const CONTRACT_PATHS: Readonly<Record<ContractKind, string>> = {
  DIVIDEND: PATHS_HOME.processDividend,
  DAILY_SALARY: PATHS_HOME.processDailySalary,
  HOURLY_SALARY: PATHS_HOME.processHourlySalary,
  REALTIME_SALARY: PATHS_HOME.processRealTimeSalary,
};

/** The caller's contracts of a kind: with its upline, an offer waiting, and its direct downline agents' (token; agents only). */
export function listContracts(http: HttpClient, kind: ContractKind): Promise<ContractList> {
  return request<ContractList>(http, { method: 'POST', url: CONTRACT_PATHS[kind], data: { action: 'LIST' } });
}

/** Offers, accepts, rejects, asks to terminate or confirms the termination of a contract of a kind (token; agents only). */
export function processContract(
  http: HttpClient,
  kind: ContractKind,
  body: Exclude<ContractRequest, { action: 'LIST' }>,
): Promise<ContractActionResult> {
  return request<ContractActionResult>(http, { method: 'POST', url: CONTRACT_PATHS[kind], data: body });
}

/** The agent's contract summary, income to date and a range's settlements (token; agents only, where the agent policy allows). */
export function getConsolidatedFunds(http: HttpClient, query: ConsolidatedFundsQuery): Promise<ConsolidatedFunds> {
  return request<ConsolidatedFunds>(http, { method: 'GET', url: PATHS_HOME.consolidatedFunds, params: { ...query } });
}

/** The agent's direct downlines, MAIN balance and the limits of a transfer to one of them (token; agents only). */
export function getDownlineTransferInfo(http: HttpClient): Promise<DownlineTransferInfo> {
  return request<DownlineTransferInfo>(http, { method: 'GET', url: PATHS_DOWNLINE.info });
}

/** Sends money from the agent's MAIN wallet to a direct downline's (token; body encrypted, it carries the password); once per key. */
export async function transferToDownline(
  http: HttpClient,
  transportKey: string,
  payload: DownlineTransferPayload,
): Promise<DownlineTransferResult> {
  const { encryptBody } = await loadCrypto();
  return request<DownlineTransferResult>(http, {
    method: 'POST',
    url: PATHS_DOWNLINE.transfer,
    data: encryptBody(payload, transportKey),
  });
}

/** The agent's transfers to its downlines, newest first (token; agents only). */
export function getDownlineTransferHistory(
  http: HttpClient,
  query: DownlineTransferHistoryQuery,
): Promise<DownlineTransferHistory> {
  return request<DownlineTransferHistory>(http, { method: 'GET', url: PATHS_DOWNLINE.history, params: { ...query } });
}
