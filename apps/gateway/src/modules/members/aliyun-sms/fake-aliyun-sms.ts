import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { acs3Signature, parseAuthorization, sameSignature, sha256Hex } from "./acs3";

/** A message the fake accepted, as the carrier would deliver it. */
export interface FakeSms {
  phoneNumbers: string;
  signName: string;
  templateCode: string;
  params: Record<string, string>;
  bizId: string;
}

/**
 * A fake 阿里云短信 endpoint that holds callers to the real service's rules, for the tests and a
 * local run (`ALIYUN_SMS_ENDPOINT`): every request must carry a V3 signature (./acs3.ts, written
 * from Alibaba Cloud's document) made with the account's secret over the headers it names, a
 * body hash that matches, a date within 15 minutes and a nonce never seen before
 * (SignatureNonceUsed); SendSms needs an approved SignName and TemplateCode, a mainland mobile and
 * template variables that fill every `${name}` of the template. Errors answer in the service's
 * shape ({RequestId, Code, Message}); `failNext` makes it refuse like a carrier under limits.
 */
export function createFakeAliyunSms(account: {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  /** Approved templates: code → text with ${variables}. */
  templates: Readonly<Record<string, string>>;
  now?: () => Date;
}) {
  const sent: FakeSms[] = [];
  const nonces = new Set<string>();
  const refusals: string[] = [];
  let failures: string[] = [];
  let server: Server | null = null;
  const now = account.now ?? (() => new Date());

  function reply(res: ServerResponse, status: number, body: Record<string, unknown>) {
    res.writeHead(status, { "content-type": "application/json;charset=utf-8" });
    res.end(JSON.stringify({ RequestId: randomUUID(), ...body }));
  }

  function refuse(res: ServerResponse, status: number, code: string, message: string) {
    refusals.push(code);
    reply(res, status, { Code: code, Message: message, Recommend: "https://api.aliyun.com/troubleshoot" });
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(req.url ?? "/", "http://fake.local");
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers[name.toLowerCase()] = value;

    const auth = parseAuthorization(headers.authorization ?? "");
    if (!auth) return refuse(res, 400, "MissingAuthorization", "Authorization is mandatory for this action.");
    if (auth.accessKeyId !== account.accessKeyId)
      return refuse(res, 404, "InvalidAccessKeyId.NotFound", "Specified access key is not found.");
    // Every x-acs-* header and host must be signed.
    const mustSign = Object.keys(headers).filter((n) => n === "host" || n.startsWith("x-acs-"));
    if (mustSign.some((n) => !auth.signedHeaders.includes(n)))
      return refuse(res, 400, "IncompleteSignature", "The request signature does not conform to Aliyun standards.");
    if (sha256Hex(body) !== headers["x-acs-content-sha256"])
      return refuse(res, 400, "ContentSHA256NotMatch", "The content sha256 does not match.");
    const expected = acs3Signature(account.accessKeySecret, {
      method: req.method ?? "GET",
      path: url.pathname,
      query: [...url.searchParams.entries()],
      headers,
      signedHeaders: auth.signedHeaders,
      payloadHash: headers["x-acs-content-sha256"] ?? "",
    });
    if (!sameSignature(expected, auth.signature))
      return refuse(res, 400, "SignatureDoesNotMatch", "Specified signature is not matched with our calculation.");
    const date = Date.parse(headers["x-acs-date"] ?? "");
    if (!Number.isFinite(date) || Math.abs(now().getTime() - date) > 15 * 60_000)
      return refuse(res, 400, "InvalidTimeStamp.Expired", "Specified time stamp or date value is expired.");
    const nonce = headers["x-acs-signature-nonce"] ?? "";
    if (!nonce || nonces.has(nonce)) return refuse(res, 400, "SignatureNonceUsed", "Specified signature nonce was used already.");
    nonces.add(nonce);

    if (headers["x-acs-action"] !== "SendSms" || headers["x-acs-version"] !== "2017-05-25")
      return refuse(res, 400, "InvalidAction.NotFound", "Specified api is not found.");
    const params = url.searchParams;
    const failure = failures.shift();
    if (failure) return reply(res, 200, { Code: failure, Message: "触发号码天级流控" });
    const phone = params.get("PhoneNumbers") ?? "";
    if (!/^1[3-9]\d{9}$/.test(phone)) return reply(res, 200, { Code: "isv.MOBILE_NUMBER_ILLEGAL", Message: "非法手机号" });
    if (params.get("SignName") !== account.signName)
      return reply(res, 200, { Code: "isv.SMS_SIGNATURE_ILLEGAL", Message: "该账号下找不到对应签名" });
    const templateCode = params.get("TemplateCode") ?? "";
    const template = Object.hasOwn(account.templates, templateCode) ? account.templates[templateCode]! : null;
    if (!template) return reply(res, 200, { Code: "isv.SMS_TEMPLATE_ILLEGAL", Message: "该账号下找不到对应模板" });
    let variables: Record<string, string>;
    try {
      variables = JSON.parse(params.get("TemplateParam") ?? "{}") as Record<string, string>;
    } catch {
      return reply(res, 200, { Code: "isv.INVALID_JSON_PARAM", Message: "JSON参数不合法，只接受字符串值" });
    }
    const needed = [...template.matchAll(/\$\{(\w+)\}/g)].map((m) => m[1]!);
    if (needed.some((name) => typeof variables[name] !== "string" || variables[name] === "")) {
      return reply(res, 200, { Code: "isv.TEMPLATE_MISSING_PARAMETERS", Message: "模板缺少变量" });
    }
    const bizId = `${Date.now()}^${sent.length + 1}`;
    sent.push({ phoneNumbers: phone, signName: account.signName, templateCode, params: variables, bizId });
    return reply(res, 200, { Code: "OK", Message: "OK", BizId: bizId });
  }

  return {
    sent,
    refusals,
    /** The next `codes.length` SendSms calls are refused with these codes, in order. */
    failNext(...codes: string[]) {
      failures = [...failures, ...codes];
    },
    /** The delivered text of a message: its template filled in, with the signature first. */
    textOf(message: FakeSms): string {
      return `【${message.signName}】${account.templates[message.templateCode]!.replace(/\$\{(\w+)\}/g, (_, name: string) => message.params[name] ?? "")}`;
    },
    /** Starts on 127.0.0.1; resolves to `host:port` (the SDK's endpoint). */
    async start(): Promise<string> {
      server = createServer(
        (req, res) => void handle(req, res).catch(() => reply(res, 500, { Code: "InternalError", Message: "fake failed" })),
      );
      await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
      return `127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    async stop(): Promise<void> {
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    },
  };
}

export type FakeAliyunSms = ReturnType<typeof createFakeAliyunSms>;
