import { useCallback, useSyncExternalStore } from 'react';

/** Chromium's install offer for a web app with a manifest (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

type InstallState = { offer: BeforeInstallPromptEvent | null; installed: boolean };

let state: InstallState = { offer: null, installed: false };
const listeners = new Set<() => void>();
const set = (next: InstallState) => {
  state = next;
  listeners.forEach((listener) => listener());
};

/**
 * Keeps the browser's install offer for the download page. Called at start-up: the offer comes
 * once, usually before the download page's code has arrived, and is lost if nobody holds it.
 */
export function captureInstallPrompt(target: Window = window) {
  target.addEventListener('beforeinstallprompt', (event) => {
    // Without this the browser shows its own banner; the page offers the install instead.
    event.preventDefault();
    set({ ...state, offer: event as BeforeInstallPromptEvent });
  });
  target.addEventListener('appinstalled', () => set({ offer: null, installed: true }));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether the browser offers to install the lite app, and the action that asks it to. */
export function useInstallPrompt() {
  const current = useSyncExternalStore(subscribe, () => state);
  const install = useCallback(async () => {
    const offer = state.offer;
    if (!offer) return;
    await offer.prompt();
    const { outcome } = await offer.userChoice;
    // An offer can be used once; a dismissed one comes back only when the browser decides.
    set({ offer: null, installed: state.installed || outcome === 'accepted' });
  }, []);
  return { canInstall: current.offer !== null, installed: current.installed, install };
}
