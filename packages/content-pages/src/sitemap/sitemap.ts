/**
 * /sitemap.xml of the shop (spec §2 pages): built per request from the gateway and the content
 * documents, so it follows the catalogue — every listed category (the menus' tree, which leaves
 * out empty ones), every collection the collections document links, and every website-visible
 * product colour. The app answers it before its router (which would render the home page).
 */
import { documentHash, SitemapCategoriesDocument, SitemapColorIdsDocument, SitemapColorsDocument } from "@xunlan/api-client";

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** A sitemap of the given paths (deduplicated, in order) under `origin`. */
export function sitemapXml(origin: string, paths: readonly string[]): string {
  const unique = [...new Set(paths)];
  const entries = unique.map(
    (path) => `  <url><loc>${`${origin}${encodeURI(path)}`.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!)}</loc></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</urlset>\n`;
}

interface CategoryNode {
  category_route: string;
  childs?: CategoryNode[] | null;
}

/** Listing paths of a category tree: /explore/{first}[/{second}[/{third}]]. */
export function categoryPaths(nodes: readonly CategoryNode[], parent = "/explore"): string[] {
  return nodes.flatMap((node) => {
    const path = `${parent}/${node.category_route}`;
    return [path, ...categoryPaths(node.childs ?? [], path)];
  });
}

/** The collection pages the collections document links (/explore/collection/{id}). */
export function collectionPaths(collections: unknown): string[] {
  if (!Array.isArray(collections)) return [];
  return collections.flatMap((group: { children?: Array<{ link?: unknown }> }) =>
    (group?.children ?? [])
      .map((child) => child?.link)
      .filter((link): link is string => typeof link === "string" && /^\/explore\/collection\/[^/?#]+$/.test(link)),
  );
}

/** One of api-client's generated documents: its text and the hash the gateway keeps it under. */
export interface SitemapDocument {
  toString(): string;
  __meta__?: Record<string, unknown> | undefined;
}

/** What the sitemap reads: GraphQL on the gateway and a content document. */
export interface SitemapSources {
  graphql: <T>(document: SitemapDocument, variables?: Record<string, unknown>) => Promise<T>;
  document: (path: string) => Promise<unknown>;
}

const PAGE_SIZE = 100;

/**
 * Every path the sitemap lists, read from the live catalogue and documents — through
 * api-client's Sitemap* operations (a production gateway runs only api-client's documents).
 */
export async function sitemapPaths(sources: SitemapSources): Promise<string[]> {
  const [{ productCategories }, collections] = await Promise.all([
    sources.graphql<{ productCategories: CategoryNode[] }>(SitemapCategoriesDocument),
    sources.document("collections.json").catch(() => []),
  ]);
  const ids: string[] = [];
  for (let page = 1; ; page += 1) {
    const { searchProductColors } = await sources.graphql<{ searchProductColors: { productColorIds: string[]; count: number } }>(
      SitemapColorIdsDocument,
      { page, size: PAGE_SIZE },
    );
    ids.push(...searchProductColors.productColorIds);
    if (searchProductColors.productColorIds.length === 0 || page * PAGE_SIZE >= searchProductColors.count) break;
  }
  const products: string[] = [];
  for (let start = 0; start < ids.length; start += PAGE_SIZE) {
    const { productColors } = await sources.graphql<{ productColors: Array<{ styleSlug: string; productSlug: string } | null> }>(
      SitemapColorsDocument,
      { ids: ids.slice(start, start + PAGE_SIZE) },
    );
    for (const colour of productColors) if (colour) products.push(`/products/${colour.styleSlug}/${colour.productSlug}`);
  }
  return ["/", ...categoryPaths(productCategories), "/explore/collection", ...collectionPaths(collections), ...products];
}

/**
 * Sources over HTTP: the gateway's /graphql (channel WEB) and the content documents. A
 * production gateway runs persisted documents only and refuses any text (issue 21 §2), so with
 * `persistedDocuments` each document goes by its hash alone, as the storefront's clients send it.
 */
export function httpSitemapSources(
  gatewayUrl: string,
  contentBaseUrl: string,
  options: { persistedDocuments?: boolean } = {},
): SitemapSources {
  return {
    graphql: async <T>(document: SitemapDocument, variables?: Record<string, unknown>) => {
      const hash = options.persistedDocuments ? documentHash(document) : undefined;
      const request = hash
        ? { variables, extensions: { persistedQuery: { version: 1, sha256Hash: hash } } }
        : { query: document.toString(), variables };
      const response = await fetch(`${gatewayUrl}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", channel: "WEB" },
        body: JSON.stringify(request),
      });
      const body = (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
      if (!response.ok || body.errors?.length || !body.data)
        throw new Error(`sitemap: gateway answered ${response.status} ${body.errors?.[0]?.message ?? ""}`);
      return body.data;
    },
    document: async (path) => {
      const response = await fetch(`${contentBaseUrl}/json/publish/${path}`);
      if (!response.ok) throw new Error(`sitemap: ${path} answered ${response.status}`);
      return response.json();
    },
  };
}
