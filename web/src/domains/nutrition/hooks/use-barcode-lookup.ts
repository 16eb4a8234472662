// A product looked up by the digits under its bars (the diary's components/barcode-entry.tsx shows it), typed
// or read from a photo: a code the server would refuse is refused here first, then lookupBarcode answers with
// the product or with none.
import { isBarcode } from '@shared/nutrition/barcode-digits';
import type { BarcodeProduct } from '@shared/nutrition/contracts';
import { useCallback, useState } from 'react';
import { useCallableAction } from '../../../hooks/use-callable-action';
import { readBarcode } from '../../../lib/barcode-reader';
import { call } from '../../../lib/callable';

/** The i18n key for digits that are not an EAN-13, EAN-8 or UPC-A. */
export const INVALID_BARCODE = 'history.invalidBarcode';
/** The i18n key for a photo in which no barcode could be read. */
export const BARCODE_NOT_READ = 'diary.barcodeEntry.notRead';

export interface BarcodeLookup {
  busy: boolean;
  /** A photo is being read. */
  scanning: boolean;
  /** The product found by the last look-up. */
  product: BarcodeProduct | null;
  /** The i18n key of what went wrong with the last look-up (no product is a problem too). */
  problem: string | null;
  /** Resolves with the product found, else null. */
  find: (code: string) => Promise<BarcodeProduct | null>;
  /** Resolves with the digits read from a photo of the barcode, else null (and says so). */
  scan: (image: Blob) => Promise<string | null>;
  reset: () => void;
}

export function useBarcodeLookup(): BarcodeLookup {
  const { busy, run, reset: resetAction } = useCallableAction({ errors: 'inline' });
  const [product, setProduct] = useState<BarcodeProduct | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [scanning, setScanning] = useState(false);

  const find = useCallback(
    async (code: string) => {
      setProduct(null);
      setProblem(null);
      if (!isBarcode(code)) {
        setProblem(INVALID_BARCODE);
        return null;
      }
      const outcome = await run('lookupBarcode', () => call('lookupBarcode', { code: code.trim() }), {
        needsConnection: true,
      });
      if (!outcome.ok) {
        if (outcome.reason === 'failed') setProblem(outcome.code);
        return null;
      }
      const found = outcome.value.product;
      if (found) setProduct(found);
      else setProblem('history.productNotFound');
      return found;
    },
    [run],
  );

  const scan = useCallback(async (image: Blob) => {
    setProduct(null);
    setProblem(null);
    setScanning(true);
    let code: string | null = null;
    try {
      code = await readBarcode(image);
    } catch (error) {
      // A photo the browser cannot decode reads as one without a barcode; anything else is a bug to see.
      console.error(error);
    } finally {
      setScanning(false);
    }
    if (!code) setProblem(BARCODE_NOT_READ);
    return code;
  }, []);

  const reset = useCallback(() => {
    resetAction();
    setProduct(null);
    setProblem(null);
  }, [resetAction]);

  return { busy, scanning, product, problem, find, scan, reset };
}
