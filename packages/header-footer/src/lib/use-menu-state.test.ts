import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useMenuState } from "./use-menu-state";

describe("useMenuState (spec §4 menu index, §2 a route change closes the menu)", () => {
  it("starts closed; opens a valid index and ignores one outside -1…7", () => {
    const { result } = renderHook(() => useMenuState("/"));
    expect(result.current.activeMenuIndex).toBe(-1);
    act(() => result.current.setActiveMenuIndex(4));
    expect(result.current.activeMenuIndex).toBe(4);
    act(() => result.current.setActiveMenuIndex(8));
    expect(result.current.activeMenuIndex).toBe(4);
    act(() => result.current.setActiveMenuIndex(-2));
    expect(result.current.activeMenuIndex).toBe(4);
    act(() => result.current.setActiveMenuIndex(-1));
    expect(result.current.activeMenuIndex).toBe(-1);
  });

  it("the mobile toggle sets 7 when closed and -1 when any menu is open", () => {
    const { result } = renderHook(() => useMenuState("/"));
    act(() => result.current.toggleMobileMenu());
    expect(result.current.activeMenuIndex).toBe(7);
    act(() => result.current.toggleMobileMenu());
    expect(result.current.activeMenuIndex).toBe(-1);
    act(() => result.current.setActiveMenuIndex(2));
    act(() => result.current.toggleMobileMenu());
    expect(result.current.activeMenuIndex).toBe(-1);
  });

  it("a new path reads as closed in the same render, and a menu opened there belongs to it", () => {
    const { result, rerender } = renderHook(({ pathname }) => useMenuState(pathname), { initialProps: { pathname: "/" } });
    act(() => result.current.setActiveMenuIndex(3));
    rerender({ pathname: "/cart" });
    expect(result.current.activeMenuIndex).toBe(-1);
    act(() => result.current.setActiveMenuIndex(7));
    expect(result.current.activeMenuIndex).toBe(7);
    rerender({ pathname: "/store" });
    expect(result.current.activeMenuIndex).toBe(-1);
  });
});
