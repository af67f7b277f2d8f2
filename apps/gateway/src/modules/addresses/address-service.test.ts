import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, withRollback } from "../../../test/support/database";
import type { Database, DatabaseHandle } from "../../kernel/db";
import { customerAddresses } from "../../kernel/db/schema";
import { findOrCreateMember } from "../members/member-service";
import { addAddress, deleteAddress, listAddresses, updateAddress } from "./address-service";

const ADDRESS = {
  consignee: "王五",
  cellphone: "13712345678",
  province: "浙江省",
  city: "杭州市",
  district: "西湖区",
  detailAddress: "文三路 100 号",
};

async function defaults(db: Database, memberUid: string): Promise<string[]> {
  const page = await listAddresses(db, memberUid, { pageSize: 50 });
  return page.items.filter((a) => a.isDefault).map((a) => a.consignee);
}

describe("address book (spec §3, §7)", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
  });
  afterAll(async () => {
    await database?.close();
  });

  it("moves the default on update and hands it on when the default is unset", async () => {
    await withRollback(database.db, async (db) => {
      const { memberUid } = await findOrCreateMember(db, "13700000001", new Date());
      const t = (s: number) => new Date(Date.UTC(2026, 10, 21, 8, 0, s));
      const a = await addAddress(db, memberUid, { ...ADDRESS, consignee: "甲甲" }, t(1));
      const b = await addAddress(db, memberUid, { ...ADDRESS, consignee: "乙乙" }, t(2));
      const c = await addAddress(db, memberUid, { ...ADDRESS, consignee: "丙丙" }, t(3));
      expect(await defaults(db, memberUid)).toEqual(["甲甲"]);

      await updateAddress(db, memberUid, String(b.id), { ...ADDRESS, consignee: "乙乙", isDefault: true }, t(4));
      expect(await defaults(db, memberUid)).toEqual(["乙乙"]);

      // Unsetting the default hands it to the newest other address.
      const unset = await updateAddress(db, memberUid, b.id, { ...ADDRESS, consignee: "乙乙改", isDefault: false }, t(5));
      expect(unset).toMatchObject({ consignee: "乙乙改", isDefault: false });
      expect(await defaults(db, memberUid)).toEqual(["丙丙"]);

      // An update without isDefault keeps the flag.
      await updateAddress(db, memberUid, c.id, { ...ADDRESS, consignee: "丙丙改" }, t(6));
      expect(await defaults(db, memberUid)).toEqual(["丙丙改"]);

      await deleteAddress(db, memberUid, c.id, t(7));
      await deleteAddress(db, memberUid, b.id, t(8));
      expect(await defaults(db, memberUid)).toEqual(["甲甲"]);
      // The only address stays the default even when asked otherwise.
      const only = await updateAddress(db, memberUid, a.id, { ...ADDRESS, consignee: "甲甲", isDefault: false }, t(9));
      expect(only.isDefault).toBe(true);
      await deleteAddress(db, memberUid, a.id, t(10));
      expect((await listAddresses(db, memberUid, {})).count).toBe(0);
    });
  });

  it("the partial unique index refuses a second default even past the service", async () => {
    await withRollback(database.db, async (db) => {
      const { memberUid } = await findOrCreateMember(db, "13700000002", new Date());
      await addAddress(db, memberUid, ADDRESS);
      const error = await db
        .transaction((tx) => tx.insert(customerAddresses).values({ ...ADDRESS, memberUid, isDefault: true, postCode: null }))
        .then(
          () => null,
          (e: unknown) => e as Error & { cause?: Error },
        );
      expect(`${error?.message} ${error?.cause?.message}`).toContain("customer_addresses_one_default_idx");
    });
  });

  it("caps the address book at 30", async () => {
    await withRollback(database.db, async (db) => {
      const { memberUid } = await findOrCreateMember(db, "13700000003", new Date());
      for (let i = 0; i < 30; i += 1) await addAddress(db, memberUid, ADDRESS);
      await expect(addAddress(db, memberUid, ADDRESS)).rejects.toThrow("最多可保存30个收货地址");
    });
  });
});
