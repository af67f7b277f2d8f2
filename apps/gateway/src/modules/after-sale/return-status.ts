import { RETURN_STATUSES, type ReturnStatus } from "../../kernel/db/schema";
import { GatewayError } from "../../kernel/errors";

export { RETURN_STATUSES, type ReturnStatus };

/** The Chinese text of each return status (list, detail). */
export const RETURN_STATUS_TEXT: Readonly<Record<ReturnStatus, string>> = {
  applied: "待取件",
  refunding: "退款中",
  refunded: "已退款",
  cancelled: "已取消",
};

/**
 * The return state machine: an application waits for the courier's pickup (applied); the member
 * may withdraw it until then (cancelled); once the warehouse has the parcel the refund is under
 * way (refunding) and ends refunded when the payment provider confirms. cancelled and refunded
 * are final.
 */
export const RETURN_TRANSITIONS: Readonly<Record<ReturnStatus, readonly ReturnStatus[]>> = {
  applied: ["cancelled", "refunding"],
  refunding: ["refunded"],
  refunded: [],
  cancelled: [],
};

/** Whether `to` may follow `from`. */
export function canReturnTransition(from: ReturnStatus, to: ReturnStatus): boolean {
  return RETURN_TRANSITIONS[from].includes(to);
}

/** Throws '400' 售后单状态为「…」，不能变为「…」 when `to` may not follow `from`. */
export function assertReturnTransition(from: ReturnStatus, to: ReturnStatus): void {
  if (!canReturnTransition(from, to)) {
    throw GatewayError.badRequest(`售后单状态为「${RETURN_STATUS_TEXT[from]}」，不能变为「${RETURN_STATUS_TEXT[to]}」`, "status", {
      fromStatus: from,
      toStatus: to,
    });
  }
}
