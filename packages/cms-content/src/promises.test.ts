import { PAYMENT_WINDOW_MINUTES } from "@xunlan/validation";
import { describe, expect, it } from "vitest";
import { committedDocuments } from "./test/documents";

/**
 * The demo documents may only promise what the store does (issue 24): a number the code defines
 * is written in a document by hand, so each such promise is held to its constant here.
 */
describe("promises in the published documents", () => {
  const texts = committedDocuments().map((doc) => ({ file: doc.file, text: JSON.stringify(doc.data) }));

  it("state the payment window the gateway applies", () => {
    const windows = texts.flatMap(({ file, text }) =>
      [...text.matchAll(/(\d+)\s*分钟内完成支付/g)].map((match) => ({ file, minutes: Number(match[1]) })),
    );
    expect(windows.length).toBeGreaterThan(0);
    for (const window of windows) expect(window).toEqual({ file: window.file, minutes: PAYMENT_WINDOW_MINUTES });
  });
});
