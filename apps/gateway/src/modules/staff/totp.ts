import { Secret, TOTP } from "otpauth";

/**
 * RFC 6238 TOTP (the authenticator apps' defaults: SHA-1, 6 digits, 30 s), through the
 * maintained `otpauth` library. One step either side is accepted for clock drift (RFC 6238
 * §5.2); the caller refuses a step at or before the last accepted one, so a code works once.
 */
const PERIOD = 30;

function totpOf(secret: string, label = "staff"): TOTP {
  return new TOTP({ issuer: "迅岚 XUNLAN 运营", label, algorithm: "SHA1", digits: 6, period: PERIOD, secret: Secret.fromBase32(secret) });
}

/** A new random base32 secret (160 bits, RFC 4226's recommended length). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://` URI an authenticator app scans. */
export function totpUri(secret: string, loginName: string): string {
  return totpOf(secret, loginName).toString();
}

/** The code at `now` (demo printout, tests). */
export function totpCode(secret: string, now: Date): string {
  return totpOf(secret).generate({ timestamp: now.getTime() });
}

/** The time step a valid `code` belongs to at `now` (±1 step), or null when it is not valid. */
export function totpStep(secret: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / PERIOD) + delta;
}
