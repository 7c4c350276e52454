import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { Toast as RadixToast } from 'radix-ui';
import { Toast } from './Toast';
import { Viewport } from './Toast.styles';
import type { ToastOptions } from './Toast.types';
import { useDocumentDir } from '../../utils/useDocumentDir';

export interface ToastProviderProps {
  /** How long a toast stays, paused while hovered or focused. @default 5000 */
  durationMs?: number;
  /** The most toasts shown at once; the oldest closes first. @default 4 */
  limit?: number;
  /** Accessible label of each close button. @default 'Close' */
  closeLabel?: string;
  /** Name of the toast region; `{hotkey}` becomes the key that jumps to it (F8). @default 'Notifications ({hotkey})' */
  regionLabel?: string;
  /** Read before each announced toast. @default 'Notification' */
  announceLabel?: string;
  /** Writing direction, which sets the swipe-to-dismiss direction. @default the document's */
  dir?: 'ltr' | 'rtl';
  /** The app: everything below can call `useToast`. */
  children?: ReactNode;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  show: (options: ToastOptions) => string;
  /** Closes one toast, or all of them without an id. */
  dismiss: (id?: string) => void;
}

interface Item extends ToastOptions {
  id: string;
  open: boolean;
}

const ToastContext = createContext<ToastApi | null>(null);

/**
 * Holds the toast stack for everything below it and renders the viewport at the top-end corner.
 * Put it once near the root of the app, inside the ThemeProvider.
 */
// eslint-disable-next-line house/component-forwards-ref -- a context provider: the viewport it renders belongs to the stack, not to a caller
export function ToastProvider({
  durationMs = 5000,
  limit = 4,
  closeLabel = 'Close',
  regionLabel = 'Notifications ({hotkey})',
  announceLabel = 'Notification',
  dir,
  children,
}: ToastProviderProps) {
  const [items, setItems] = useState<Item[]>([]);
  const next = useRef(0);
  const documentDir = useDocumentDir();

  const show = useCallback(
    (options: ToastOptions) => {
      next.current += 1;
      const id = `toast-${next.current}`;
      setItems((list) => {
        const open = [...list.filter((item) => item.open), { ...options, id, open: true }];
        const excess = Math.max(0, open.length - limit);
        return open.map((item, index) => (index < excess ? { ...item, open: false } : item));
      });
      return id;
    },
    [limit],
  );

  const dismiss = useCallback((id?: string) => {
    setItems((list) => list.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)));
  }, []);

  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      <RadixToast.Provider
        duration={durationMs}
        label={announceLabel}
        swipeDirection={(dir ?? documentDir) === 'rtl' ? 'left' : 'right'}
      >
        {children}
        {items.map(({ id, open, ...options }) => (
          <Toast
            key={id}
            {...options}
            open={open}
            closeLabel={closeLabel}
            onOpenChange={(o) => {
              if (!o) dismiss(id);
            }}
          />
        ))}
        <Viewport label={regionLabel} />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}

/** `show` and `dismiss` for the nearest ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside a ToastProvider.');
  return api;
}
