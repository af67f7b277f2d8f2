import { CartCountDocument, documentHash, MemberDocument, MemberFavoriteIdsDocument, MemberSessionDocument } from "@xunlan/api-client";
import { expect, test, waitForHydration } from "./fixtures";
import { gql, loginViaApi, uniqueMobile } from "./members-helpers";

const PRODUCT = "/products/velox-run-2/velox-run-2-black";
const NAME = "林小岚";

/**
 * Issue 27 §1: a member's page is the member shell every member gets from the page cache; what
 * is theirs (name, bag count, favourite hearts) comes after hydration in one request, and the
 * header is signed in from the first byte.
 */
test.describe("a member's page from the shared cache (issue 27 §1)", () => {
  test("a member opens a cached product page: their name, bag count and heart after hydration, never 登录/注册", async ({
    page,
    playwright,
    baseURL,
  }) => {
    // A new member with a name, one line in the bag and this colour among the favourites.
    await loginViaApi(page, uniqueMobile());
    await gql(page, "mutation($n:String){ updateMember(name:$n){ name } }", { n: NAME });
    const search = await gql<{
      searchProductColors: { productColors: Array<{ productSizes: Array<{ ean: string; saleableQty: number }> }> };
    }>(page, "{ searchProductColors(pageNumber: 1, pageSize: 6) { productColors { productSizes { ean saleableQty } } } }");
    const ean = search.searchProductColors.productColors.flatMap((c) => c.productSizes).find((s) => s.saleableQty > 0)!.ean;
    await gql(page, "mutation($e:String!){ addCartItem(ean:$e, quantity:1){ count } }", { e: ean });
    const anonymous = await playwright.request.newContext({ baseURL });
    const guestHtml = await (await anonymous.get(PRODUCT)).text();
    const productId = /data-product-id="([^"]+)"/.exec(guestHtml)?.[1];
    expect(productId).toBeTruthy();
    await gql(page, "mutation($p:String!){ addMemberProductFavorite(productId:$p){ productId } }", { p: productId });

    // The member shell of a page nobody asked for yet, filled by this member's first request.
    const path = `${PRODUCT}?shell=${Date.now()}`;
    const first = await page.request.get(path);
    expect(first.headers()["x-page-shell"]).toBe("member");
    expect(first.headers()["x-page-cache"]).toBe("miss");
    await first.text();

    // Whether the header ever said 登录/注册 (or showed its button) while the page loaded.
    await page.addInitScript(() => {
      const w = window as unknown as { __signedOutSeen: boolean };
      w.__signedOutSeen = false;
      const check = () => {
        if (
          document.querySelector('header [aria-label="登录/注册"]') ||
          /登录\/注册/.test(document.querySelector("header")?.textContent ?? "")
        )
          w.__signedOutSeen = true;
      };
      new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    });
    // The operations the page sends, by name (production sends each by its hash).
    const names = new Map(
      Object.entries({
        MemberSession: MemberSessionDocument,
        Member: MemberDocument,
        MemberFavoriteIds: MemberFavoriteIdsDocument,
        CartCount: CartCountDocument,
      }).map(([name, document]) => [documentHash(document), name]),
    );
    const sent: string[] = [];
    page.on("request", (request) => {
      if (!request.url().endsWith("/graphql") || request.method() !== "POST") return;
      const body = request.postDataJSON() as { extensions?: { persistedQuery?: { sha256Hash?: string } } } | null;
      const name = names.get(body?.extensions?.persistedQuery?.sha256Hash ?? "");
      if (name) sent.push(name);
    });
    const response = await page.goto(path);
    expect(response!.headers()["x-page-cache"]).toBe("hit");
    expect(response!.headers()["x-page-shell"]).toBe("member");
    expect(response!.headers()["cache-control"]).toBe("private, no-cache");
    const html = await response!.text();
    // The first HTML: signed in, and nothing of this member's.
    expect(html).toContain('aria-label="会员中心"');
    expect(html).not.toContain("登录/注册");
    expect(html).not.toContain(NAME);
    expect(html).not.toContain("购物袋 1 件商品");
    expect(html).not.toContain('aria-pressed="true"');

    await waitForHydration(page);
    await expect(page.getByTestId("member-greeting")).toHaveText(`你好，${NAME}`);
    await expect(page.getByRole("button", { name: "购物袋 1 件商品" })).toBeVisible();
    await expect(page.getByRole("button", { name: "取消收藏" }).first()).toHaveAttribute("aria-pressed", "true");
    expect(await page.evaluate(() => (window as unknown as { __signedOutSeen: boolean }).__signedOutSeen)).toBe(false);
    // All three from one request: MemberSession, not Member, MemberFavoriteIds and CartCount.
    expect(sent).toEqual(["MemberSession"]);

    // Another member is served the very same bytes: nothing of the first member's in them.
    const other = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { cookie: "login_status=1; token=another-member" } });
    const theirs = await other.get(path);
    expect(theirs.headers()["x-page-cache"]).toBe("hit");
    expect(await theirs.text()).toBe(html);
    await other.dispose();
    await anonymous.dispose();
  });

  test("a member whose session ended is sent to sign in from the member shell", async ({ page }) => {
    const url = new URL(page.url() === "about:blank" ? "http://127.0.0.1" : page.url());
    await page.context().addCookies([{ name: "login_status", value: "1", domain: url.hostname, path: "/", sameSite: "Lax" }]);
    const response = await page.goto(PRODUCT);
    expect(response!.headers()["x-page-shell"]).toBe("member");
    await expect(page).toHaveURL(/\/login\?.*reason=expired/);
    expect(new URL(page.url()).searchParams.get("returnUrl")).toBe(PRODUCT);
    await expect(page.getByText("登录已过期，请重新登录")).toBeVisible();
  });
});
