import { expect, test } from "./fixtures";

const PRODUCT = "/products/velox-run-2/velox-run-2-black";

/** The name=value of a Set-Cookie list. */
function cookieValue(setCookies: string[], name: string): string | undefined {
  return setCookies
    .map((line) => line.split(";")[0]!)
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

test.describe("server rendering cost (issue 11)", () => {
  // The product and card fragments select no isFavorite (hearts come from the session's favPids),
  // so product reads are served from the catalogue caches.
  test("a warm product page render makes at most two upstream calls to the gateway", async ({ playwright, baseURL }) => {
    // A new visitor: one render, which mints nothing and sets no cookie (issue 21); the first
    // /graphql call gets the guest token.
    const visitor = await playwright.request.newContext({ baseURL });
    const first = await visitor.get(`${PRODUCT}?utm_source=speed-test-${Date.now()}`);
    expect(first.status()).toBe(200);
    expect(first.headers()["set-cookie"]).toBeUndefined();
    const call = await visitor.post("/graphql", {
      headers: { channel: "WEB" },
      data: { query: "mutation { webAuthorization { token } }" },
    });
    const token = cookieValue(
      call
        .headersArray()
        .filter((h) => h.name.toLowerCase() === "set-cookie")
        .map((h) => h.value),
      "token",
    );
    const cid = "speed-test";
    expect(token).toBeTruthy();
    await visitor.dispose();

    // The same shopper with a bag: the guest shell (issue 27 §1), here a page the cache has not
    // seen yet (another query), rendered with the catalogue caches warm.
    const shopper = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { cookie: `token=${token}; cid=${cid}; bag_count=2` },
    });
    const warm = await shopper.get(`${PRODUCT}?warm=${Date.now()}`);
    expect(warm.status()).toBe(200);
    expect(warm.headers()["x-page-shell"]).toBe("guest");
    expect(warm.headers()["x-page-cache"]).toBe("miss");
    expect(warm.headers()["cache-control"]).toContain("s-maxage=");
    expect(Number(warm.headers()["x-upstream-calls"])).toBeLessThanOrEqual(2);
    const html = await warm.text();
    expect(html).toContain("application/ld+json");
    await shopper.dispose();
  });

  test("anonymous pages come from the page cache: no render, no cookie, CDN headers", async ({ playwright, baseURL }) => {
    const path = `${PRODUCT}?speed=${Date.now()}`;
    const one = await playwright.request.newContext({ baseURL });
    const miss = await one.get(path);
    expect(miss.status()).toBe(200);
    const missHtml = await miss.text();
    // Issue 21 §8: the page a CDN may keep sets no cookie; the token comes with the first call.
    expect(miss.headers()["set-cookie"]).toBeUndefined();
    expect(miss.headers()["cache-control"]).toContain("s-maxage=");
    const call = await one.post("/graphql", { headers: { channel: "WEB" }, data: { query: "mutation { webAuthorization { token } }" } });
    const firstToken = cookieValue(
      call
        .headersArray()
        .filter((h) => h.name.toLowerCase() === "set-cookie")
        .map((h) => h.value),
      "token",
    );
    expect(firstToken).toBeTruthy();
    expect(call.headers()["cache-control"]).toBe("private, no-store");
    await one.dispose();

    // A returning guest (a WeChat share of the same link) gets the stored page without any upstream call.
    const returning = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { cookie: `token=${firstToken}; cid=returning` } });
    const hit = await returning.get(`${path}&from=singlemessage&isappinstalled=0`);
    expect(hit.status()).toBe(200);
    expect(hit.headers()["x-page-cache"]).toMatch(/^(hit|shared|stale)$/);
    expect(hit.headers()["x-upstream-calls"]).toBe("0");
    expect(hit.headers()["cache-control"]).toContain("s-maxage=");
    expect(hit.headers()["set-cookie"]).toBeUndefined();
    expect(await hit.text()).toBe(missHtml);
    await returning.dispose();

    // A first visit answered from the cache: the shared page as it is, no cookie, no upstream call.
    const fresh = await playwright.request.newContext({ baseURL });
    const firstVisit = await fresh.get(path);
    expect(firstVisit.headers()["x-page-cache"]).toMatch(/^(hit|shared|stale)$/);
    expect(firstVisit.headers()["x-upstream-calls"]).toBe("0");
    expect(firstVisit.headers()["set-cookie"]).toBeUndefined();
    await fresh.dispose();

    // A member gets the member shell (issue 27 §1): never the guest copy, private to a CDN.
    const member = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { cookie: "login_status=1" } });
    const own = await member.get(path);
    expect(own.headers()["x-page-shell"]).toBe("member");
    expect(own.headers()["x-page-cache"]).toMatch(/^(miss|hit|shared|stale)$/);
    expect(own.headers()["cache-control"]).toBe("private, no-cache");
    expect(own.headers()["set-cookie"]).toBeUndefined();
    expect(await own.text()).not.toBe(missHtml);
    await member.dispose();
  });

  // A guest's bag once became every visitor's /cart: a guest whose bag_count cookie had gone
  // (expired, another tab) was rendered with their token's bag, and that render was stored as
  // the shared copy — the next cookieless visitor saw the stranger's line and its price.
  test("a returning guest's render never becomes the shared page: their /cart stays theirs", async ({ playwright, baseURL }) => {
    const guest = await playwright.request.newContext({ baseURL });
    expect((await guest.get("/")).status()).toBe(200); // the first visit sets the guest's token cookie
    const search = await guest.post("/graphql", {
      headers: { channel: "WEB" },
      data: {
        query: "{ searchProductColors(pageNumber: 1, pageSize: 6) { productColors { productName productSizes { ean saleableQty } } } }",
      },
    });
    const colours = (
      (await search.json()) as {
        data: {
          searchProductColors: { productColors: Array<{ productName: string; productSizes: Array<{ ean: string; saleableQty: number }> }> };
        };
      }
    ).data.searchProductColors.productColors;
    const colour = colours.find((c) => c.productSizes.some((s) => s.saleableQty > 0))!;
    const ean = colour.productSizes.find((s) => s.saleableQty > 0)!.ean;
    const added = await guest.post("/graphql", {
      headers: { channel: "WEB" },
      data: { query: "mutation($e:String!){ addCartItem(ean:$e, quantity:1){ count } }", variables: { e: ean } },
    });
    expect(((await added.json()) as { data: { addCartItem: { count: number } } }).data.addCartItem.count).toBe(1);

    // Without a bag_count cookie (the request context sends only what the server set: token, cid).
    const own = await guest.get("/cart");
    expect(own.headers()["cache-control"]).toBe("private, no-store");
    expect(await own.text()).toContain(colour.productName);
    // A page the cache has not seen yet: the guest shell, rendered without this guest's token,
    // so nothing of their bag is in the copy every visitor gets (issue 27 §1).
    const fresh = await guest.get(`/help?guest=${Date.now()}`);
    expect(fresh.headers()["x-page-shell"]).toBe("guest");
    expect(fresh.headers()["cache-control"]).toContain("s-maxage=");
    expect(await fresh.text()).not.toContain(colour.productName);
    await guest.dispose();

    const stranger = await playwright.request.newContext({ baseURL });
    const bag = await stranger.get("/cart");
    expect(bag.headers()["x-page-cache"]).toBeUndefined();
    expect(await bag.text()).not.toContain(colour.productName);
    await stranger.dispose();
  });
});
