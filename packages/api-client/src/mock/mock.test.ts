import { describe, expect, it } from "vitest";
import { StoreListDocument } from "../generated/graphql";
import { ApiError } from "../lib/api-error";
import { createMockClient, rootFieldOf } from "./index";

const store = {
  id: "1",
  omsStoreCode: "SH01",
  storeName: "迅岚上海南京路店",
  city: "上海",
  address: "南京东路 1 号",
  telephone: "021-00000000",
};

describe("rootFieldOf", () => {
  it("reads the first root field of a query or mutation, past comments and variables", () => {
    expect(rootFieldOf("# StoreList\nquery StoreList($cityName: String) {\n  storeList(cityName: $cityName) { id }\n}")).toBe("storeList");
    expect(rootFieldOf("mutation AddCartItem($input: X!) { addCartItem(input: $input) { id } }")).toBe("addCartItem");
    expect(rootFieldOf("{ nothing }")).toBe("");
  });
});

describe("createMockClient", () => {
  it("answers a generated operation from its handler, with the operation's variables", async () => {
    const seen: Record<string, unknown>[] = [];
    const client = createMockClient({ storeList: (variables) => (seen.push(variables), [store]) }, { delayMs: 0 });
    const { storeList } = await client.request(StoreListDocument, { cityName: "上海" });
    expect(storeList[0]?.storeName).toBe("迅岚上海南京路店");
    expect(seen[0]).toMatchObject({ cityName: "上海" });
    // the guest token came from the built-in webAuthorization handler
    expect(await client.ensureToken()).toBe("mock-guest");
  });

  it("turns a throwing handler into an ApiError with the default or the error's own code", async () => {
    const failing = createMockClient(
      {
        storeList: () => {
          throw new Error("门店列表加载失败");
        },
      },
      { delayMs: 0 },
    );
    const error = await failing.request(StoreListDocument, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe("400");
    expect((error as ApiError).messages[0]).toBe("门店列表加载失败");

    const coded = createMockClient(
      {
        storeList: () => {
          throw Object.assign(new Error("服务繁忙"), { code: "500" });
        },
      },
      { delayMs: 0, errorCode: "400" },
    );
    expect(((await coded.request(StoreListDocument, {}).catch((e: unknown) => e)) as ApiError).code).toBe("500");
  });

  it("answers an error for a field it has no handler for", async () => {
    const client = createMockClient({}, { delayMs: 0, errorCode: "404" });
    const error = (await client.request(StoreListDocument, {}).catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe("404");
    expect(error.messages[0]).toContain("no mock handler for storeList");
  });
});
