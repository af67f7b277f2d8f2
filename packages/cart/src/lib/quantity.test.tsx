import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SAMPLE_LINES } from "../fixtures/bag";
import { maxQuantity, useBagQuantities } from "./quantity";
import type { BagLine } from "./types";

const line = (patch: Partial<BagLine>): BagLine => ({ ...SAMPLE_LINES[0]!, ...patch });

describe("maxQuantity", () => {
  it("is the saleable quantity, capped by a purchase limit", () => {
    expect(maxQuantity({ saleableQty: 24, purchaseLimit: 5 })).toBe(5);
    expect(maxQuantity({ saleableQty: 3, purchaseLimit: 5 })).toBe(3);
    expect(maxQuantity({ saleableQty: 3, purchaseLimit: null })).toBe(3);
    expect(maxQuantity({ saleableQty: 0, purchaseLimit: 0 })).toBe(0);
    expect(maxQuantity({ saleableQty: null, purchaseLimit: null })).toBe(Number.POSITIVE_INFINITY);
  });
});

describe("useBagQuantities (spec §4 debounce 1 s, §5 rules)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function setup(lines: BagLine[], onCommit = vi.fn<(ean: string, delta: number) => Promise<void>>(async () => {})) {
    const onMessage = vi.fn<(text: string) => void>();
    const hook = renderHook(({ current }) => useBagQuantities({ lines: current, onCommit, onMessage }), {
      initialProps: { current: lines },
    });
    return { ...hook, onCommit, onMessage };
  }

  it("shows each press at once and commits the net change once, 1000 ms after the last press", async () => {
    const { result, onCommit } = setup([line({ quantity: 1, saleableQty: 10, purchaseLimit: null })]);
    const ean = SAMPLE_LINES[0]!.ean;
    act(() => result.current.step(ean, 1));
    act(() => result.current.step(ean, 1));
    expect(result.current.quantityOf(ean)).toBe(3);
    expect(result.current.pending).toBe(true);
    act(() => vi.advanceTimersByTime(999));
    act(() => result.current.step(ean, 1));
    act(() => vi.advanceTimersByTime(999));
    expect(onCommit).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit).toHaveBeenCalledWith(ean, 3);
    expect(result.current.pending).toBe(false);
  });

  it("sends nothing when the presses cancel out, and ends pending", async () => {
    const { result, onCommit } = setup([line({ quantity: 2, saleableQty: 10 })]);
    const ean = SAMPLE_LINES[0]!.ean;
    act(() => result.current.step(ean, 1));
    act(() => result.current.step(ean, -1));
    await act(async () => vi.advanceTimersByTime(1000));
    expect(onCommit).not.toHaveBeenCalled();
    expect(result.current.pending).toBe(false);
  });

  it("minus does nothing at 1 (no draft, no call, not pending)", async () => {
    const { result, onCommit, onMessage } = setup([line({ quantity: 1 })]);
    act(() => result.current.step(SAMPLE_LINES[0]!.ean, -1));
    expect(result.current.pending).toBe(false);
    await act(async () => vi.advanceTimersByTime(1000));
    expect(onCommit).not.toHaveBeenCalled();
    expect(onMessage).not.toHaveBeenCalled();
  });

  it("plus above the saleable quantity shows 已达数量上限，无法继续加购 and changes nothing", () => {
    const { result, onMessage } = setup([line({ quantity: 3, saleableQty: 3, purchaseLimit: null })]);
    act(() => result.current.step(SAMPLE_LINES[0]!.ean, 1));
    expect(onMessage).toHaveBeenCalledWith("已达数量上限，无法继续加购");
    expect(result.current.quantityOf(SAMPLE_LINES[0]!.ean)).toBe(3);
    expect(result.current.pending).toBe(false);
  });

  it("the purchase limit caps plus too", () => {
    const { result, onMessage } = setup([line({ quantity: 2, saleableQty: 50, purchaseLimit: 2 })]);
    act(() => result.current.step(SAMPLE_LINES[0]!.ean, 1));
    expect(onMessage).toHaveBeenCalledWith("已达数量上限，无法继续加购");
  });

  it("stays pending while the commit is in flight; a rejection shows its message and the server quantity again", async () => {
    let reject: (error: Error) => void = () => {};
    const onCommit = vi.fn<(ean: string, delta: number) => Promise<void>>(() => new Promise<void>((_resolve, fail) => (reject = fail)));
    const { result, onMessage } = setup([line({ quantity: 1, saleableQty: 10 })], onCommit);
    const ean = SAMPLE_LINES[0]!.ean;
    act(() => result.current.step(ean, 1));
    await act(async () => vi.advanceTimersByTime(1000));
    expect(onCommit).toHaveBeenCalledWith(ean, 1);
    expect(result.current.pending).toBe(true);
    await act(async () => reject(new Error("已达数量上限，无法继续加购")));
    expect(onMessage).toHaveBeenCalledWith("已达数量上限，无法继续加购");
    expect(result.current.quantityOf(ean)).toBe(1);
    expect(result.current.pending).toBe(false);
  });

  it("debounces each line on its own", async () => {
    const a = line({ ean: "A", quantity: 1, saleableQty: 9 });
    const b = line({ ean: "B", quantity: 4, saleableQty: 9 });
    const { result, onCommit } = setup([a, b]);
    act(() => result.current.step("A", 1));
    act(() => vi.advanceTimersByTime(500));
    act(() => result.current.step("B", -1));
    await act(async () => vi.advanceTimersByTime(500));
    expect(onCommit).toHaveBeenCalledWith("A", 1);
    expect(onCommit).not.toHaveBeenCalledWith("B", -1);
    await act(async () => vi.advanceTimersByTime(500));
    expect(onCommit).toHaveBeenCalledWith("B", -1);
  });
});
