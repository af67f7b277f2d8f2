import { applyQuantityStep, QUANTITY_DEBOUNCE_MS } from "@xunlan/validation";
import { useCallback, useEffect, useRef, useState } from "react";
import type { BagLine } from "./types";

/**
 * The most a line may hold: its saleableQty (spec §5), further capped by the colour's
 * purchaseLimit when one is set. Unknown stock (null) caps at the purchase limit or not at all.
 */
export function maxQuantity(line: Pick<BagLine, "saleableQty" | "purchaseLimit">): number {
  const stock = typeof line.saleableQty === "number" ? Math.max(0, line.saleableQty) : Number.POSITIVE_INFINITY;
  const limit = line.purchaseLimit && line.purchaseLimit > 0 ? line.purchaseLimit : Number.POSITIVE_INFINITY;
  return Math.min(stock, limit);
}

/** Options of {@link useBagQuantities}. */
export interface UseBagQuantitiesOptions {
  /** The bag as the server (or the optimistic cache) has it. */
  lines: readonly BagLine[];
  /**
   * Sends the net change of one line once presses have stopped for `delay` ms. Rejecting drops
   * the local draft, so the line shows the server's quantity again.
   */
  onCommit: (ean: string, delta: number) => Promise<unknown>;
  /** A message for the shopper: 已达数量上限，无法继续加购 or the commit's error text. */
  onMessage?: (text: string) => void;
  /** Debounce in ms; spec §9 1000. */
  delay?: number;
}

/** What {@link useBagQuantities} returns. */
export interface BagQuantities {
  /** The quantity to show for a line: the draft while presses are pending, else the line's. */
  quantityOf: (ean: string) => number;
  /** A plus (+1) or minus (-1) press on a line (spec §5 rules through applyQuantityStep). */
  step: (ean: string, direction: 1 | -1) => void;
  /** Whether any change waits for the debounce or the gateway: checkout is disabled (spec §4, §5). */
  pending: boolean;
}

/**
 * spec §4: bag quantity changes are debounced 1 second and disable checkout while pending.
 * Each press updates the shown quantity at once; after `delay` ms without a press on that line
 * the net change is committed in one call. Minus does nothing at 1; plus beyond the line's
 * {@link maxQuantity} shows 已达数量上限，无法继续加购 (spec §5).
 */
export function useBagQuantities({ lines, onCommit, onMessage, delay = QUANTITY_DEBOUNCE_MS }: UseBagQuantitiesOptions): BagQuantities {
  const [drafts, setDrafts] = useState<Readonly<Record<string, number>>>({});
  const [inFlight, setInFlight] = useState(0);
  const latest = useRef({ lines, drafts, onCommit, onMessage });
  // The timers and handlers read the newest props and drafts after every commit.
  useEffect(() => {
    latest.current = { lines, drafts, onCommit, onMessage };
  }, [lines, drafts, onCommit, onMessage]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  // A press after a commit started makes that commit's settlement leave the newer draft alone.
  const versions = useRef(new Map<string, number>());

  useEffect(() => {
    const pendingTimers = timers.current;
    return () => pendingTimers.forEach((timer) => clearTimeout(timer));
  }, []);

  const dropDraft = useCallback((ean: string, version: number) => {
    if (versions.current.get(ean) !== version) return;
    setDrafts(({ [ean]: _dropped, ...rest }) => rest);
  }, []);

  const commit = useCallback(
    (ean: string) => {
      timers.current.delete(ean);
      const { lines: current, drafts: pendingDrafts } = latest.current;
      const line = current.find((candidate) => candidate.ean === ean);
      const draft = pendingDrafts[ean];
      const version = versions.current.get(ean) ?? 0;
      if (!line || draft === undefined || draft === line.quantity) {
        dropDraft(ean, version);
        return;
      }
      setInFlight((count) => count + 1);
      latest.current
        .onCommit(ean, draft - line.quantity)
        .catch((error: unknown) => {
          latest.current.onMessage?.(error instanceof Error && error.message ? error.message : "数量更新失败，请重试");
        })
        .finally(() => {
          dropDraft(ean, version);
          setInFlight((count) => count - 1);
        });
    },
    [dropDraft],
  );

  const step = useCallback(
    (ean: string, direction: 1 | -1) => {
      const { lines: current, drafts: pendingDrafts } = latest.current;
      const line = current.find((candidate) => candidate.ean === ean);
      if (!line) return;
      const shown = pendingDrafts[ean] ?? line.quantity;
      const next = applyQuantityStep(shown, direction, maxQuantity(line));
      if (next.message) latest.current.onMessage?.(next.message);
      if (next.delta === 0) return;
      versions.current.set(ean, (versions.current.get(ean) ?? 0) + 1);
      const updated = { ...pendingDrafts, [ean]: next.quantity };
      latest.current.drafts = updated;
      setDrafts(updated);
      const previous = timers.current.get(ean);
      if (previous) clearTimeout(previous);
      timers.current.set(
        ean,
        setTimeout(() => commit(ean), delay),
      );
    },
    [commit, delay],
  );

  const quantityOf = useCallback((ean: string) => drafts[ean] ?? lines.find((line) => line.ean === ean)?.quantity ?? 0, [drafts, lines]);

  return { quantityOf, step, pending: inFlight > 0 || Object.keys(drafts).length > 0 };
}
