/**
 * TEMPORARY: content-document query factories until @xunlan/cms-content exports them
 * (`createContentClient` + queryOptions factories belong there).
 */
import { queryOptions } from "@tanstack/react-query";

/** Loads a published document's `data` (spec §7: results are handed on as their data). */
export interface ContentLoader {
  load<T = unknown>(pageType: string, code?: string): Promise<T>;
}

/** Fetches `{base}/json/publish/{pageType}[/{code}].json`. */
export function createContentLoader(baseUrl: string): ContentLoader {
  return {
    async load<T>(pageType: string, code?: string): Promise<T> {
      const path = code ? `${pageType}/${encodeURIComponent(code)}` : pageType;
      const url = `${baseUrl}/json/publish/${path}.json`;
      const response = await fetch(url);
      if (response.status !== 200) {
        console.error(`[content] GET ${url} → ${response.status}`);
        throw new Error(`content ${path}: HTTP ${response.status}`);
      }
      const body = (await response.json()) as { data?: T } | T;
      return (body && typeof body === "object" && "data" in body ? body.data : body) as T;
    },
  };
}

/** Query options for one content document. */
export function contentQueryOptions<T = unknown>(loader: ContentLoader, pageType: string, code?: string) {
  return queryOptions({
    queryKey: ["content", pageType, code ?? null] as const,
    queryFn: () => loader.load<T>(pageType, code),
    staleTime: 5 * 60 * 1000,
  });
}
