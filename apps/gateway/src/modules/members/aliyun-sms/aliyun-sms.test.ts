import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../../test/support/database";
import type { DatabaseHandle } from "../../../kernel/db";
import { DEFAULT_MEMBER_LIMITS } from "../member-config";
import { checkSmsCode, sendVerifyCode } from "../sms-service";
import { acs3Signature, canonicalQuery, percentEncode, sha256Hex } from "./acs3";
import { createAliyunSms, SmsRejected } from "./aliyun-sms";
import { createFakeAliyunSms, type FakeAliyunSms } from "./fake-aliyun-sms";

// Keys made for this run; nothing secret is committed.
const account = {
  accessKeyId: `LTAI${randomBytes(8).toString("hex")}`,
  accessKeySecret: randomBytes(24).toString("base64url"),
  signName: "迅岚XUNLAN",
  templates: {
    SMS_LOGIN: "您的登录验证码为${code}，${minutes}分钟内有效。如非本人操作，请忽略本短信。",
    SMS_RESET: "您的重置密码验证码为${code}，${minutes}分钟内有效。",
    SMS_ORDER: "您的订单查询验证码为${code}，${minutes}分钟内有效。",
    SMS_ARRIVAL: "您关注的${product}（${size}）已到货，库存有限，欢迎选购。退订回T",
  },
};
const templates = { login: "SMS_LOGIN", reset: "SMS_RESET", order: "SMS_ORDER", arrival: "SMS_ARRIVAL" } as const;

let fake: FakeAliyunSms;
let endpoint: string;
let database: DatabaseHandle;

beforeAll(async () => {
  fake = createFakeAliyunSms(account);
  endpoint = await fake.start();
  database = await createTestDatabase();
});
afterAll(async () => {
  await fake?.stop();
  await database?.close();
});

const sms = (overrides: Partial<Parameters<typeof createAliyunSms>[0]> = {}) =>
  createAliyunSms({ ...account, templates, endpoint, protocol: "HTTP", timeoutMs: 2_000, ...overrides });
const mobile = () => `139${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;

describe("ACS3-HMAC-SHA256 (Alibaba Cloud's V3 signature, as its document defines it)", () => {
  it("reproduces the document's published example byte for byte", () => {
    // https://help.aliyun.com/zh/model-studio/user-guide/roa-style-request-body-signature-mechanism
    // (the example request of the V3 signature document, with its published Authorization value).
    const headers = {
      host: "ecs.cn-shanghai.aliyuncs.com",
      "x-acs-action": "RunInstances",
      "x-acs-content-sha256": "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
      "x-acs-date": "2023-10-26T09:01:01Z",
      "x-acs-signature-nonce": "d410180a5abf7fe235dd9b74aca91fc0",
      "x-acs-version": "2014-05-26",
    };
    expect(sha256Hex("")).toBe(headers["x-acs-content-sha256"]);
    const signature = acs3Signature("YourAccessKeySecret", {
      method: "POST",
      path: "/",
      query: [
        ["RegionId", "cn-shanghai"],
        ["ImageId", "win2019_1809_x64_dtc_zh-cn_40G_alibase_20230811.vhd"],
      ],
      headers,
      signedHeaders: Object.keys(headers),
      payloadHash: headers["x-acs-content-sha256"],
    });
    expect(signature).toBe("e521358f7776c97df52e6b2891a8bc73026794a071b50c3323388c4e0df64804");
  });

  it("percent-encodes as RFC 3986 and sorts the query by name", () => {
    expect(percentEncode("a b*~'")).toBe("a%20b%2A~%27");
    expect(
      canonicalQuery([
        ["b", "2"],
        ["TemplateParam", '{"code":"1"}'],
        ["A", "迅"],
      ]),
    ).toBe("A=%E8%BF%85&TemplateParam=%7B%22code%22%3A%221%22%7D&b=2");
  });
});

describe("阿里云短信 through the official SDK against the fake service", () => {
  it("sends a sign-in code that the shopper can then use (the whole getVerifyCode path)", async () => {
    const phone = mobile();
    const client = { cookieId: randomUUID(), clientIp: "203.0.113.7" };
    await sendVerifyCode(database.db, sms(), DEFAULT_MEMBER_LIMITS, { mobile: phone, purpose: "login", client });
    const message = fake.sent.find((m) => m.phoneNumbers === phone);
    expect(message).toMatchObject({
      signName: "迅岚XUNLAN",
      templateCode: "SMS_LOGIN",
      params: { minutes: String(DEFAULT_MEMBER_LIMITS.smsCodeTtlMs / 60_000) },
    });
    expect(fake.textOf(message!)).toMatch(/^【迅岚XUNLAN】您的登录验证码为\d{6}，\d+分钟内有效。/);
    expect(
      await checkSmsCode(database.db, DEFAULT_MEMBER_LIMITS, { mobile: phone, purpose: "login", code: message!.params.code! }),
    ).toBeNull();
  });

  it("sends a 到货提醒's verification code with the ORDER template (same variables, no fifth template)", async () => {
    const phone = mobile();
    await sendVerifyCode(database.db, sms(), DEFAULT_MEMBER_LIMITS, {
      mobile: phone,
      purpose: "reminder",
      client: { cookieId: randomUUID(), clientIp: "203.0.113.8" },
    });
    const message = fake.sent.find((m) => m.phoneNumbers === phone);
    expect(message).toMatchObject({ templateCode: "SMS_ORDER", params: { minutes: String(DEFAULT_MEMBER_LIMITS.smsCodeTtlMs / 60_000) } });
    expect(
      await checkSmsCode(database.db, DEFAULT_MEMBER_LIMITS, { mobile: phone, purpose: "reminder", code: message!.params.code! }),
    ).toBeNull();
  });

  it("sends a 到货提醒 with the product and size as the template's variables", async () => {
    const phone = mobile();
    await sms().send({ mobile: phone, purpose: "arrival", text: "…", params: { product: "迅岚 疾速 3 代", size: "255（US 7.5）" } });
    expect(fake.textOf(fake.sent.at(-1)!)).toBe("【迅岚XUNLAN】您关注的迅岚 疾速 3 代（255（US 7.5））已到货，库存有限，欢迎选购。退订回T");
  });

  it("is refused when it signs with another secret, and the code it stored does not work", async () => {
    const phone = mobile();
    const refusals = fake.refusals.length;
    const wrong = sms({ accessKeySecret: "not-the-secret" });
    await expect(
      sendVerifyCode(database.db, wrong, DEFAULT_MEMBER_LIMITS, {
        mobile: phone,
        purpose: "login",
        client: { cookieId: null, clientIp: null },
        code: "246810",
      }),
    ).rejects.toMatchObject({
      code: "SignatureDoesNotMatch",
    });
    expect(fake.refusals.slice(refusals)).toEqual(["SignatureDoesNotMatch"]);
    expect(fake.sent.some((m) => m.phoneNumbers === phone)).toBe(false);
    expect(await checkSmsCode(database.db, DEFAULT_MEMBER_LIMITS, { mobile: phone, purpose: "login", code: "246810" })).toBe("invalid");
  });

  it("surfaces the carrier's refusals (flow control, a template missing a variable, an unknown template)", async () => {
    fake.failNext("isv.BUSINESS_LIMIT_CONTROL");
    await expect(
      sms().send({ mobile: mobile(), purpose: "login", text: "…", params: { code: "123456", minutes: "5" } }),
    ).rejects.toBeInstanceOf(SmsRejected);
    await expect(sms().send({ mobile: mobile(), purpose: "login", text: "…", params: { code: "123456" } })).rejects.toMatchObject({
      code: "isv.TEMPLATE_MISSING_PARAMETERS",
    });
    await expect(
      sms({ templates: { ...templates, login: "SMS_NOT_APPROVED" } }).send({
        mobile: mobile(),
        purpose: "login",
        text: "…",
        params: { code: "1", minutes: "5" },
      }),
    ).rejects.toMatchObject({
      code: "isv.SMS_TEMPLATE_ILLEGAL",
    });
  });

  it("refuses a replayed request, a tampered query and an unsigned header", async () => {
    const query = new URLSearchParams({
      PhoneNumbers: mobile(),
      SignName: account.signName,
      TemplateCode: "SMS_LOGIN",
      TemplateParam: '{"code":"1","minutes":"5"}',
    });
    const signedRequest = (nonce: string, extra: Record<string, string> = {}) => {
      const headers: Record<string, string> = {
        host: endpoint,
        "x-acs-action": "SendSms",
        "x-acs-version": "2017-05-25",
        "x-acs-date": new Date().toISOString().replace(/\.\d{3}Z$/, "Z"),
        "x-acs-signature-nonce": nonce,
        "x-acs-content-sha256": sha256Hex(""),
      };
      const signature = acs3Signature(account.accessKeySecret, {
        method: "POST",
        path: "/",
        query: [...query.entries()],
        headers,
        signedHeaders: Object.keys(headers),
        payloadHash: sha256Hex(""),
      });
      return {
        ...headers,
        ...extra,
        authorization: `ACS3-HMAC-SHA256 Credential=${account.accessKeyId},SignedHeaders=${Object.keys(headers).sort().join(";")},Signature=${signature}`,
      };
    };
    const post = (headers: Record<string, string>, q = query) =>
      fetch(`http://${endpoint}/?${q}`, { method: "POST", headers }).then(async (r) => ({
        status: r.status,
        ...((await r.json()) as { Code: string }),
      }));
    const nonce = randomBytes(16).toString("hex");
    const first = signedRequest(nonce);
    expect(await post(first)).toMatchObject({ status: 200, Code: "OK" });
    expect(await post(first)).toMatchObject({ status: 400, Code: "SignatureNonceUsed" });
    const tampered = new URLSearchParams(query);
    tampered.set("PhoneNumbers", "13900000000");
    expect(await post(signedRequest(randomBytes(16).toString("hex")), tampered)).toMatchObject({
      status: 400,
      Code: "SignatureDoesNotMatch",
    });
    expect(await post(signedRequest(randomBytes(16).toString("hex"), { "x-acs-security-token": "x" }))).toMatchObject({
      status: 400,
      Code: "IncompleteSignature",
    });
  });

  it("fails within its timeout when the service does not answer", async () => {
    const silent = await import("node:net").then(({ createServer }) => {
      const server = createServer(() => undefined);
      return new Promise<{ address: string; close: () => void }>((resolve) =>
        server.listen(0, "127.0.0.1", () =>
          resolve({ address: `127.0.0.1:${(server.address() as import("node:net").AddressInfo).port}`, close: () => server.close() }),
        ),
      );
    });
    try {
      await expect(
        sms({ endpoint: silent.address, timeoutMs: 300 }).send({
          mobile: mobile(),
          purpose: "login",
          text: "…",
          params: { code: "1", minutes: "5" },
        }),
      ).rejects.toBeInstanceOf(SmsRejected);
    } finally {
      silent.close();
    }
  });
});
