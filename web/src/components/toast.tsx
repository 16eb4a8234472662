// App-wide toasts: one at a time, announced politely to screen readers, 2 s unless told otherwise.
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';

export const DEFAULT_TOAST_MS = 2000;

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

interface ToastApi {
  /** Shows a toast in place of the current one; returns its id for `dismiss`. */
  show(message: string, options?: ToastOptions): number;
  /** Closes toast `id` if it is still shown. */
  dismiss(id: number): void;
}

interface ToastState {
  id: number;
  message: string;
  tone: NonNullable<ToastOptions['tone']>;
  action?: ToastOptions['action'];
}

const ToastContext = createContext<ToastApi | null>(null);

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

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside ToastProvider');
  return api;
}
