import { sandboxTracking, type TrackingStatus } from "./sandbox-fulfilment";

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

/** The sandbox courier: tracking that advances with the clock alone (see sandboxTracking). */
export const sandboxCourier: CourierProvider = {
  name: "courier",
  track: async (shipment, now) => sandboxTracking(shipment.shippedAt, shipment.city, now),
};
