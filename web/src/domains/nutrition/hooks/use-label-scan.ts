// A photographed nutrition label read into figures per 100 g (the diary's components/label-entry.tsx shows
// them for the user to confirm): the photo is made a small JPEG first, then scanLabel reads it, in one AI
// call.
import type { CallableResponse } from '@contracts';
import { useCallback, useState } from 'react';
import { useCallableAction } from '../../../hooks/use-callable-action';
import { call } from '../../../lib/callable';
import { imageDataUrl } from '../../../lib/image-data-url';

export type LabelReading = CallableResponse<'scanLabel'>;

export interface LabelScan {
  busy: boolean;
  /** The i18n key of what went wrong with the last photo. */
  problem: string | null;
  /** Resolves with what the label says, else null (and `problem` says why). */
  scan: (photo: Blob) => Promise<LabelReading | null>;
  reset: () => void;
}

export function useLabelScan(): LabelScan {
  const { busy, error, run, reset } = useCallableAction({ errors: 'inline' });
  const [unreadable, setUnreadable] = useState(false);

  const scan = useCallback(
    async (photo: Blob) => {
      setUnreadable(false);
      let image: string;
      try {
        image = await imageDataUrl(photo);
      } catch {
        setUnreadable(true);
        return null;
      }
      const outcome = await run('scanLabel', () => call('scanLabel', { image }), { needsConnection: true });
      return outcome.ok ? outcome.value : null;
    },
    [run],
  );

  const forget = useCallback(() => {
    setUnreadable(false);
    reset();
  }, [reset]);

  return { busy, problem: unreadable ? 'camera.imageError' : (error?.code ?? null), scan, reset: forget };
}
