// What `pnpm bench` asks the store before it loads it: the pages to measure (found from the live
// gateway), a member's token and a guest's bag (through the sandbox SMS flow), the initial JS a
// page's first HTML loads, and what that HTML is made of.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { repoRoot } from "../process.mjs";
import { initialJsComposition } from "../profile.mjs";

export async function gql(endpoint, query, variables) {
  const res = await fetch(endpoint, {
    method: "POST",
    headers: { "content-type": "application/json", channel: "WEB" },
    body: JSON.stringify({ query, variables }),
  });
  return res.json();
}

export async function gqlAs(endpoint, token, query, variables) {
  const res = await fetch(endpoint, {
    method: "POST",
    headers: { "content-type": "application/json", channel: "WEB", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  if (body.errors) throw new Error(`${query.slice(0, 40)}…: ${JSON.stringify(body.errors[0])}`);
  return body.data;
}

/** Finds a listing path (a third-level category) and a product path from the live gateway. */
export async function discoverPages(gw) {
  const pages = { home: "/" };
  const cats = await gql(gw, "{ productCategories { category_route childs { category_route childs { category_route } } } }");
  const first = cats.data?.productCategories?.[0];
  const second = first?.childs?.[0];
  const third = second?.childs?.[0];
  if (third) pages.listing = `/explore/${first.category_route}/${second.category_route}/${third.category_route}`;
  const search = await gql(gw, "{ searchProductColors(pageNumber: 1, pageSize: 9) { productColorIds count } }");
  const ids = search.data?.searchProductColors?.productColorIds ?? [];
  if (ids.length) {
    const pc = await gql(gw, "query($ids:[ID!]!){ productColors(ids:$ids){ productSlug styleSlug } }", { ids: ids.slice(0, 1) });
    const c = pc.data?.productColors?.[0];
    if (c) pages.product = `/products/${c.styleSlug}/${c.productSlug}`;
  }
  return { pages, ids };
}

const CHUNK_REPORT = join(repoRoot, "apps/storefront/.output/client-chunks.json");

/** Sum of the gzip sizes of the scripts a page's first HTML loads (entry + modulepreloads). */
export async function initialJs(base, path) {
  const html = await (await fetch(base + path)).text();
  const urls = new Set();
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/<link[^>]+href="([^"]+)"[^>]+rel="modulepreload"/g)) urls.add(m[1]);
  // Inline module scripts that import chunks (TanStack Start's bootstrap).
  for (const m of html.matchAll(/import\(["']([^"']+\.js)["']\)/g)) urls.add(m[1]);
  for (const m of html.matchAll(/import\s+["']([^"']+\.js)["']/g)) urls.add(m[1]);
  let gz = 0;
  let raw = 0;
  const bodies = [];
  for (const u of urls) {
    const body = Buffer.from(await (await fetch(new URL(u, base))).arrayBuffer());
    bodies.push([u, body]);
    raw += body.length;
    gz += gzipSync(body, { level: 9 }).length;
  }
  // What fills it, by package (the storefront build's client-chunks.json): printed when over the goal.
  const report = existsSync(CHUNK_REPORT) ? JSON.parse(readFileSync(CHUNK_REPORT, "utf8")) : null;
  return {
    files: urls.size,
    rawKB: +(raw / 1024).toFixed(1),
    gzipKB: +(gz / 1024).toFixed(1),
    composition: initialJsComposition(bodies, report),
  };
}

/** What a page's first HTML is made of (bytes): inline scripts (dehydrated data, bootstrap), styles, JSON-LD, markup. */
export function htmlParts(html) {
  const sum = (re) => [...html.matchAll(re)].reduce((a, m) => a + Buffer.byteLength(m[0]), 0);
  const jsonLd = sum(/<script[^>]*application\/ld\+json[^>]*>[\s\S]*?<\/script>/g);
  const scripts = sum(/<script(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g);
  const styles = sum(/<style[^>]*>[\s\S]*?<\/style>/g);
  const svg = sum(/<svg[\s\S]*?<\/svg>/g);
  const kb = (n) => +(n / 1024).toFixed(1);
  return {
    scriptsKB: kb(scripts),
    jsonLdKB: kb(jsonLd),
    stylesKB: kb(styles),
    svgKB: kb(svg),
    markupKB: kb(Buffer.byteLength(html) - scripts - jsonLd - styles - svg),
  };
}

const MEMBER_SEND_CODE = `mutation Send($username: String!, $type: Int!, $captchaId: String!, $captchaCode: String!) {
  getVerifyCode(username: $username, type: $type, captchaId: $captchaId, captchaCode: $captchaCode) { success }
}`;
const MEMBER_LOGIN = `mutation Login($username: String!, $type: Int!, $code: String!) {
  memberLogin(username: $username, type: $type, code: $code) { userToken }
}`;

/** Registers a new member through the sandbox SMS flow (SANDBOX_TOOLS=1) and returns its token. */
export async function memberToken(gwBase) {
  const gw = `${gwBase}/graphql`;
  const mobile = `139${String(Date.now()).slice(-8)}`;
  const guest = (await gqlAs(gw, null, "mutation { webAuthorization { token } }")).webAuthorization.token;
  const { captchaId } = (await gqlAs(gw, guest, "mutation { getCaptcha { captchaId } }")).getCaptcha;
  const { text } = await (await fetch(`${gwBase}/sandbox/captcha/${captchaId}`)).json();
  await gqlAs(gw, guest, MEMBER_SEND_CODE, { username: mobile, type: 4, captchaId, captchaCode: text });
  const outbox = await (await fetch(`${gwBase}/sandbox/sms/outbox?mobile=${mobile}&limit=1`)).json();
  const code = outbox.messages[0]?.code;
  return (await gqlAs(gw, guest, MEMBER_LOGIN, { username: mobile, type: 4, code })).memberLogin.userToken;
}

/**
 * A guest with a bag (issue 8.8): a guest token from webAuthorization and two sizes of the
 * first listed colours added to its bag. Returns the token and a product name the bag page
 * must show (checked once, so the load run measures a bag that really renders its lines).
 */
export async function guestWithBag(gwBase, ids) {
  const gw = `${gwBase}/graphql`;
  const token = (await gqlAs(gw, null, "mutation { webAuthorization { token } }")).webAuthorization.token;
  const colours = (
    await gqlAs(gw, null, "query($ids:[ID!]!){ productColors(ids:$ids){ productName productSizes { ean saleableQty } } }", {
      ids: ids.slice(0, 5),
    })
  ).productColors;
  const sizes = colours.flatMap((c) => c.productSizes.filter((z) => z.saleableQty > 0).map((z) => ({ ean: z.ean, name: c.productName })));
  if (sizes.length < 2) throw new Error("no two sizes in stock for the bag");
  for (const size of sizes.slice(0, 2))
    await gqlAs(gw, token, "mutation($ean:String!){ addCartItem(ean:$ean, quantity:1){ __typename } }", { ean: size.ean });
  return { token, name: sizes[0].name };
}

/** The gateway's listing query (the cards of a listing page), posted as text (TRUSTED_DOCUMENTS=0). */
export const LISTING_BODY = (ids) =>
  JSON.stringify({
    query:
      'query($ids:[ID!]!){ searchProductColors(pageNumber:1,pageSize:9,sortBy:"price",sortDirection:"asc"){ productColorIds count } productColors(ids:$ids){ id productSlug styleSlug productName price slashPrice productColorLang{ colorNameCn } productTag{ tagName } productAssets{ localUrl } } }',
    variables: { ids },
  });
