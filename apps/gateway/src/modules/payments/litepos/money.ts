import { toCents } from "@xunlan/validation";

/**
 * The one place where money crosses between the database's exact `numeric(10,2)` yuan and the
 * provider's integer fen (LitePOS amounts are strings of fen, "精确到分"). Through strings and
 * integers only: validation's toCents shifts the decimal point in the text, never `× 100`.
 */
export function toFen(yuan: number | string): number {
  const value = typeof yuan === "number" ? yuan : /^-?\d+(\.\d+)?$/.test(yuan.trim()) ? Number(yuan.trim()) : Number.NaN;
  if (!Number.isFinite(value)) throw new Error(`not an amount: ${yuan}`);
  const fen = toCents(value);
  if (!Number.isSafeInteger(fen)) throw new Error(`amount out of range: ${yuan}`);
  // Exactly whole fen (numeric(10,2) always is): a sub-fen amount is refused, never rounded.
  if (fromFen(fen) !== value) throw new Error(`not a whole number of fen: ${yuan}`);
  return fen;
}

/** Yuan of an integer fen amount (what the payment services and the database take). */
export function fromFen(fen: number): number {
  if (!Number.isSafeInteger(fen)) throw new Error(`fen must be an integer: ${fen}`);
  return Number(`${fen < 0 ? "-" : ""}${Math.floor(Math.abs(fen) / 100)}.${String(Math.abs(fen) % 100).padStart(2, "0")}`);
}

/** A wire amount: a string of integer fen (12 digits at most, negative for refunds); null when it is not one. */
export function parseFen(value: unknown): number | null {
  if (typeof value !== "string" && typeof value !== "number") return null;
  const text = String(value).trim();
  if (!/^-?\d{1,12}$/.test(text)) return null;
  return Number(text);
}
