import { GatewayError } from "../kernel/errors";
import type { Viewer } from "../modules/auth";
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
