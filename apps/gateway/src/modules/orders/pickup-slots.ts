import { buildPickupSlots, type PickupSlot } from "@xunlan/validation";

/** spec §3 pickup day slot: the shape @xunlan/validation builds and the schema returns. */
export type PickupDaySlot = PickupSlot;

/**
 * spec §4 pickup slots from `start` (YYYY-MM-DD), the one rule of @xunlan/validation
 * (buildPickupSlots: three available days skipping blocked ones, blocked days inside disabled,
 * two disabled padding days each side). A year of blocked days is a configuration error here,
 * not an empty picker: it throws rather than offer no day.
 */
export function pickupDaySlots(start: string, blocked: Iterable<string> = []): PickupDaySlot[] {
  const slots = buildPickupSlots(start, blocked);
  if (!slots.some((slot) => !slot.disabled)) throw new RangeError("no pickup day within a year");
  return slots;
}
