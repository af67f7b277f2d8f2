import { isMobile, MESSAGES } from "@xunlan/validation";
import { GatewayError } from "../errors";

/**
 * spec §5 mobile, for any argument that carries one: empty → 请输入手机号, malformed →
 * 请输入正确的手机号码, both with `extensions.field`. Returns the trimmed number.
 */
export function requireMobile(value: string | null | undefined, field: string): string {
  const mobile = (value ?? "").trim();
  if (!mobile) throw GatewayError.badRequest(MESSAGES.mobileRequired, field);
  if (!isMobile(mobile)) throw GatewayError.badRequest(MESSAGES.mobileInvalid, field);
  return mobile;
}
