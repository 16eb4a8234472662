// What screens and hooks may do with the app's toasts: show one, dismiss it. components/toast.tsx
// (ToastProvider) provides it and draws the toast.
import { createContext, useContext } from 'react';

/** Why a toast went away: its time ran out, its action was used, another toast took its place, or the
 * screen that showed it dismissed it. */
export type ToastCloseReason = 'timeout' | 'action' | 'replaced' | 'dismissed';

export interface ToastOptions {
  durationMs?: number;
  tone?: 'info' | 'success' | 'error';
  /** One button in the toast (e.g. "Undo"); using it closes the toast. */
  action?: { label: string; onAction: () => void };
  /** Told once when the toast goes away, whatever the reason. */
  onClose?: (reason: ToastCloseReason) => void;
}

export interface ToastApi {
  /** Shows a toast in place of the current one; returns its id for `dismiss`. */
  show(message: string, options?: ToastOptions): number;
  /** Closes toast `id` if it is still shown. */
  dismiss(id: number): void;
}

/** Set by ToastProvider (components/toast.tsx). */
export const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside ToastProvider');
  return api;
}
