import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SMS_IDLE_LABEL, useSmsCountdown } from "./use-sms-countdown";

describe("useSmsCountdown (spec §4/§9: 60 s lock, 'Ns 重新发送')", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    sessionStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("is idle until started", () => {
    const { result } = renderHook(() => useSmsCountdown());
    expect(result.current.running).toBe(false);
    expect(result.current.remaining).toBe(0);
    expect(result.current.label).toBe(SMS_IDLE_LABEL);
  });

  it("reads 60s, 59s … 1s 重新发送 and unlocks at 0", () => {
    const { result } = renderHook(() => useSmsCountdown());
    act(() => result.current.start());
    expect(result.current.label).toBe("60s 重新发送");
    expect(result.current.running).toBe(true);

    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.label).toBe("59s 重新发送");

    act(() => vi.advanceTimersByTime(58_000));
    expect(result.current.label).toBe("1s 重新发送");
    expect(result.current.remaining).toBe(1);

    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(0);
    expect(result.current.running).toBe(false);
    expect(result.current.label).toBe(SMS_IDLE_LABEL);
  });

  it("counts from the deadline, so irregular ticks never stretch the lock", () => {
    const { result } = renderHook(() => useSmsCountdown());
    act(() => result.current.start());
    for (let i = 0; i < 10; i += 1) act(() => vi.advanceTimersByTime(333));
    // 3.33 s elapsed: 56.67 s left, shown rounded up
    expect(result.current.label).toBe("57s 重新发送");
  });

  it("survives a remount with a storage key (restart-safe)", () => {
    const first = renderHook(() => useSmsCountdown({ storageKey: "sms" }));
    act(() => first.result.current.start());
    first.unmount();
    act(() => vi.advanceTimersByTime(10_000));
    const second = renderHook(() => useSmsCountdown({ storageKey: "sms" }));
    expect(second.result.current.label).toBe("50s 重新发送");
    act(() => vi.advanceTimersByTime(50_000));
    expect(second.result.current.running).toBe(false);
    expect(sessionStorage.getItem("sms")).toBeNull();
  });

  it("clears its timer on unmount and on reset", () => {
    const { result, unmount } = renderHook(() => useSmsCountdown());
    act(() => result.current.start());
    expect(vi.getTimerCount()).toBe(1);
    act(() => result.current.reset());
    expect(result.current.running).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
    act(() => result.current.start());
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("honours a custom length", () => {
    const { result } = renderHook(() => useSmsCountdown({ seconds: 5 }));
    act(() => result.current.start());
    expect(result.current.label).toBe("5s 重新发送");
  });
});
