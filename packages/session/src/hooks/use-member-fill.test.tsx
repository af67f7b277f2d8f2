import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import { memberKeys } from "@xunlan/account";
import { type ApiClient, createApiClient, createMemoryTokenStore } from "@xunlan/api-client";
import { type SchemaServer, startSchemaServer } from "@xunlan/api-client/testing";
import type { ReactNode } from "react";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { LoginFlag } from "../lib/login-flag";
import { SESSION_KEY } from "../lib/session-store";
import { useMemberFill } from "./use-member-fill";

// The gateway on the contract (api-client's schema server): one member, a bag of 2, two favourites.
let gateway: SchemaServer;
let posts: string[];
const CART_COUNT_KEY = ["cart", "count"] as const;

beforeAll(async () => {
  gateway = await startSchemaServer({
    Query: {
      member: () => ({
        memberUid: "uid-a",
        username: "uid-a",
        name: "林小岚",
        cellphone: "13800000000",
        gender: 2,
        level: 1,
        point: 0,
        groupId: 1,
        storeCreditBalance: 0,
        hasPassword: false,
        createdAt: "2026-01-01T00:00:00.000Z",
      }),
      memberFavoriteIds: () => ({ favPids: ["101", "102"] }),
      cart: () => ({ count: 2, cartItems: [], sorttedLists: [] }),
    },
  });
});
afterAll(() => gateway.close());
beforeEach(() => {
  posts = [];
});

function client(): ApiClient {
  return createApiClient({
    endpoint: gateway.url,
    tokenStore: createMemoryTokenStore({ token: "member-a-token" }),
    logger: { warn: () => {} },
    retryDelayMs: 0,
    fetch: async (input, init) => {
      posts.push(/(query|mutation) (\w+)/.exec(JSON.parse(String(init?.body)).query)?.[2] ?? "?");
      return fetch(input, init);
    },
  });
}

const flag = (on: boolean): LoginFlag => ({ read: () => on, write: () => {} });

function wrapperOf(queryClient: QueryClient) {
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

describe("useMemberFill (issue 27 §1)", () => {
  it("fills a member shell's profile, favourites and bag count with one request, holding the session's own queries meanwhile", async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(SESSION_KEY, { isLoggedIn: true });
    queryClient.setQueryData(CART_COUNT_KEY, 0); // the shell's placeholder
    const api = client();
    const { result } = renderHook(() => useMemberFill({ api, loginFlag: flag(true), isLoggedIn: true, cartCountKey: CART_COUNT_KEY }), {
      wrapper: wrapperOf(queryClient),
    });
    expect(result.current).toBe(true);
    await waitFor(() => expect(result.current).toBe(false));
    expect(posts).toEqual(["MemberSession"]);
    expect(queryClient.getQueryData(memberKeys.profile())).toMatchObject({ memberUid: "uid-a", name: "林小岚" });
    expect(queryClient.getQueryData(memberKeys.favoriteIds())).toEqual(["101", "102"]);
    expect(queryClient.getQueryData(CART_COUNT_KEY)).toBe(2);
  });

  it("asks nothing of a guest, and nothing when the member's data is already there (a personal page's render)", async () => {
    const guest = new QueryClient();
    guest.setQueryData(SESSION_KEY, { isLoggedIn: false });
    const api = client();
    const { result } = renderHook(() => useMemberFill({ api, loginFlag: flag(false), isLoggedIn: false }), { wrapper: wrapperOf(guest) });
    expect(result.current).toBe(false);
    const member = new QueryClient();
    member.setQueryData(SESSION_KEY, { isLoggedIn: true });
    member.setQueryData(memberKeys.profile(), { memberUid: "uid-a" });
    member.setQueryData(memberKeys.favoriteIds(), []);
    const filled = renderHook(() => useMemberFill({ api, loginFlag: flag(true), isLoggedIn: true }), { wrapper: wrapperOf(member) });
    expect(filled.result.current).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(posts).toEqual([]);
    expect(guest.getQueryData(SESSION_KEY)).toEqual({ isLoggedIn: false });
  });

  it("turns a guest shell signed in when the browser's login flag is on (a CDN that kept one copy for everyone)", async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(SESSION_KEY, { isLoggedIn: false });
    renderHook(() => useMemberFill({ api: client(), loginFlag: flag(true), isLoggedIn: false }), { wrapper: wrapperOf(queryClient) });
    await waitFor(() => expect(queryClient.getQueryData(SESSION_KEY)).toEqual({ isLoggedIn: true }));
    // …but not a session that just ended (spec §8): that one goes to /login.
    const ended = new QueryClient();
    ended.setQueryData(SESSION_KEY, { isLoggedIn: false, expired: true });
    renderHook(() => useMemberFill({ api: client(), loginFlag: flag(true), isLoggedIn: false }), { wrapper: wrapperOf(ended) });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ended.getQueryData(SESSION_KEY)).toEqual({ isLoggedIn: false, expired: true });
  });
});
