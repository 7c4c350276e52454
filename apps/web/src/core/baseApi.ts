import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import type { Api } from './api';
import { toFailure, type FailureInfo } from './failure';

/** What every query receives from the store: the platform contract. */
export interface ThunkExtra {
  api: Api;
}

/** One platform call as a query: its answer, or the failure as the rest of the app describes it. */
export function call<Arg, Result>(run: (api: Api, arg: Arg) => Promise<Result>) {
  return async (arg: Arg, { extra }: { extra: unknown }) => {
    try {
      return { data: await run((extra as ThunkExtra).api, arg) };
    } catch (error) {
      return { error: toFailure(error) };
    }
  };
}

/**
 * The base of every single platform call (§7): each feature adds its own queries and mutations
 * with `injectEndpoints` in its own folder, so a page downloads only the endpoints it uses.
 * Cached per argument, shared by every component that shows them, refetched on demand; flows
 * (login, codes, polling, negotiation) stay in sagas. `Member` marks what a balance change
 * invalidates; `Localised` what the platform writes in the request's language (announcements,
 * notices, promotions, help, VIP names, inbox messages), which a language change invalidates.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: fakeBaseQuery<FailureInfo>(),
  tagTypes: ['Member', 'Localised'],
  endpoints: () => ({}),
});
