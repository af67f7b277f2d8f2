import { configure, fireEvent, screen, waitFor } from "@testing-library/react";
import type { ApiClient } from "@xunlan/api-client";
import type { SchemaServer } from "@xunlan/api-client/testing";
import { useState } from "react";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { SAMPLE_REORDER } from "../fixtures/reorder-summary";
import { answers, apiOf, argsOf, refusal, renderWithProviders, resetAnswers, startCartServer } from "../test/cart-server";
import { useReorder } from "./use-reorder";

// A loaded machine answers the first request (guest token, then the mutation) slowly.
configure({ asyncUtilTimeout: 15_000 });

let server: SchemaServer;
beforeAll(async () => {
  server = await startCartServer();
});
afterAll(() => server.close());
beforeEach(() => resetAnswers(server));

/** An order page's 再次购买 button; a rejection shows its message as the page would. */
function ReorderButton({ client, goToBag }: { client: ApiClient; goToBag: () => void }) {
  const reorder = useReorder(client, { goToBag });
  const [error, setError] = useState("");
  return (
    <>
      <button type="button" onClick={() => reorder("XL1").catch((e: Error) => setError(e.message))}>
        再次购买
      </button>
      <p data-testid="error">{error}</p>
    </>
  );
}

function setup() {
  const goToBag = vi.fn<() => void>();
  renderWithProviders(<ReorderButton client={apiOf(server)} goToBag={goToBag} />);
  fireEvent.click(screen.getByRole("button", { name: "再次购买" }));
  return goToBag;
}

describe("useReorder (再次购买, spec §7 order/reorder)", { timeout: 60_000 }, () => {
  it("everything as ordered: a toast, then the bag", async () => {
    answers.reorder = () => ({ ...SAMPLE_REORDER, addedQuantity: 1, lines: SAMPLE_REORDER.lines.slice(0, 1) });
    const goToBag = setup();
    await waitFor(() => expect(goToBag).toHaveBeenCalledTimes(1));
    expect((await screen.findByTestId("toast")).textContent).toBe("已将 1 件商品加入购物袋");
    expect(argsOf(server, "reorder")).toEqual([{ orderNumber: "XL1" }]);
  });

  it("changes (prices, stock) are shown in a dialog whose 去购物袋 opens the bag", async () => {
    answers.reorder = () => SAMPLE_REORDER;
    const goToBag = setup();
    const dialog = await screen.findByRole("alertdialog", { name: "再次购买" });
    expect(dialog.textContent).toContain("价格由 ¥1,099.00 变为 ¥999.00");
    expect(goToBag).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "去购物袋" }));
    await waitFor(() => expect(goToBag).toHaveBeenCalledTimes(1));
  });

  it("nothing could go back: the dialog, and the shopper stays on the order", async () => {
    answers.reorder = () => ({ ...SAMPLE_REORDER, addedQuantity: 0, lines: SAMPLE_REORDER.lines.slice(3) });
    const goToBag = setup();
    const dialog = await screen.findByRole("alertdialog", { name: "再次购买" });
    expect(dialog.textContent).toContain("该尺码已售罄，未加入购物袋");
    expect(goToBag).not.toHaveBeenCalled();
  });

  it("a refusal rejects with the gateway's message", async () => {
    answers.reorder = () => {
      throw refusal("订单不存在");
    };
    const goToBag = setup();
    await waitFor(() => expect(screen.getByTestId("error").textContent).toBe("订单不存在"));
    expect(goToBag).not.toHaveBeenCalled();
  });
});
