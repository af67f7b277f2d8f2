/**
 * spec §5: a number input keeps ASCII digits only and is cut to `maxLength` characters
 * (omit it for no limit). Full-width digits, signs and decimal points are dropped.
 */
export function sanitizeNumberInput(value: string, maxLength?: number): string {
  const digits = value.replace(/[^0-9]/g, "");
  if (maxLength === undefined || !Number.isFinite(maxLength)) return digits;
  return digits.slice(0, Math.max(0, Math.floor(maxLength)));
}
