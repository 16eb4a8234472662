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

export interface ToastOptions {
  durationMs?: number;
  tone?: 'info' | 'success' | 'error';
}

interface ToastApi {
  show(message: string, options?: ToastOptions): void;
}

interface ToastState {
  id: number;
  message: string;
  tone: NonNullable<ToastOptions['tone']>;
}

const ToastContext = createContext<ToastApi | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ToastState | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const nextId = useRef(0);

  const show = useCallback((message: string, options: ToastOptions = {}) => {
    clearTimeout(timer.current);
    nextId.current += 1;
    setToast({ id: nextId.current, message, tone: options.tone ?? 'info' });
    timer.current = setTimeout(() => setToast(null), options.durationMs ?? DEFAULT_TOAST_MS);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  const api = useMemo(() => ({ show }), [show]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="toast-region" aria-live="polite" aria-atomic="true">
        {toast && (
          <div key={toast.id} className={`toast toast--${toast.tone}`} role="status">
            {toast.message}
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
