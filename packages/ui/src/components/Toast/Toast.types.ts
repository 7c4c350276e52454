import type { ReactNode } from 'react';

export const TOAST_TONES = ['info', 'success', 'warning', 'danger'] as const;
export type ToastTone = (typeof TOAST_TONES)[number];

/** What `useToast().show` takes. */
export interface ToastOptions {
  /** The message, short. */
  title: ReactNode;
  /** A second line of detail. */
  description?: ReactNode;
  /** Colour and icon; warning and danger are announced assertively. @default 'info' */
  tone?: ToastTone;
  /** Time on screen, paused while hovered or focused. @default the provider's `durationMs` */
  durationMs?: number;
}
