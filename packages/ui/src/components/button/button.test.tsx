import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Button, IconButton } from "./button";

afterEach(cleanup);

describe("Button", () => {
  it("is a type=button by default and calls onClick", () => {
    const onClick = vi.fn<() => void>();
    render(<Button onClick={onClick}>加入购物袋</Button>);
    const button = screen.getByRole("button", { name: "加入购物袋" });
    expect(button.getAttribute("type")).toBe("button");
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("disabled blocks clicks", () => {
    const onClick = vi.fn<() => void>();
    render(
      <Button disabled onClick={onClick}>
        去结算
      </Button>,
    );
    const button = screen.getByRole("button", { name: "去结算" }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it("loading shows a spinner, sets aria-busy and ignores clicks", () => {
    const onClick = vi.fn<() => void>();
    render(
      <Button loading onClick={onClick}>
        提交
      </Button>,
    );
    const button = screen.getByRole("button", { name: "加载中" });
    expect(button.getAttribute("aria-busy")).toBe("true");
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it("renders the variant", () => {
    render(<Button variant="secondary">次要</Button>);
    expect(screen.getByRole("button").dataset.variant).toBe("secondary");
  });
});

describe("IconButton", () => {
  it("is named by its label", () => {
    render(
      <IconButton label="搜索">
        <svg />
      </IconButton>,
    );
    expect(screen.getByRole("button", { name: "搜索" }).getAttribute("title")).toBe("搜索");
  });
});
