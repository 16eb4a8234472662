// A barcode in a contract: checked (see barcode-digits.ts) before any request leaves the server. zod only.
import { z } from 'zod';
import { catalogued } from '../error-codes.js';
import { BARCODE_DIGITS, hasValidCheckDigit, normaliseBarcode } from './barcode-digits.js';

/** A barcode as scanned or typed (spaces around it ignored), normalised to EAN-13 or EAN-8. */
export const barcodeSchema = z
  .string({ error: catalogued('invalidBarcode') })
  .trim()
  .regex(BARCODE_DIGITS, catalogued('invalidBarcode'))
  .refine(hasValidCheckDigit, catalogued('invalidBarcode'))
  .transform(normaliseBarcode);
