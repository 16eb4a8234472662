// Product barcodes as printed on food packs: EAN-13, EAN-8 and UPC-A (12 digits), each ending in a GS1
// check digit. A code is checked here, in the contract, before any request leaves the server. zod only.
import { z } from 'zod';
import { catalogued } from '../error-codes.js';

/** Whether the last digit is the GS1 check digit of the others (weights 3 and 1 from the right). */
export function hasValidCheckDigit(code: string): boolean {
  if (!/^\d+$/.test(code) || code.length < 2) return false;
  let sum = 0;
  for (let i = code.length - 2, weight = 3; i >= 0; i--, weight = 4 - weight) sum += Number(code[i]) * weight;
  return (10 - (sum % 10)) % 10 === Number(code[code.length - 1]);
}

/** One code for one product: a UPC-A is the EAN-13 with a leading 0 (as Open Food Facts stores it). */
export const normaliseBarcode = (code: string) => (code.length === 12 ? `0${code}` : code);

/** A barcode as scanned or typed (spaces around it ignored), normalised to EAN-13 or EAN-8. */
export const barcodeSchema = z
  .string({ error: catalogued('invalidBarcode') })
  .trim()
  .regex(/^(\d{8}|\d{12}|\d{13})$/, catalogued('invalidBarcode'))
  .refine(hasValidCheckDigit, catalogued('invalidBarcode'))
  .transform(normaliseBarcode);
