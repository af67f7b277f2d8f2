// @vitest-environment node
import { QueryClient } from "@tanstack/react-query";
import { memberKeys } from "@xunlan/account";
import { type ApiClient, createApiClient, createMemoryTokenStore } from "@xunlan/api-client";
import { type SchemaServer, startSchemaServer } from "@xunlan/api-client/testing";
import { GraphQLError } from "graphql";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { LoginFlag } from "./login-flag";
import { ensureSession, loadMemberSession, SESSION_KEY, takeSessionExpiredRedirect } from "./session-store";

// A gateway-like server on the contract (api-client's schema server, real graphql-yoga over
// HTTP): member tokens are the ones in `members`, any other token is answered '401' by the
// member fields (a guest's '403' would do the same), guest tokens come from webAuthorization.
let gateway: SchemaServer;
let posts: string[];
let cartFails = false;
const CART_COUNT_KEY = ["cart", "count"] as const;
const members = new Map([
  ["member-a-token", "uid-a"],
  ["member-b-token", "uid-b"],
]);
const favourites: Record<string, string[]> = { "uid-a": ["101", "102"], "uid-b": ["201"] };
const bags: Record<string, number> = { "uid-a": 3, "uid-b": 0 };

const unauthorized = () => new GraphQLError("访问令牌无效或已过期，请重新获取", { extensions: { code: "401", statusCode: 401 } });
const memberOf = (request: Request) => {
  const uid = members.get(request.headers.get("authorization")?.replace(/^Bearer /, "") ?? "");
  if (!uid) throw unauthorized();
  return uid;
};
const profile = (uid: string) => ({
  memberUid: uid,
  username: `name-${uid}`,
  cellphone: "13800000000",
  gender: 1,
  level: 1,
  point: 0,
  groupId: 1,
  storeCreditBalance: 0,
  hasPassword: false,
  createdAt: "2026-01-01T00:00:00.000Z",
});

beforeAll(async () => {
  gateway = await startSchemaServer({
    Query: {
      member: (_root, _args, { request }) => profile(memberOf(request)),
      memberFavoriteIds: (_root, _args, { request }) => ({ favPids: favourites[memberOf(request)] }),
      cart: (_root, _args, { request }) => {
        if (cartFails) throw new GraphQLError("服务器出了小问题，请稍后再试～", { extensions: { code: "500", statusCode: 500 } });
        const uid = members.get(request.headers.get("authorization")?.replace(/^Bearer /, "") ?? "");
        return { count: uid ? bags[uid] : 0, cartItems: [], sorttedLists: [] };
      },
    },
    Mutation: {
      webAuthorization: () => ({ token: "guest-token", expiresAt: "2026-12-08T00:00:00.000Z" }),
    },
  });
});
afterAll(() => gateway.close());
beforeEach(() => {
  gateway.reset();
  posts = [];
  cartFails = false;
});

/** A server render's client: the request's token, each POST's operation name recorded. */
function client(token: string): ApiClient {
  return createApiClient({
    endpoint: gateway.url,
    tokenStore: createMemoryTokenStore({ token }),
    logger: { warn: () => {} },
    retryDelayMs: 0,
    fetch: async (input, init) => {
      posts.push(/(query|mutation) (\w+)/.exec(JSON.parse(String(init?.body)).query)?.[2] ?? "?");
      return fetch(input, init);
    },
  });
}

function flag(on: boolean): LoginFlag & { written: boolean[] } {
  const written: boolean[] = [];
  return { written, read: () => on, write: (value) => written.push(value) };
}

describe("ensureSession", () => {
  it("loads a member's profile, favourite ids and bag count in one request", async () => {
    const queryClient = new QueryClient();
    const state = await ensureSession({ queryClient, api: client("member-a-token"), loginFlag: flag(true), cartCountKey: CART_COUNT_KEY });
    expect(state).toEqual({ isLoggedIn: true });
    expect(posts).toEqual(["MemberSession"]);
    expect(gateway.calls.map((call) => call.field)).toEqual(["member", "memberFavoriteIds", "cart"]);
    expect(queryClient.getQueryData(memberKeys.profile())).toMatchObject({ memberUid: "uid-a", gender: "MALE", hasPassword: false });
    expect(queryClient.getQueryData(memberKeys.favoriteIds())).toEqual(["101", "102"]);
    expect(queryClient.getQueryData(CART_COUNT_KEY)).toBe(3);
    expect(queryClient.getQueryData(SESSION_KEY)).toEqual({ isLoggedIn: true });
  });

  it("a member's page shell reads as signed in and asks the gateway nothing (issue 27 §1); a guest shell as signed out", async () => {
    const queryClient = new QueryClient();
    const loginFlag = flag(true);
    const state = await ensureSession({
      queryClient,
      api: client("member-a-token"),
      loginFlag,
      cartCountKey: CART_COUNT_KEY,
      shell: "member",
    });
    expect(state).toEqual({ isLoggedIn: true });
    expect(posts).toEqual([]);
    expect(loginFlag.written).toEqual([]);
    expect(queryClient.getQueryData(memberKeys.profile())).toBeUndefined();
    expect(queryClient.getQueryData(memberKeys.favoriteIds())).toBeUndefined();
    expect(queryClient.getQueryData(CART_COUNT_KEY)).toBeUndefined();
    const guest = new QueryClient();
    expect(await ensureSession({ queryClient: guest, api: client("member-a-token"), loginFlag: flag(false), shell: "guest" })).toEqual({
      isLoggedIn: false,
    });
    expect(posts).toEqual([]);
  });

  it("fills a shell's holes in the browser with one request, replacing the shell's bag count", async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(CART_COUNT_KEY, 0);
    await loadMemberSession(queryClient, client("member-b-token"), CART_COUNT_KEY, { replaceCount: true });
    expect(posts).toEqual(["MemberSession"]);
    expect(queryClient.getQueryData(memberKeys.profile())).toMatchObject({ memberUid: "uid-b" });
    expect(queryClient.getQueryData(memberKeys.favoriteIds())).toEqual(["201"]);
    expect(queryClient.getQueryData(CART_COUNT_KEY)).toBe(0);
    const a = new QueryClient();
    a.setQueryData(CART_COUNT_KEY, 0);
    await loadMemberSession(a, client("member-a-token"), CART_COUNT_KEY, { replaceCount: true });
    expect(a.getQueryData(CART_COUNT_KEY)).toBe(3);
  });

  it("each member gets their own answer, and without the cart's key no count is stored", async () => {
    const a = new QueryClient();
    const b = new QueryClient();
    await Promise.all([
      ensureSession({ queryClient: a, api: client("member-a-token"), loginFlag: flag(true) }),
      ensureSession({ queryClient: b, api: client("member-b-token"), loginFlag: flag(true), cartCountKey: CART_COUNT_KEY }),
    ]);
    expect(a.getQueryData(memberKeys.favoriteIds())).toEqual(["101", "102"]);
    expect(a.getQueryData(CART_COUNT_KEY)).toBeUndefined();
    expect(b.getQueryData(memberKeys.profile())).toMatchObject({ memberUid: "uid-b" });
    expect(b.getQueryData(memberKeys.favoriteIds())).toEqual(["201"]);
    expect(b.getQueryData(CART_COUNT_KEY)).toBe(0);
  });

  it("a rejected token signs out: the flag goes off, no member data is kept, no separate retries", async () => {
    const queryClient = new QueryClient();
    const loginFlag = flag(true);
    const state = await ensureSession({ queryClient, api: client("revoked-token"), loginFlag, cartCountKey: CART_COUNT_KEY });
    // spec §8 logout response code: the session ended, which the layout says (not a silent guest)
    expect(state).toEqual({ isLoggedIn: false, expired: true });
    expect(loginFlag.written).toEqual([false]);
    // The api client's own recovery (spec §8): a guest token, then the same query once more.
    expect(posts).toEqual(["MemberSession", "WebAuthorization", "MemberSession"]);
    expect(queryClient.getQueryData(memberKeys.profile())).toBeUndefined();
    expect(queryClient.getQueryData(memberKeys.favoriteIds())).toBeUndefined();
    expect(queryClient.getQueryData(CART_COUNT_KEY)).toBeUndefined();
  });

  it("an ended session leads to /login with the current path and reason=expired until /login is reached", async () => {
    const queryClient = new QueryClient();
    await ensureSession({ queryClient, api: client("revoked-token"), loginFlag: flag(true), cartCountKey: CART_COUNT_KEY });
    expect(takeSessionExpiredRedirect(queryClient, { pathname: "/ucenter/orders", href: "/ucenter/orders?tab=paid" })).toBe(
      "/login?returnUrl=%2Fucenter%2Forders%3Ftab%3Dpaid&reason=expired",
    );
    // A guard racing the first redirect (a tap on another member page) leads there too.
    expect(takeSessionExpiredRedirect(queryClient, { pathname: "/ucenter/favorites", href: "/ucenter/favorites" })).toBe(
      "/login?returnUrl=%2Fucenter%2Ffavorites&reason=expired",
    );
    // Once on /login it is forgotten: leaving /login without signing in goes wherever the shopper goes.
    expect(takeSessionExpiredRedirect(queryClient, { pathname: "/login", href: "/login?returnUrl=%2F" })).toBeNull();
    expect(queryClient.getQueryData(SESSION_KEY)).toEqual({ isLoggedIn: false });
    expect(takeSessionExpiredRedirect(queryClient, { pathname: "/ucenter/orders", href: "/ucenter/orders?tab=paid" })).toBeNull();
  });

  it("a bag count the gateway cannot answer does not sign the member out: profile and ids load separately", async () => {
    cartFails = true;
    const queryClient = new QueryClient();
    const loginFlag = flag(true);
    const state = await ensureSession({ queryClient, api: client("member-a-token"), loginFlag, cartCountKey: CART_COUNT_KEY });
    expect(state).toEqual({ isLoggedIn: true });
    expect(loginFlag.written).toEqual([]);
    expect(posts[0]).toBe("MemberSession");
    expect([...posts.slice(1)].sort()).toEqual(["Member", "MemberFavoriteIds"]);
    expect(queryClient.getQueryData(memberKeys.favoriteIds())).toEqual(["101", "102"]);
    expect(queryClient.getQueryData(CART_COUNT_KEY)).toBeUndefined();
  });

  it("no login flag: logged out without a call; a known state: no call either", async () => {
    const queryClient = new QueryClient();
    expect(
      await ensureSession({ queryClient, api: client("member-a-token"), loginFlag: flag(false), cartCountKey: CART_COUNT_KEY }),
    ).toEqual({ isLoggedIn: false });
    expect(
      await ensureSession({ queryClient, api: client("member-a-token"), loginFlag: flag(true), cartCountKey: CART_COUNT_KEY }),
    ).toEqual({ isLoggedIn: false });
    expect(posts).toEqual([]);
  });
});
