import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { categoryTree } from "../../fixtures";
import { SubNav } from "./sub-nav";

afterEach(cleanup);

describe("SubNav", () => {
  it("renders 全部 first at the second level and marks the current listing", () => {
    render(<SubNav tree={categoryTree} levels={["men", "shoes", "running"]} />);
    const links = screen.getAllByRole("link");
    expect(links[0]!.textContent).toBe("全部");
    expect(screen.getByRole("link", { name: "跑步鞋" }).getAttribute("aria-current")).toBe("page");
  });

  it("renders nothing for an unknown level", () => {
    const { container } = render(<SubNav tree={categoryTree} levels={["nope"]} />);
    expect(container.innerHTML).toBe("");
  });
});
