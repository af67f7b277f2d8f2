import type { Database } from "../kernel/db";
import { SANDBOX_SHIP_AFTER_MS, sandboxTracking, shipPaidOrders, type TrackingStatus } from "../modules/orders/sandbox-fulfilment";
import type { PaymentProvider } from "../modules/payments/payment-provider";
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

/** One shipped parcel as the courier knows it. */
export interface Shipment {
  shippingNumber: string;
  shippingCompany: string;
  shippedAt: Date;
  /** The delivery address's city. */
  city: string;
}

/** The courier behind orderShippingStatus (spec §7: the tracking lines of a parcel). */
export interface CourierProvider {
  readonly name: string;
  /** Where the parcel is at `now`: its tracking lines, newest first. */
  track(shipment: Shipment, now: Date): Promise<TrackingStatus>;
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

/** The sandbox courier: tracking that advances with the clock alone (see sandboxTracking). */
export const sandboxCourier: CourierProvider = {
  name: "courier",
  track: async (shipment, now) => sandboxTracking(shipment.shippedAt, shipment.city, now),
};
