import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_RATE_LIMITS } from "../src/modules/limits/rate-limits";
import { gql } from "./support/graphql";
import { createMemberHarness, LOGIN, loginBySms, type MemberHarness, randomMobile } from "./support/members";
import { createFreshDatabase, type FreshDatabase, testDatabaseUrl } from "./support/pg-server";

// issue 12 items 4 and 8: two gateway instances on one PostgreSQL server share the limits (one
// rate_limits row per key, bumped atomically), so a second instance is no way around them.
const { url } = testDatabaseUrl();

describe.skipIf(url === undefined)("limits shared by two gateway instances on PostgreSQL", () => {
  let database: FreshDatabase;
  let one: MemberHarness;
  let two: MemberHarness;
  beforeAll(async () => {
    database = await createFreshDatabase(url ?? "");
    one = createMemberHarness(database.db);
    two = createMemberHarness(database.db);
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("password guesses spread over two instances, also concurrently, meet one per-IP limit", async () => {
    const limit = DEFAULT_RATE_LIMITS.login.perIp.limit;
    const guess = (h: MemberHarness) =>
      gql(h.gateway, LOGIN, { variables: { username: randomMobile(), type: 2, code: "Guess2026x" }, remoteAddress: "203.0.113.77" });
    const answers = await Promise.all(Array.from({ length: 2 * limit }, (_, i) => guess(i % 2 === 0 ? one : two)));
    const limited = answers.filter((a) => a.errors?.[0]?.message === "操作过于频繁，请稍后再试").length;
    // Exactly the hits past the limit are refused: no lost update between the instances.
    expect(limited).toBe(limit);
    expect((await guess(one)).errors?.[0]?.extensions.code).toBe("429");
    expect((await guess(two)).errors?.[0]?.extensions.code).toBe("429");
  });

  it("failed logins on one instance make the other ask for the captcha", async () => {
    const mobile = randomMobile();
    for (const h of [one, two, one]) {
      await gql(h.gateway, LOGIN, { variables: { username: mobile, type: 2, code: "Wrong2026x" }, remoteAddress: "203.0.113.78" });
    }
    two.clock.advance(60_000);
    const res = await gql(two.gateway, LOGIN, {
      variables: { username: mobile, type: 2, code: "Wrong2026x" },
      remoteAddress: "203.0.113.79",
    });
    expect(res.errors?.[0]).toMatchObject({ message: "请输入图形验证码", extensions: { captchaRequired: true } });
  });

  it("issue 21: upload links asked concurrently on both instances meet one per-member limit", async () => {
    const token = (await loginBySms(one, randomMobile())).userToken;
    const perMember = DEFAULT_RATE_LIMITS.uploadToken.perSubject!.limit;
    const ask = (h: MemberHarness, i: number) =>
      gql(h.gateway, `mutation { ossGetToken(purpose: "after_sale", contentType: "image/jpeg", size: 10485760) { key } }`, {
        token,
        remoteAddress: `198.51.100.${i % 200}`,
      });
    const answers = await Promise.all(Array.from({ length: perMember + 10 }, (_, i) => ask(i % 2 === 0 ? one : two, i)));
    const refused = answers.filter((a) => a.errors?.[0]?.message === "操作过于频繁，请稍后再试").length;
    expect(refused).toBe(10);
    expect(answers.filter((a) => a.data).length).toBe(perMember);
  });
});
