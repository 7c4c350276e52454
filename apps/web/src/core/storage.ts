/**
 * Guarded browser storage: private modes and disabled storage must never break the app.
 */
function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

export const readLocal = (key: string) => safe(() => window.localStorage.getItem(key), null);
export const writeLocal = (key: string, value: string) =>
  safe(() => window.localStorage.setItem(key, value), undefined);
export const readSession = (key: string) => safe(() => window.sessionStorage.getItem(key), null);
export const writeSession = (key: string, value: string) =>
  safe(() => window.sessionStorage.setItem(key, value), undefined);
