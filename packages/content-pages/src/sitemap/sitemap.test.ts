import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { documentHash, SitemapCategoriesDocument } from "@xunlan/api-client";
import { describe, expect, it } from "vitest";
import { categoryPaths, collectionPaths, httpSitemapSources, type SitemapSources, sitemapPaths, sitemapXml } from "./sitemap";

describe("sitemap", () => {
  it("lists the category tree's listings at every level", () => {
    expect(
      categoryPaths([{ category_route: "men", childs: [{ category_route: "shoes", childs: [{ category_route: "running" }] }] }]),
    ).toEqual(["/explore/men", "/explore/men/shoes", "/explore/men/shoes/running"]);
  });

  it("takes only collection pages from the collections document", () => {
    expect(
      collectionPaths([
        { name: "a", children: [{ link: "/explore/collection/lanfoam" }, { link: "/landing/x" }, { link: "/explore/collection/a?b" }] },
        { name: "b" },
      ]),
    ).toEqual(["/explore/collection/lanfoam"]);
    expect(collectionPaths({ not: "an array" })).toEqual([]);
  });

  it("pages through every product colour and builds valid, escaped XML without duplicates", async () => {
    const colours = Array.from({ length: 230 }, (_, i) => ({
      id: String(i + 1),
      styleSlug: `style-${i % 7}`,
      productSlug: `colour-${i + 1}`,
    }));
    const calls: string[] = [];
    const sources: SitemapSources = {
      graphql: async <T>(document: { toString(): string }, variables?: Record<string, unknown>) => {
        const query = document.toString();
        calls.push(query.split("(")[0]!);
        if (query.includes("productCategories")) return { productCategories: [{ category_route: "men", childs: [] }] } as T;
        if (query.includes("searchProductColors")) {
          const { page, size } = variables as { page: number; size: number };
          const slice = colours.slice((page - 1) * size, page * size);
          return { searchProductColors: { productColorIds: slice.map((c) => c.id), count: colours.length } } as T;
        }
        const ids = (variables as { ids: string[] }).ids;
        return { productColors: ids.map((id) => colours[Number(id) - 1]) } as T;
      },
      document: async () => [{ name: "x", children: [{ link: "/explore/collection/new-arrivals" }] }],
    };
    const paths = await sitemapPaths(sources);
    expect(paths.slice(0, 4)).toEqual(["/", "/explore/men", "/explore/collection", "/explore/collection/new-arrivals"]);
    expect(paths.filter((path) => path.startsWith("/products/"))).toHaveLength(230);
    const xml = sitemapXml("https://shop.example", [...paths, "/", "/explore/a&b"]);
    expect(xml.match(/<url>/g)).toHaveLength(paths.length + 1);
    expect(xml).toContain("<loc>https://shop.example/explore/a&amp;b</loc>");
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it("sends a production gateway the document's hash and no text (persisted documents, issue 21 §2)", async () => {
    const bodies: Array<Record<string, unknown>> = [];
    const server = createServer((req, res) => {
      let text = "";
      req.on("data", (chunk) => (text += chunk));
      req.on("end", () => {
        bodies.push(JSON.parse(text) as Record<string, unknown>);
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify({ data: { productCategories: [] } }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      await httpSitemapSources(origin, origin, { persistedDocuments: true }).graphql(SitemapCategoriesDocument);
      await httpSitemapSources(origin, origin).graphql(SitemapCategoriesDocument);
    } finally {
      server.close();
    }
    expect(bodies[0]).toEqual({ extensions: { persistedQuery: { version: 1, sha256Hash: documentHash(SitemapCategoriesDocument) } } });
    expect(documentHash(SitemapCategoriesDocument)).toMatch(/^[0-9a-f]{64}$/);
    expect(bodies[1]).toEqual({ query: String(SitemapCategoriesDocument) });
  });
});
