import type { Api } from './api';
import type { ThunkExtra } from './baseApi';
import { toFailure } from './failure';
import { createOperationKeys, type OperationKeys } from './operationKeys';

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
