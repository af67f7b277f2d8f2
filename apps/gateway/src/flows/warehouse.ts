import type { Database } from "../kernel/db";
import { SANDBOX_SHIP_AFTER_MS, shipPaidOrders } from "../modules/orders";
import type { PaymentProvider } from "../modules/payments";
import { receiveDueReturns } from "./after-sale-service";

/**
 * The warehouse that ships paid web orders and takes returned parcels in. The commerce sweep
 * calls it on every tick; a real warehouse system (WMS) reports its shipments the same way.
 */
export interface WarehouseProvider {
  /** Provider name (the sandbox is named in the deployment refusal and in /health). */
  readonly name: string;
  /** Ships the paid orders that are due (待发货 → 已发货 with a shipping number); returns how many. */
  shipDue(db: Database, now: Date): Promise<number>;
  /** Takes in the returned parcels that arrived (refunds go to `payments`); returns how many. */
  receiveReturns(db: Database, payments: PaymentProvider, now: Date): Promise<number>;
}

/**
 * The sandbox warehouse: ships paid orders `shipAfterMs` after payment (default a minute) and
 * takes a return in once its pickup day has passed. Development and the demo start only: a
 * deployment names it among the sandbox providers it refuses without ALLOW_SANDBOX_PROVIDERS=1.
 */
export function createSandboxWarehouse(options: { shipAfterMs?: number } = {}): WarehouseProvider {
  const shipAfterMs = options.shipAfterMs ?? SANDBOX_SHIP_AFTER_MS;
  return {
    name: "warehouse",
    shipDue: (db, now) => shipPaidOrders(db, now, shipAfterMs),
    receiveReturns: (db, payments, now) => receiveDueReturns(db, payments, now),
  };
}
