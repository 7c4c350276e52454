import { useState } from 'react';

/**
 * Every key given so far, the current ones included: a set that only grows. For what, once asked
 * for, stays (a picture): pass the keys of what is due now, and the earlier ones are remembered.
 * A new key is added during the render that brings it (React renders again at once, before
 * anything is shown), so the set is complete on the first render and no effect is needed.
 */
export function useKeptKeys<K>(keys: readonly K[]): ReadonlySet<K> {
  const [kept, setKept] = useState<ReadonlySet<K>>(() => new Set(keys));
  if (keys.every((key) => kept.has(key))) return kept;
  const grown = new Set([...kept, ...keys]);
  setKept(grown);
  return grown;
}
