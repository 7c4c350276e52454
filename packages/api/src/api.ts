import { systemCalls } from './groups/system';
import { authCalls } from './groups/auth';
import { memberCalls } from './groups/member';
import { walletCalls } from './groups/wallet';
import { cashierCalls } from './groups/cashier';
import { recordsCalls } from './groups/records';
import { referralCalls } from './groups/referral';
import { agentCalls } from './groups/agent';
import { securityCalls } from './groups/security';
import { feedbackCalls } from './groups/feedback';
import { inboxCalls } from './groups/inbox';
import { uplineCalls } from './groups/upline';
import { contractsCalls } from './groups/contracts';
import { downlineCalls } from './groups/downline';
import { pointsCalls } from './groups/points';
import { contentCalls } from './groups/content';
import { gamesCalls } from './groups/games';
import { lotteryCalls } from './groups/lottery';
import { DEFAULT_TRANSPORT_KEY } from './contract/identity';
import type { HttpClient } from './http';

/** Options of {@link createApi}. */
export interface ApiOptions {
  /** Passphrase of encrypted bodies: the runtime config's `transportKey` (default {@link DEFAULT_TRANSPORT_KEY}). */
  transportKey?: string;
}

/**
 * Binds every call to one client (and the transport key), grouped like the contract.
 * Each function stands alone, so it can be passed directly to redux-saga's `call`. Each group is
 * also bound on its own (`cashierCalls` …), so a client that loads a feature's code late can bind
 * that feature's calls with it.
 */
export function createApi(http: HttpClient, { transportKey = DEFAULT_TRANSPORT_KEY }: ApiOptions = {}) {
  return {
    system: systemCalls(http),
    auth: authCalls(http, transportKey),
    member: memberCalls(http, transportKey),
    wallet: walletCalls(http),
    cashier: cashierCalls(http, transportKey),
    records: recordsCalls(http),
    referral: referralCalls(http),
    agent: agentCalls(http, transportKey),
    security: securityCalls(http),
    feedback: feedbackCalls(http),
    inbox: inboxCalls(http),
    upline: uplineCalls(http, transportKey),
    contracts: contractsCalls(http),
    downline: downlineCalls(http, transportKey),
    points: pointsCalls(http, transportKey),
    content: contentCalls(http),
    games: gamesCalls(http),
    lottery: lotteryCalls(http),
  };
}

/** The bound calls returned by {@link createApi}. */
export type Api = ReturnType<typeof createApi>;

export {
  systemCalls,
  authCalls,
  memberCalls,
  walletCalls,
  cashierCalls,
  recordsCalls,
  referralCalls,
  agentCalls,
  securityCalls,
  feedbackCalls,
  inboxCalls,
  uplineCalls,
  contractsCalls,
  downlineCalls,
  pointsCalls,
  contentCalls,
  gamesCalls,
  lotteryCalls,
};
