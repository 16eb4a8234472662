// Runs a call with a busy flag (for the processing overlay), a success toast and the translated
// error toast, so every screen reports failures the same way.
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../components/toast';
import { errorMessage } from '../lib/error-message';

export interface ActionOptions {
  /** i18n key of the success toast. */
  success?: string;
  successMs?: number;
}

export function useAction() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const running = useRef(0);

  const run = useCallback(
    async <T>(
      action: () => Promise<T>,
      options: ActionOptions = {},
    ): Promise<{ ok: true; value: T } | { ok: false }> => {
      running.current += 1;
      setBusy(true);
      try {
        const value = await action();
        if (options.success)
          toast.show(t(options.success), { durationMs: options.successMs, tone: 'success' });
        return { ok: true, value };
      } catch (error) {
        console.error(error);
        toast.show(
          errorMessage(error, t, (key) => i18n.exists(key)),
          { tone: 'error' },
        );
        return { ok: false };
      } finally {
        running.current -= 1;
        if (running.current === 0) setBusy(false);
      }
    },
    [t, i18n, toast],
  );

  return { busy, run };
}
