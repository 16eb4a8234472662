// App-wide toasts: one at a time, announced politely to screen readers, 2 s unless told otherwise.
// Screens and hooks show them through hooks/use-toast.ts.
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type ToastCloseReason, ToastContext, type ToastOptions } from '../hooks/use-toast';

export const DEFAULT_TOAST_MS = 2000;

interface ToastState {
  id: number;
  message: string;
  tone: NonNullable<ToastOptions['tone']>;
  action?: ToastOptions['action'];
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ToastState | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const nextId = useRef(0);
  const current = useRef<{ id: number; durationMs: number; onClose?: ToastOptions['onClose'] } | null>(null);
  const actionButton = useRef<HTMLButtonElement | null>(null);

  const close = useCallback((reason: ToastCloseReason) => {
    clearTimeout(timer.current);
    const closing = current.current;
    current.current = null;
    setToast(null);
    closing?.onClose?.(reason);
  }, []);

  const startTimer = useCallback(() => {
    clearTimeout(timer.current);
    const shown = current.current;
    if (shown) timer.current = setTimeout(() => close('timeout'), shown.durationMs);
  }, [close]);

  const show = useCallback(
    (message: string, options: ToastOptions = {}) => {
      if (current.current) close('replaced');
      nextId.current += 1;
      const id = nextId.current;
      current.current = { id, durationMs: options.durationMs ?? DEFAULT_TOAST_MS, onClose: options.onClose };
      setToast({ id, message, tone: options.tone ?? 'info', action: options.action });
      startTimer();
      return id;
    },
    [close, startTimer],
  );

  const dismiss = useCallback((id: number) => current.current?.id === id && close('dismissed'), [close]);

  useEffect(() => () => clearTimeout(timer.current), []);

  // A toast with an action takes the focus only when it would otherwise be lost (the button that
  // started it is gone, e.g. a deleted item's trash icon), so a keyboard user can reach "Undo" in time.
  useEffect(() => {
    if (toast?.action && (document.activeElement === document.body || !document.activeElement))
      actionButton.current?.focus();
  }, [toast]);

  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="toast-region" aria-live="polite" aria-atomic="true">
        {toast && (
          // The time to act stops while the pointer rests on the toast.
          <div
            key={toast.id}
            className={`toast toast--${toast.tone}${toast.action ? ' toast--actionable' : ''}`}
            role="status"
            onMouseEnter={() => clearTimeout(timer.current)}
            onMouseLeave={startTimer}
          >
            <span className="toast__message">{toast.message}</span>
            {toast.action && (
              <button
                ref={actionButton}
                type="button"
                className="toast__action"
                onClick={() => {
                  toast.action?.onAction();
                  close('action');
                }}
              >
                {toast.action.label}
              </button>
            )}
          </div>
        )}
      </div>
    </ToastContext.Provider>
  );
}
