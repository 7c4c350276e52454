import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import type { Api } from './api';
import { toFailure, type FailureInfo } from './failure';
import { createOperationKeys, type OperationKeys } from './operationKeys';

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

/** A money movement's payload as a form asks for it: the endpoint gives the idempotency key. */
export type Unkeyed<Payload> = Omit<Payload, 'idempotencyKey'>;

/** Each store's keys of the money movements asked so far (the thunk argument is one per store). */
const keysByStore = new WeakMap<object, OperationKeys>();

/**
 * One platform call that moves money, as a mutation that owns its idempotency keys: it takes the
 * payload without a key and sends it under one key per operation (the payload without its
 * `secrets`, such as the login password), kept across retries of that operation (a failure or a
 * lost answer) and renewed once it succeeded, so the platform moves the money at most once.
 */
export function keyedCall<Payload extends { idempotencyKey: string }, Result>(
  run: (api: Api, payload: Payload) => Promise<Result>,
  secrets: ReadonlyArray<keyof Payload> = [],
) {
  return async (arg: Unkeyed<Payload>, { extra }: { extra: unknown }) => {
    let keys = keysByStore.get(extra as object);
    if (!keys) {
      keys = createOperationKeys();
      keysByStore.set(extra as object, keys);
    }
    const order = Object.fromEntries(Object.entries(arg).filter(([name]) => !secrets.includes(name as keyof Payload)));
    const operation = JSON.stringify(order);
    const idempotencyKey = keys.keyFor(operation);
    try {
      const data = await run((extra as ThunkExtra).api, { ...arg, idempotencyKey } as Payload);
      keys.done(operation);
      return { data };
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
