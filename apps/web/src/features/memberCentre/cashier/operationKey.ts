import { useCallback, useRef } from 'react';

/**
 * The idempotency key of a money-moving form: one per intended operation. The same values
 * submitted again (a retry after a failure or a lost answer) reuse the key, so the platform
 * never moves the money twice; other values are another operation and get a new key; after a
 * success `renew` starts afresh.
 */
export function useOperationKey() {
  const current = useRef<{ key: string; what: string } | null>(null);
  const keyFor = useCallback((what: string): string => {
    if (current.current?.what !== what) current.current = { key: crypto.randomUUID(), what };
    return current.current.key;
  }, []);
  const renew = useCallback(() => {
    current.current = null;
  }, []);
  return { keyFor, renew };
}
