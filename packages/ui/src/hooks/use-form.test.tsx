import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useForm } from "./use-form";

afterEach(cleanup);

interface Address {
  consignee: string;
  province: string;
  city: string;
}
type Field = "consignee" | "region";

const start = (): Address => ({ consignee: "", province: "", city: "" });

describe("useForm", () => {
  it("clears a field's message, and the form's, when the shopper edits it", () => {
    const { result } = renderHook(() => useForm<Address, Field>(start));
    act(() => {
      result.current.setErrors({ consignee: "请输入收货人", region: "请选择所在地区" });
      result.current.setFormError("保存失败");
    });
    act(() => result.current.setField("city", "杭州市", "region"));
    expect(result.current.values.city).toBe("杭州市");
    expect(result.current.errors).toEqual({ consignee: "请输入收货人", region: undefined });
    expect(result.current.touched).toEqual({ region: true });
    expect(result.current.formError).toBeNull();
    act(() => result.current.clearError("consignee"));
    expect(result.current.errors.consignee).toBeUndefined();
  });

  it("replaces values without touching messages", () => {
    const { result } = renderHook(() => useForm<Address, Field>(start));
    act(() => result.current.setErrors({ consignee: "请输入收货人" }));
    act(() => result.current.setValues((v) => ({ ...v, consignee: "张三" })));
    expect(result.current.values.consignee).toBe("张三");
    expect(result.current.errors.consignee).toBe("请输入收货人");
    expect(result.current.touched).toEqual({});
  });

  it("runs one submission at a time, pending while it runs", async () => {
    const { result } = renderHook(() => useForm<Address, Field>(start));
    let finish!: () => void;
    const seen: Address[] = [];
    let first!: Promise<boolean>;
    let second!: Promise<boolean>;
    act(() => {
      first = result.current.submit(
        (values) =>
          new Promise<void>((resolve) => {
            seen.push(values);
            finish = resolve;
          }),
      );
      second = result.current.submit((values) => void seen.push(values));
    });
    expect(result.current.pending).toBe(true);
    await expect(second).resolves.toBe(false);
    await act(async () => finish());
    await expect(first).resolves.toBe(true);
    expect(seen).toHaveLength(1);
    expect(result.current.pending).toBe(false);
  });

  it("shows a failed submission's message and lets the shopper try again", async () => {
    const { result } = renderHook(() => useForm<Address, Field>(start));
    let ok: boolean | undefined;
    await act(async () => {
      ok = await result.current.submit(
        () => Promise.reject(new Error("网络异常")),
        (error) => (error instanceof Error ? error.message : null),
      );
    });
    expect(ok).toBe(false);
    expect(result.current.formError).toBe("网络异常");
    expect(result.current.pending).toBe(false);
    await act(async () => {
      ok = await result.current.submit(() => undefined);
    });
    expect(ok).toBe(true);
    expect(result.current.formError).toBeNull();
  });
});
