import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useEffect } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { type PopupApi, PopupProvider, usePopup } from "./popup-provider";

const captured: { api?: PopupApi } = {};
function Capture() {
  const api = usePopup();
  useEffect(() => {
    captured.api = api;
  }, [api]);
  return <button type="button">outside</button>;
}
function setup(): PopupApi {
  render(
    <PopupProvider>
      <Capture />
    </PopupProvider>,
  );
  return captured.api!;
}

// The dialogs are lazy: load their module once so an async act() can render them.
beforeAll(async () => {
  await import("./stacked-popup");
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("toast (spec §9: 1500 ms after a 150 ms delay)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it("appears after 150 ms and disappears 1500 ms later", () => {
    const popup = setup();
    act(() => popup.toast("收藏成功"));
    expect(screen.queryByText("收藏成功")).toBeNull();
    act(() => vi.advanceTimersByTime(149));
    expect(screen.queryByText("收藏成功")).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId("toast").textContent).toBe("收藏成功");
    act(() => vi.advanceTimersByTime(1499));
    expect(screen.queryByText("收藏成功")).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText("收藏成功")).toBeNull();
  });

  it("a longer text stays longer: 80 ms per character beyond 10", () => {
    const popup = setup();
    const text = "已记下 迅岚 疾速 2 代 男子跑步鞋 黑 260，购物袋即将开放";
    const extra = (Array.from(text).length - 10) * 80;
    expect(extra).toBeGreaterThan(1500);
    act(() => popup.toast(text));
    act(() => vi.advanceTimersByTime(150 + 1500 + extra - 1));
    expect(screen.getByTestId("toast").textContent).toBe(text);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId("toast")).toBeNull();
  });

  it("a newer toast replaces the current one and gets its own full duration", () => {
    const popup = setup();
    act(() => popup.toast("第一条"));
    act(() => vi.advanceTimersByTime(1000));
    act(() => popup.toast("第二条"));
    act(() => vi.advanceTimersByTime(150));
    expect(screen.queryByText("第一条")).toBeNull();
    expect(screen.getByText("第二条")).toBeTruthy();
    act(() => vi.advanceTimersByTime(1499));
    expect(screen.getByText("第二条")).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText("第二条")).toBeNull();
  });

  it("messages stack and carry their type", () => {
    const popup = setup();
    act(() => {
      popup.message("已保存", "success");
      popup.message("失败了", "error");
    });
    act(() => vi.advanceTimersByTime(150));
    const bars = screen.getAllByTestId("message");
    expect(bars.map((b) => b.dataset.type)).toEqual(["success", "error"]);
    act(() => vi.advanceTimersByTime(1500));
    expect(screen.queryAllByTestId("message")).toHaveLength(0);
  });
});

describe("loading (spec §9: hides 500 ms after finishing)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it("shows immediately and hides 500 ms after hide()", () => {
    const popup = setup();
    act(() => popup.loading.show());
    expect(screen.getByTestId("loading")).toBeTruthy();
    act(() => popup.loading.hide());
    act(() => vi.advanceTimersByTime(499));
    expect(screen.queryByTestId("loading")).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId("loading")).toBeNull();
  });

  it("is reference counted and a new show() cancels a pending hide", () => {
    const popup = setup();
    act(() => {
      popup.loading.show();
      popup.loading.show("提交中");
    });
    act(() => popup.loading.hide());
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText("提交中")).toBeTruthy();
    act(() => popup.loading.hide());
    act(() => vi.advanceTimersByTime(300));
    act(() => popup.loading.show());
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByTestId("loading")).not.toBeNull();
  });

  it("ignores extra hide() calls", () => {
    const popup = setup();
    act(() => popup.loading.hide());
    act(() => popup.loading.show());
    expect(screen.getByTestId("loading")).toBeTruthy();
  });
});

describe("confirm / alert / prompt", () => {
  it("confirm resolves true on 确定 and false on 取消", async () => {
    const popup = setup();
    let result: Promise<boolean>;
    await act(async () => {
      result = popup.confirm({ title: "删除商品", content: "确定要清除搜索记录吗？" });
    });
    const dialog = screen.getByRole("alertdialog", { name: "删除商品" });
    expect(dialog.textContent).toContain("确定要清除搜索记录吗？");
    fireEvent.click(screen.getByRole("button", { name: "确定" }));
    await expect(result!).resolves.toBe(true);
    expect(screen.queryByRole("alertdialog")).toBeNull();

    await act(async () => {
      result = popup.confirm("再确认一次");
    });
    fireEvent.click(screen.getByRole("button", { name: "取消" }));
    await expect(result!).resolves.toBe(false);
  });

  it("confirm resolves false on Esc and restores focus", async () => {
    const popup = setup();
    const outside = screen.getByRole("button", { name: "outside" });
    outside.focus();
    let result: Promise<boolean>;
    await act(async () => {
      result = popup.confirm({ title: "确认" });
    });
    const dialog = screen.getByRole("alertdialog");
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document.activeElement!, { key: "Escape" });
    await expect(result!).resolves.toBe(false);
    expect(document.activeElement).toBe(outside);
  });

  it("alert resolves when dismissed", async () => {
    const popup = setup();
    let result: Promise<void>;
    await act(async () => {
      result = popup.alert({ title: "提示", content: "请先登录", confirmText: "好的" });
    });
    fireEvent.click(screen.getByRole("button", { name: "好的" }));
    await expect(result!).resolves.toBeUndefined();
  });

  it("prompt resolves the typed value, null on cancel, and honours validate", async () => {
    const popup = setup();
    let result: Promise<string | null>;
    await act(async () => {
      result = popup.prompt({
        title: "备注",
        inputLabel: "订单备注",
        validate: (v) => (v.trim() ? null : "请输入内容"),
      });
    });
    const input = screen.getByLabelText("订单备注");
    expect(document.activeElement).toBe(input);
    fireEvent.click(screen.getByRole("button", { name: "确定" }));
    expect(screen.getByRole("alert").textContent).toBe("请输入内容");
    fireEvent.change(input, { target: { value: "放门口" } });
    fireEvent.submit(input.closest("form")!);
    await expect(result!).resolves.toBe("放门口");

    await act(async () => {
      result = popup.prompt({ title: "再来" });
    });
    fireEvent.click(screen.getByRole("button", { name: "取消" }));
    await expect(result!).resolves.toBeNull();
  });

  it("custom dialog, modal and popup resolve with the value passed to close", async () => {
    const popup = setup();
    let result: Promise<string | undefined>;
    await act(async () => {
      result = popup.popup<string>({
        title: "选择尺码",
        render: (close) => (
          <button type="button" onClick={() => close("42")}>
            42
          </button>
        ),
      });
    });
    fireEvent.click(screen.getByRole("button", { name: "42" }));
    await expect(result!).resolves.toBe("42");

    await act(async () => {
      result = popup.modal<string>({ title: "全屏", render: () => <p>内容</p> });
    });
    expect(screen.getByRole("dialog", { name: "全屏" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "关闭" }));
    await expect(result!).resolves.toBeUndefined();
  });

  it("closeAll cancels every open popup", async () => {
    const popup = setup();
    let a: Promise<boolean>;
    let b: Promise<string | null>;
    await act(async () => {
      a = popup.confirm("一");
      b = popup.prompt({ title: "二" });
    });
    act(() => popup.closeAll());
    await expect(a!).resolves.toBe(false);
    await expect(b!).resolves.toBeNull();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("usePopup outside a provider throws a helpful error", () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<Capture />)).toThrow(/PopupProvider/);
    spy.mockRestore();
  });
});
