/** spec §5: a birthday is displayed as 8 asterisks. */
export const BIRTHDAY_MASK = "********";
/** spec §5: a password is displayed as 8 dots. */
export const PASSWORD_MASK = "••••••••";
/** spec §5: an address is displayed as 6 asterisks. */
export const ADDRESS_MASK = "******";

/** spec §5: a Chinese name shows its first character plus '**' (one-character names too); '' stays ''. */
export function maskName(name: string): string {
  const first = Array.from(name.trim())[0];
  return first === undefined ? "" : `${first}**`;
}

/**
 * spec §5: a mobile shows its first 3 and last 4 digits around '****' (139****5678).
 * Values shorter than 8 characters would be fully revealed, so they become '****'; '' stays ''.
 */
export function maskMobile(mobile: string): string {
  const value = mobile.trim();
  if (!value) return "";
  if (value.length < 8) return "****";
  return `${value.slice(0, 3)}****${value.slice(-4)}`;
}

/**
 * spec §5: an email shows up to 3 leading characters of the local part, '***' and '@domain'
 * (abcdef@x.cn → abc***@x.cn, ab@x.cn → ab***@x.cn). Without '@' only the local rule applies;
 * '' stays ''.
 */
export function maskEmail(email: string): string {
  const value = email.trim();
  if (!value) return "";
  const at = value.lastIndexOf("@");
  const local = at === -1 ? value : value.slice(0, at);
  const domain = at === -1 ? "" : value.slice(at);
  return `${Array.from(local).slice(0, 3).join("")}***${domain}`;
}
