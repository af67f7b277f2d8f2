import { GatewayError } from "../kernel/errors";
import type { Viewer } from "../modules/auth";
import { CART_MESSAGES } from "../modules/catalog";
import type { GatewayContext } from "./context";

/**
 * The viewer for operations that need a token (spec §6): '401' when none or an invalid one
 * was sent.
 */
export function requireViewer(context: GatewayContext): Viewer {
  if (!context.viewer) throw GatewayError.unauthorized();
  return context.viewer;
}

/** The viewer for member-only operations (spec §6): '401' without a token, '403' for guests. */
export function requireMember(context: GatewayContext): Viewer & { kind: "member"; memberUid: string } {
  const viewer = requireViewer(context);
  if (viewer.kind !== "member" || !viewer.memberUid) throw GatewayError.forbidden();
  return viewer as Viewer & { kind: "member"; memberUid: string };
}

/** The member for checkout and payment: '401' without a token, '403' 请先登录后再购买～ for a guest (spec §5, §8). */
export function requireBuyer(context: GatewayContext): string {
  const viewer = requireViewer(context);
  if (viewer.kind !== "member" || !viewer.memberUid) throw GatewayError.forbidden(CART_MESSAGES.loginToBuy);
  return viewer.memberUid;
}
