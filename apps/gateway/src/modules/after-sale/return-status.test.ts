import { describe, expect, it } from "vitest";
import { ORDER_STATUSES, type OrderStatus } from "../../kernel/db/schema";
import { GatewayError } from "../../kernel/errors";
import { assertTransition, canTransition, ORDER_STATUS_TEXT } from "../orders/order-status";
import {
  assertReturnTransition,
  canReturnTransition,
  RETURN_STATUS_TEXT,
  RETURN_STATUSES,
  RETURN_TRANSITIONS,
  type ReturnStatus,
} from "./return-status";

/** Every pair (from, to) of a machine, legal or not. */
function pairs<S extends string>(states: readonly S[]): Array<[S, S]> {
  return states.flatMap((from) => states.map((to) => [from, to] as [S, S]));
}

function thrown(fn: () => void): GatewayError | null {
  try {
    fn();
    return null;
  } catch (error) {
    return error as GatewayError;
  }
}

// Written out on purpose (not read from the tables under test): a change of either machine must change this too.
const LEGAL_ORDER = new Set([
  "pending_payment>paid",
  "pending_payment>cancelled",
  "paid>shipped",
  // A pickup order collected at its store (issue 24 §1, collectPickup): 待自提 → 已自提.
  "paid>completed",
  "paid>after_sale",
  "paid>refunded",
  "shipped>completed",
  "shipped>after_sale",
  "completed>after_sale",
  "after_sale>paid",
  "after_sale>shipped",
  "after_sale>completed",
  "after_sale>refunded",
]);
const LEGAL_RETURN = new Set(["applied>cancelled", "applied>refunding", "refunding>refunded"]);

describe("the return state machine", () => {
  it("names every status in Chinese", () => {
    expect(RETURN_STATUSES.map((s) => RETURN_STATUS_TEXT[s])).toEqual(["待取件", "退款中", "已退款", "已取消"]);
  });

  it("has nothing at all after its final statuses", () => {
    expect(RETURN_TRANSITIONS.refunded).toEqual([]);
    expect(RETURN_TRANSITIONS.cancelled).toEqual([]);
  });

  it.each(pairs<ReturnStatus>(RETURN_STATUSES))("%s → %s is legal only if listed; an illegal one is a clear '400'", (from, to) => {
    const legal = LEGAL_RETURN.has(`${from}>${to}`);
    const error = thrown(() => assertReturnTransition(from, to));
    expect({
      can: canReturnTransition(from, to),
      gatewayError: error instanceof GatewayError,
      message: error?.message ?? null,
      extensions: error
        ? {
            code: error.extensions.code,
            field: error.extensions.field,
            fromStatus: error.extensions.fromStatus,
            toStatus: error.extensions.toStatus,
          }
        : null,
    }).toEqual(
      legal
        ? { can: true, gatewayError: false, message: null, extensions: null }
        : {
            can: false,
            gatewayError: true,
            message: `售后单状态为「${RETURN_STATUS_TEXT[from]}」，不能变为「${RETURN_STATUS_TEXT[to]}」`,
            extensions: { code: "400", field: "status", fromStatus: from, toStatus: to },
          },
    );
  });
});

describe("the order state machine, every pair (售后中 / 已退款 included)", () => {
  it.each(pairs<OrderStatus>(ORDER_STATUSES))("%s → %s", (from, to) => {
    const legal = LEGAL_ORDER.has(`${from}>${to}`);
    const error = thrown(() => assertTransition(from, to));
    expect({
      can: canTransition(from, to),
      message: error?.message ?? null,
      extensions: error
        ? { code: error.extensions.code, fromStatus: error.extensions.fromStatus, toStatus: error.extensions.toStatus }
        : null,
    }).toEqual(
      legal
        ? { can: true, message: null, extensions: null }
        : {
            can: false,
            message: `订单状态为「${ORDER_STATUS_TEXT[from]}」，不能变为「${ORDER_STATUS_TEXT[to]}」`,
            extensions: { code: "400", fromStatus: from, toStatus: to },
          },
    );
  });
});
