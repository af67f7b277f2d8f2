import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../test/support/database";
import type { DatabaseHandle } from "../../kernel/db";
import { GatewayError } from "../../kernel/errors";
import { getConfigSetting } from "./config-service";

describe("configSetting (spec §7)", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it("reads seeded values, including structured JSON", async () => {
    expect(await getConfigSetting(database.db, "site.name")).toMatchObject({ configValue: "迅岚 XUNLAN" });
    expect(await getConfigSetting(database.db, " service.hours ")).toMatchObject({ configValue: "10:00-22:00" });
    expect((await getConfigSetting(database.db, "service.contact"))?.configValue).toEqual({
      phone: "400-820-1088",
      hours: "10:00-22:00",
      email: "service@xunlan.example",
    });
  });

  it("returns null for an unknown key", async () => {
    expect(await getConfigSetting(database.db, "unknown.key")).toBeNull();
  });

  it("refuses empty and malformed keys with '400', a Chinese message and the field", async () => {
    const attempt = (key: string) =>
      getConfigSetting(database.db, key).then(
        () => null,
        (e: unknown) => e,
      );
    const empty = await attempt("   ");
    expect(empty).toBeInstanceOf(GatewayError);
    expect(empty).toMatchObject({ message: "缺少必要参数：configKey", extensions: { code: "400", statusCode: 400, field: "configKey" } });
    expect(await attempt("../etc/passwd")).toMatchObject({ message: "参数错误：configKey", extensions: { field: "configKey" } });
    expect(await attempt("x".repeat(200))).toMatchObject({ extensions: { code: "400" } });
  });
});
