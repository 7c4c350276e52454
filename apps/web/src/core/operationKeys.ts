/** A fresh idempotency key: a UUID where the browser offers one (secure contexts), else 128 random bits in hex. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * One idempotency key per intended money movement, named by what it moves (`MAIN>SABA:10000`):
 * the same movement asked again (a retry after a failure or a lost answer) reuses its key, so
 * the platform moves the money at most once; once it succeeded, the next one gets a new key.
 */
export function createOperationKeys() {
  const keys = new Map<string, string>();
  return {
    keyFor(operation: string): string {
      let key = keys.get(operation);
      if (!key) {
        key = newIdempotencyKey();
        keys.set(operation, key);
      }
      return key;
    },
    done(operation: string): void {
      keys.delete(operation);
    },
    /** Forgets every key (the member signed out). */
    clear(): void {
      keys.clear();
    },
  };
}

export type OperationKeys = ReturnType<typeof createOperationKeys>;
