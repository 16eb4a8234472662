// Product barcodes as printed on food packs: EAN-13, EAN-8 and UPC-A (12 digits), each ending in a GS1
// check digit. Plain functions, apart from the contract's schema (barcode.ts), so the web checks a code
// without loading zod. Imports nothing.

/** The digits of an EAN-13, an EAN-8 or a UPC-A. */
export const BARCODE_DIGITS = /^(\d{8}|\d{12}|\d{13})$/;

/** Whether the last digit is the GS1 check digit of the others (weights 3 and 1 from the right). */
export function hasValidCheckDigit(code: string): boolean {
  if (!/^\d+$/.test(code) || code.length < 2) return false;
  let sum = 0;
  for (let i = code.length - 2, weight = 3; i >= 0; i--, weight = 4 - weight) sum += Number(code[i]) * weight;
  return (10 - (sum % 10)) % 10 === Number(code[code.length - 1]);
}

/** One code for one product: a UPC-A is the EAN-13 with a leading 0 (as Open Food Facts stores it). */
export const normaliseBarcode = (code: string) => (code.length === 12 ? `0${code}` : code);

/** Whether `text` (spaces around it ignored) is a product barcode whose check digit is right. */
export function isBarcode(text: string): boolean {
  const code = text.trim();
  return BARCODE_DIGITS.test(code) && hasValidCheckDigit(code);
}
