import { createFileRoute, redirect } from "@tanstack/react-router";
import { convertLegacyLink } from "@xunlan/validation";

/**
 * spec §2 /redirect: old mini-program links (n1/n2/n3, style_slug + product_slug, key or frame)
 * move permanently to their storefront path; anything else goes home. (The root route converts
 * the same queries on every path first; this route answers the bare /redirect.)
 */
export const Route = createFileRoute("/redirect")({
  beforeLoad: ({ search }) => {
    const query = Object.fromEntries(Object.entries(search as Record<string, unknown>).map(([key, value]) => [key, String(value)]));
    const target = convertLegacyLink(query);
    throw redirect({ href: target ?? "/", statusCode: target ? 301 : 302 });
  },
});
