import {
  acceptServedAnswers,
  contentCalls,
  createHttpClient,
  gamesCalls,
  lotteryCalls,
  memberCalls,
  readRuntimeConfig,
  systemCalls,
  type Api,
  type HttpClient,
} from '@tessera/api';
import { STORAGE_KEYS } from './constants';
import { readSession } from './storage';
import { parseServedPage, SERVED_FRESH_MS, SERVED_PAGE_ID } from './servedPage';

let language = 'EN';

/** The language sent with every call; kept in step with the UI language. */
export function setApiLanguage(code: string) {
  language = code;
}

/** The language every call names now (the UI's). */
export const apiLanguage = (): string => language;

export const runtimeConfig = readRuntimeConfig();

export const http = createHttpClient({
  baseURL: runtimeConfig.apiBaseUrl,
  timeoutMs: runtimeConfig.timeoutMs,
  getToken: () => readSession(STORAGE_KEYS.token),
  getLanguage: () => language,
});

export type { Api };

/** The groups of calls that only features loaded later make: each binds its group with its code. */
export type LateApiGroup = Exclude<keyof Api, 'system' | 'member' | 'content' | 'games' | 'lottery'>;

/** The late groups, in a list. */
export const LATE_API_GROUPS = Object.keys({
  auth: true,
  wallet: true,
  cashier: true,
  records: true,
  referral: true,
  agent: true,
  security: true,
  feedback: true,
  inbox: true,
  upline: true,
  contracts: true,
  downline: true,
  points: true,
} satisfies Record<LateApiGroup, true>) as LateApiGroup[];

const { transportKey } = runtimeConfig;

/**
 * The platform contract as the app calls it. Sagas receive it through their context, queries
 * through the store. The start binds the calls any page may make; each group of {@link LateApiGroup}
 * is bound by the feature that makes its calls, as its code loads ({@link bindApiGroup}), so the
 * first load carries neither those calls nor their paths. A group read before any such feature
 * has loaded throws, naming it.
 */
export const api = {
  system: systemCalls(http),
  member: memberCalls(http, transportKey),
  content: contentCalls(http),
  games: gamesCalls(http),
  lottery: lotteryCalls(http),
} as Api;
for (const group of LATE_API_GROUPS)
  Object.defineProperty(api, group, {
    configurable: true,
    enumerable: true,
    get() {
      throw new Error(`api.${group} is bound by the feature that calls it (bindApiGroup); none has loaded`);
    },
  });

/**
 * Binds a late group of calls to the app's client: called, at the top of its module, by each
 * module whose queries or flows make that group's calls (binding twice keeps the first).
 */
export function bindApiGroup<G extends LateApiGroup>(
  group: G,
  bind: (client: HttpClient, transportKey: string) => Api[G],
): void {
  if (Object.getOwnPropertyDescriptor(api, group)?.get === undefined) return;
  Object.defineProperty(api, group, { enumerable: true, value: bind(http, transportKey) });
}

/**
 * Takes the answers the site's server sent with the page (server/servedPage.ts), when they were
 * made in the start language and are fresh: the first view's identical reads then ask nothing.
 */
export function acceptServedPage(language: string, doc: Document = document, now = Date.now()) {
  const page = parseServedPage(doc.getElementById(SERVED_PAGE_ID)?.textContent);
  if (!page || page.language !== language || Math.abs(now - page.at) > SERVED_FRESH_MS) return;
  acceptServedAnswers(http, page.answers);
}
