import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Dialog } from "./dialog";
import { Popup } from "./popup";
import { Tooltip } from "./tooltip";

afterEach(cleanup);

function Harness({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        打开
      </button>
      <Dialog
        open={open}
        title="删除商品"
        description="删除后无法恢复"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        actions={
          <>
            <button type="button">取消</button>
            <button type="button">删除</button>
          </>
        }
      />
    </>
  );
}

describe("Dialog", () => {
  it("has dialog semantics, a name and a description", () => {
    render(<Harness />);
    fireEvent.click(screen.getByText("打开"));
    const dialog = screen.getByRole("dialog", { name: "删除商品" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(dialog.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute("aria-describedby")!)?.textContent).toBe("删除后无法恢复");
  });

  it("moves focus inside, traps Tab and restores focus on Esc", () => {
    const onClose = vi.fn<() => void>();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByText("打开");
    opener.focus();
    fireEvent.click(opener);
    const close = screen.getByRole("button", { name: "关闭" });
    const last = screen.getByRole("button", { name: "删除" });
    expect(document.activeElement).toBe(close);
    last.focus();
    fireEvent.keyDown(last, { key: "Tab" });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(last);
    fireEvent.keyDown(last, { key: "Escape" });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("locks body scroll while open and closes on backdrop click", () => {
    render(<Harness />);
    fireEvent.click(screen.getByText("打开"));
    expect(document.body.style.overflow).toBe("hidden");
    fireEvent.click(screen.getByTestId("overlay-backdrop"));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.body.style.overflow).toBe("");
  });

  it("Esc closes only the innermost overlay", () => {
    const outer = vi.fn<() => void>();
    const inner = vi.fn<() => void>();
    render(
      <Popup open title="外层" onClose={outer}>
        <Dialog open title="内层" onClose={inner} />
      </Popup>,
    );
    fireEvent.keyDown(screen.getByRole("dialog", { name: "内层" }), { key: "Escape" });
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
  });

  it("closeOnEsc=false keeps it open", () => {
    const onClose = vi.fn<() => void>();
    render(<Dialog open title="必须选择" closeOnEsc={false} onClose={onClose} />);
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe("Tooltip", () => {
  it("shows on focus, links aria-describedby and hides on Esc", () => {
    render(
      <Tooltip content="加入收藏">
        <button type="button">♡</button>
      </Tooltip>,
    );
    const trigger = screen.getByRole("button");
    fireEvent.focus(trigger);
    const tip = screen.getByRole("tooltip");
    expect(tip.textContent).toBe("加入收藏");
    expect(trigger.getAttribute("aria-describedby")).toBe(tip.id);
    fireEvent.keyDown(trigger, { key: "Escape" });
    expect(screen.queryByRole("tooltip")).toBeNull();
  });
});
