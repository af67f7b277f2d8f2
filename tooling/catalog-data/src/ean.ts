/**
 * EAN-13 barcodes for product sizes. Prefix 69 is GS1 China; the body is a running number, so
 * every size of every generated catalogue (up to 10^10 sizes) gets a distinct, valid code.
 */

/** The EAN-13 check digit for the first 12 digits. */
export function ean13CheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new Error(`EAN-13 body must be 12 digits: ${first12}`);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** True when `code` is 13 digits with a correct check digit. */
export function isValidEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && ean13CheckDigit(code.slice(0, 12)) === Number(code[12]);
}

/** The EAN for the n-th generated size (n ≥ 0): "69" + 10-digit serial + check digit. */
export function eanForSerial(n: number): string {
  const body = `69${String(n).padStart(10, "0")}`;
  return body + String(ean13CheckDigit(body));
}
