import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import type { ContentClient } from "./lib/content-client";
import { ContentError } from "./lib/content-error";
import { contentHead } from "./lib/content-head";
import { contentPath } from "./lib/content-path";
import {
  CONTENT_STALE_TIME_MS,
  configQueryOptions,
  documentQueryOptions,
  indexPageQueryOptions,
  isMissingDocument,
  optionalDocumentQueryOptions,
} from "./queries";

/** A content client that records calls and answers from `documents` (by path), else rejects like the loader. */
function fakeClient(documents: Record<string, unknown>, failures: Record<string, ContentError> = {}) {
  const calls: string[] = [];
  const answer = (path: string) => {
    calls.push(path);
    if (failures[path]) return Promise.reject(failures[path]);
    if (path in documents) return Promise.resolve(documents[path]);
    return Promise.reject(new ContentError("not found", { code: "HTTP_ERROR", status: 404, url: path }));
  };
  const client = {
    getDocument: (pageType: string, code?: string | null) => answer(code ? `${pageType}/${code}` : pageType),
    getIndex: () => answer("index"),
    getAnnouncement: () => answer("announcement"),
    getConfig: (key: string) => answer(key),
    getJson: (path: string) => answer(path),
  } as unknown as ContentClient;
  return { client, calls };
}

let queryClient: QueryClient;
afterEach(() => queryClient?.clear());
const newQueryClient = () => (queryClient = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } }));

describe("content queryOptions factories", () => {
  it("indexPageQueryOptions loads index.json once and keeps it fresh for five minutes", async () => {
    const { client, calls } = fakeClient({ index: { pageType: "index", title: "首页" } });
    const qc = newQueryClient();
    const options = indexPageQueryOptions(client);
    expect(options.queryKey).toEqual(["content", "index"]);
    expect(options.staleTime).toBe(CONTENT_STALE_TIME_MS);
    expect(await qc.ensureQueryData(options)).toEqual({ pageType: "index", title: "首页" });
    await qc.ensureQueryData(indexPageQueryOptions(client));
    expect(calls).toEqual(["index"]);
  });

  it("configQueryOptions keys by config key and calls getConfig", async () => {
    const { client, calls } = fakeClient({ recmd: [], keyword: [{ keyword: "跑鞋" }] });
    const qc = newQueryClient();
    expect(configQueryOptions(client, "recmd").queryKey).toEqual(["content", "config", "recmd"]);
    expect(await qc.fetchQuery(configQueryOptions(client, "keyword"))).toEqual([{ keyword: "跑鞋" }]);
    expect(await qc.fetchQuery(configQueryOptions(client, "recmd"))).toEqual([]);
    expect(calls).toEqual(["keyword", "recmd"]);
  });

  it("documentQueryOptions keys by page type and code (null without one)", async () => {
    const { client, calls } = fakeClient({ "landing/spring-run": { code: "spring-run" }, static: { title: "关于" } });
    const qc = newQueryClient();
    expect(documentQueryOptions(client, "landing", "spring-run").queryKey).toEqual(["content", "document", "landing", "spring-run"]);
    expect(documentQueryOptions(client, "static").queryKey).toEqual(["content", "document", "static", null]);
    expect(await qc.fetchQuery(documentQueryOptions(client, "landing", "spring-run"))).toEqual({ code: "spring-run" });
    expect(await qc.fetchQuery(documentQueryOptions(client, "static"))).toEqual({ title: "关于" });
    expect(calls).toEqual(["landing/spring-run", "static"]);
  });

  it("documentQueryOptions does not retry a missing document but retries another failure once", async () => {
    const broken = new ContentError("network", { code: "NETWORK_ERROR", status: 502 });
    const { client, calls } = fakeClient({}, { "pdp/XL26RS0023": broken });
    const qc = newQueryClient();
    await expect(qc.fetchQuery(documentQueryOptions(client, "landing", "nope"))).rejects.toMatchObject({ status: 404 });
    expect(calls).toEqual(["landing/nope"]);
    calls.length = 0;
    await expect(qc.fetchQuery(documentQueryOptions(client, "pdp", "XL26RS0023"))).rejects.toBe(broken);
    expect(calls).toEqual(["pdp/XL26RS0023", "pdp/XL26RS0023"]);
  });

  it("optionalDocumentQueryOptions answers null for a missing or broken document, the document otherwise", async () => {
    const broken = new ContentError("network", { code: "NETWORK_ERROR", status: 502 });
    const { client, calls } = fakeClient({ "category/men": { blocks: [] } }, { "pdp/XL26RS0023": broken });
    const qc = newQueryClient();
    expect(await qc.fetchQuery(optionalDocumentQueryOptions(client, "category", "men"))).toEqual({ blocks: [] });
    expect(await qc.fetchQuery(optionalDocumentQueryOptions(client, "category", "kids"))).toBeNull();
    expect(await qc.fetchQuery(optionalDocumentQueryOptions(client, "pdp", "XL26RS0023"))).toBeNull();
    expect(calls).toEqual(["category/men", "category/kids", "pdp/XL26RS0023"]);
  });

  it("optionalDocumentQueryOptions uses the client's own getOptionalDocument when it has one", async () => {
    const { client, calls } = fakeClient({ "category/men": { blocks: [] } });
    const asked: string[] = [];
    const withOptional = {
      ...client,
      getOptionalDocument: (pageType: string, code?: string | null) => (asked.push(`${pageType}/${code}`), Promise.resolve(null)),
    } as ContentClient;
    expect(await newQueryClient().fetchQuery(optionalDocumentQueryOptions(withOptional, "category", "men"))).toBeNull();
    expect(asked).toEqual(["category/men"]);
    expect(calls).toEqual([]);
  });

  it("isMissingDocument is true for a 404 and for a code no document can have", () => {
    expect(isMissingDocument(new ContentError("gone", { code: "HTTP_ERROR", status: 404 }))).toBe(true);
    expect(isMissingDocument(new ContentError("down", { code: "HTTP_ERROR", status: 503 }))).toBe(false);
    expect(isMissingDocument(new ContentError("bad code", { code: "INVALID_CODE", status: 400 }))).toBe(true);
    // A blank code (`/landing/%20`) names no document either (issue 12 page fuzzer: was a 500).
    const blank = (() => {
      try {
        return contentPath("landing", " ");
      } catch (error) {
        return error;
      }
    })();
    expect(blank).toMatchObject({ code: "MISSING_CODE", status: 400 });
    expect(isMissingDocument(blank)).toBe(true);
    expect(isMissingDocument(new ContentError("bad", { code: "INVALID_DOCUMENT", status: 400 }))).toBe(false);
    expect(isMissingDocument(null)).toBe(false);
  });
});

describe("contentHead", () => {
  it("takes the SEO title and description, else the title with the site name", () => {
    expect(contentHead({ title: "帮助", seo: { title: "帮助中心", description: "常见问题" } }).meta).toEqual([
      { title: "帮助中心" },
      { name: "description", content: "常见问题" },
      { property: "og:title", content: "帮助中心" },
    ]);
    expect(contentHead({ title: "关于我们" }).meta[0]).toEqual({ title: "关于我们 | 迅岚 XUNLAN 官方商城" });
    expect(contentHead(undefined, "帮助中心").meta).toEqual([{ title: "帮助中心" }]);
  });
});
