import { useSyncExternalStore } from 'react';

export type Direction = 'ltr' | 'rtl';

function subscribe(onChange: () => void) {
  if (typeof document === 'undefined' || typeof MutationObserver === 'undefined') return () => {};
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['dir'] });
  return () => observer.disconnect();
}

const read = (): Direction =>
  typeof document !== 'undefined' && document.documentElement.dir.toLowerCase() === 'rtl' ? 'rtl' : 'ltr';

/**
 * The writing direction of the document (`<html dir>`), kept up to date when it changes (a
 * language switch). Radix primitives take `dir` explicitly and would otherwise assume
 * left-to-right, writing `dir="ltr"` onto their own elements.
 */
export function useDocumentDir(): Direction {
  return useSyncExternalStore(subscribe, read, () => 'ltr');
}
