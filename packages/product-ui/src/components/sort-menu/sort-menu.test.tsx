import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SortKey } from "../../lib/listing-query";
import { SortMenu } from "./sort-menu";

afterEach(cleanup);

describe("SortMenu (spec §9 sort options)", () => {
  it("lists the four options in order with the current one checked", () => {
    render(<SortMenu value="newest" onChange={() => {}} />);
    const button = screen.getByRole("button", { name: /最新上架/ });
    fireEvent.click(button);
    const items = screen.getAllByRole("menuitemradio");
    expect(items.map((i) => i.textContent)).toEqual(["默认排序", "最新上架", "价格从高到低", "价格从低到高"]);
    expect(items[1]!.getAttribute("aria-checked")).toBe("true");
    expect(document.activeElement).toBe(items[1]);
  });

  it("chooses with the keyboard, closes and returns focus", () => {
    const onChange = vi.fn<(key: SortKey) => void>();
    render(<SortMenu value="default" onChange={onChange} />);
    const button = screen.getByRole("button", { name: /默认排序/ });
    fireEvent.click(button);
    const menu = screen.getByRole("menu");
    fireEvent.keyDown(menu, { key: "ArrowDown" });
    fireEvent.keyDown(menu, { key: "ArrowDown" });
    fireEvent.click(document.activeElement!);
    expect(onChange).toHaveBeenCalledWith("priceDesc");
    expect(screen.queryByRole("menu")).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it("closes on Escape", () => {
    render(<SortMenu value="default" onChange={() => {}} />);
    fireEvent.click(screen.getByRole("button"));
    fireEvent.keyDown(screen.getByRole("menu"), { key: "Escape" });
    expect(screen.queryByRole("menu")).toBeNull();
  });
});
