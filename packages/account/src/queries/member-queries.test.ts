import { QueryClient } from "@tanstack/react-query";
import type { ApiClient } from "@xunlan/api-client";
import { describe, expect, it, vi } from "vitest";
import {
  favoriteIdsQueryOptions,
  memberKeys,
  memberQueryOptions,
  toggleFavoriteMutationOptions,
  toMemberProfile,
  updateMemberMutationOptions,
} from "./member-queries";

/** A fake client answering by operation name. */
function fakeApi(answer: (operation: string, variables: unknown) => unknown): ApiClient {
  return {
    endpoint: "http://test/graphql",
    request: vi.fn<(document: { toString(): string }, variables?: unknown) => Promise<unknown>>(async (document, variables) => {
      const operation = /(?:query|mutation)\s+(\w+)/.exec(document.toString())?.[1] ?? "";
      return answer(operation, variables);
    }) as unknown as ApiClient["request"],
    ensureToken: async () => "t",
    resetToken: async () => "t",
    headers: async () => ({}),
  };
}

const member = {
  memberUid: "m1",
  cellphone: "13700001111",
  username: "13700001111",
  gender: 2,
  point: 0,
  groupId: 1,
  storeCreditBalance: 0,
  hasPassword: false,
  createdAt: "2026-01-01T00:00:00Z",
};

describe("member queries", () => {
  it("maps the gateway's gender codes to the centre's names", () => {
    expect(toMemberProfile({ ...member, gender: 1 } as never).gender).toBe("MALE");
    expect(toMemberProfile({ ...member, gender: 2 } as never).gender).toBe("FEMALE");
    expect(toMemberProfile({ ...member, gender: 0 } as never).gender).toBe("SECRET");
    expect(toMemberProfile({ ...member, gender: null } as never).gender).toBeNull();
  });

  it("loads the profile under ['member','profile'] and never retries a 401/403", async () => {
    const api = fakeApi(() => ({ member }));
    const client = new QueryClient();
    const options = memberQueryOptions(api);
    expect(options.queryKey).toEqual(["member", "profile"]);
    expect(options.retry).toBe(false);
    expect((await client.fetchQuery(options)).gender).toBe("FEMALE");
  });

  it("sends updateMember with the gender code and caches the answer", async () => {
    const api = fakeApi((_operation, variables) => ({ updateMember: { ...member, ...(variables as object) } }));
    const client = new QueryClient();
    const mutation = client.getMutationCache().build(client, updateMemberMutationOptions(api, client));
    await mutation.execute({ name: "林晓岚", birthday: "", gender: "MALE", province: "广东省", city: "深圳市", district: "南山区" });
    expect(api.request).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ gender: 1, name: "林晓岚" }));
    expect(client.getQueryData<{ gender: string }>(memberKeys.profile())?.gender).toBe("MALE");
  });

  it("updates the favourite ids at once and rolls back when the gateway refuses", async () => {
    const client = new QueryClient();
    client.setQueryData(memberKeys.favoriteIds(), ["A"]);
    let seen: string[] | undefined;
    const failing = fakeApi(() => {
      seen = client.getQueryData<string[]>(memberKeys.favoriteIds());
      throw new Error("商品不存在");
    });
    const mutation = client.getMutationCache().build(client, toggleFavoriteMutationOptions(failing, client));
    await expect(mutation.execute({ productId: "B", next: true })).rejects.toThrow("商品不存在");
    expect(seen).toEqual(["B", "A"]);
    expect(client.getQueryData(memberKeys.favoriteIds())).toEqual(["A"]);

    const ok = fakeApi(() => ({ deleteMemberProductFavorite: { success: true } }));
    const cancel = client.getMutationCache().build(client, toggleFavoriteMutationOptions(ok, client));
    await expect(cancel.execute({ productId: "A", next: false })).resolves.toBe(false);
    expect(client.getQueryData(memberKeys.favoriteIds())).toEqual([]);
  });

  it("reads favPids", async () => {
    const api = fakeApi(() => ({ memberFavoriteIds: { favPids: ["X", "Y"] } }));
    expect(await new QueryClient().fetchQuery(favoriteIdsQueryOptions(api))).toEqual(["X", "Y"]);
  });
});
