import type { ContentSeo } from "../schemas/primitives";

// head() of content routes: a small module, so route definitions do not pull a page in.

const SITE = "迅岚 XUNLAN 官方商城";

/** head() of a content document: its SEO title and description, else its title. */
export function contentHead(doc: { title: string; seo?: ContentSeo | undefined } | undefined, fallback = SITE) {
  if (!doc) return { meta: [{ title: fallback }] };
  const title = doc.seo?.title ?? `${doc.title} | ${SITE}`;
  return {
    meta: [
      { title },
      ...(doc.seo?.description ? [{ name: "description", content: doc.seo.description }] : []),
      { property: "og:title", content: title },
    ],
  };
}
