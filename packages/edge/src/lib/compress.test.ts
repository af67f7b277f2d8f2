import { describe, expect, it } from "vitest";
import { gzipHtmlResponse } from "./compress";

describe("gzipHtmlResponse", () => {
  const html = () => new Response("<!DOCTYPE html><p>迅岚</p>", { headers: { "content-type": "text/html; charset=utf-8" } });
  const accepting = new Request("http://x/", { headers: { "accept-encoding": "gzip, br" } });

  it("gzips HTML for clients that accept it, keeping the content", async () => {
    const response = gzipHtmlResponse(accepting, html());
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("vary")).toContain("accept-encoding");
    const text = await new Response(response.body!.pipeThrough(new DecompressionStream("gzip"))).text();
    expect(text).toBe("<!DOCTYPE html><p>迅岚</p>");
  });

  it("leaves other responses and other clients alone", () => {
    const json = new Response("{}", { headers: { "content-type": "application/json" } });
    expect(gzipHtmlResponse(accepting, json)).toBe(json);
    const plain = html();
    expect(gzipHtmlResponse(new Request("http://x/"), plain)).toBe(plain);
  });
});
