/**
 * The store as a brand opens it (issue 23 §4), for the browser journey
 * (apps/storefront/e2e/opening.spec.ts, Playwright project "opening") and a local look:
 *
 *   OPENING_PORT=4100 OPENING_CONTROL_PORT=4101 STOREFRONT_ORIGINS=http://127.0.0.1:3100 \
 *     node --import tsx --conditions=@xunlan/source scripts/opening-day.ts
 *
 * - a fresh PostgreSQL database: a new one on TEST_DATABASE_URL's server, else a throwaway
 *   cluster (scripts/lib/postgres.mjs); dropped when this process stops;
 * - the providers' fakes as HTTP servers, with keys and accounts made for this run (nothing is
 *   committed): 收钱吧 LitePOS (its cashier page takes 微信支付 / 支付宝 / 银联云闪付 and sends
 *   its signed notification at once), 阿里云短信, 快递100 and the WeChat open platform;
 * - the BUILT gateway (dist/main.js) with NODE_ENV=production and DATABASE_URL — a deployment —
 *   pointed at the fakes as the providers' base URLs, the brand's own systems declared absent
 *   (WAREHOUSE/RETAIL/INVOICE/CUSTOMER_SERVICE_PROVIDER=none), and no ALLOW_SANDBOX_* flag and no
 *   SANDBOX_TOOLS (its environment is built here, nothing of the caller's sandbox settings leaks);
 * - a control server for the test on OPENING_CONTROL_PORT (loopback only), playing the shopper's
 *   phone and eyes: `GET /sms?mobile=` the messages the SMS fake delivered to that mobile
 *   (newest first), and `POST /captcha?id=` the answer of an image captcha. A person reads the
 *   picture; a test cannot, so the control server sets that captcha's answer in the journey's
 *   own database (the gateway keeps only its hash) and answers it.
 *
 * Object storage has no fake: S3_ENDPOINT points at the control server, which answers 501 (the
 * journey uploads nothing). SIGTERM / SIGINT stop the gateway, the fakes and the database.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createHash, generateKeyPairSync, randomBytes } from "node:crypto";
import { once } from "node:events";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import pg from "pg";
import { startThrowawayPostgres } from "../../../scripts/lib/postgres.mjs";
import { APP_ROOT } from "../src/kernel/lib/app-root";
import { createFakeAliyunSms } from "../src/modules/members/aliyun-sms/fake-aliyun-sms";
import { createFakeWechat } from "../src/modules/members/wechat/fake-wechat";
import { createFakeKuaidi100 } from "../src/modules/orders/kuaidi100/fake-kuaidi100";
import { createFakeLitepos } from "../src/modules/payments/litepos/fake";

const port = Number(process.env.OPENING_PORT ?? 0);
const controlPort = Number(process.env.OPENING_CONTROL_PORT ?? 0);
const storefrontOrigins = process.env.STOREFRONT_ORIGINS ?? "http://127.0.0.1:3000";
if (!port || !controlPort) {
  console.error("opening-day: set OPENING_PORT and OPENING_CONTROL_PORT");
  process.exit(2);
}
const gatewayUrl = `http://127.0.0.1:${port}`;
const hex = (bytes: number) => randomBytes(bytes).toString("hex");
const cleanups: Array<() => Promise<void> | void> = [];

// ---- the database: fresh, on the test server or a throwaway cluster ----------------------------
async function admin(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
let databaseUrl: string;
const serverUrl = process.env.TEST_DATABASE_URL?.trim();
if (serverUrl) {
  const name = `e2e_opening_${Date.now().toString(36)}_${hex(3)}`;
  await admin(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  cleanups.push(() => admin(serverUrl, `drop database if exists "${name}" with (force)`));
} else {
  const cluster = (await startThrowawayPostgres()) as { url: string; stop: () => void };
  databaseUrl = cluster.url;
  cleanups.push(() => cluster.stop());
}

// ---- the providers' fakes, keys and accounts made for this run ---------------------------------
const merchant = generateKeyPairSync("rsa", { modulusLength: 2048 });
const litepos = createFakeLitepos({ merchantPublicKey: merchant.publicKey, autoDeliver: true });
const liteposUrl = await litepos.listen(0);
cleanups.push(() => litepos.close());

const SMS_TEMPLATES = {
  SMS_480100001: "您的登录验证码为${code}，${minutes}分钟内有效。如非本人操作，请忽略本短信。",
  SMS_480100002: "您的重置密码验证码为${code}，${minutes}分钟内有效。如非本人操作，请忽略本短信。",
  SMS_480100003: "您的订单查询验证码为${code}，${minutes}分钟内有效。如非本人操作，请忽略本短信。",
  SMS_480100004: "您关注的${product}（${size}）已到货，库存有限，欢迎选购。退订回T",
};
const smsAccount = { accessKeyId: `LTAI${hex(10)}`, accessKeySecret: hex(15), signName: "迅岚XUNLAN", templates: SMS_TEMPLATES };
const sms = createFakeAliyunSms(smsAccount);
const smsHost = await sms.start();
cleanups.push(() => sms.stop());

const kuaidiAccount = { customer: hex(16).toUpperCase(), key: hex(8) };
const kuaidi100 = createFakeKuaidi100(kuaidiAccount);
const kuaidiUrl = await kuaidi100.start();
cleanups.push(() => kuaidi100.stop());

const wechat = createFakeWechat({ callbackDomain: new URL(storefrontOrigins.split(",")[0]!).hostname });
const web = wechat.addApp("web");
const officialAccount = wechat.addApp("official-account");
const wechatUrl = await wechat.start();
cleanups.push(() => wechat.stop());

// ---- the control server: the shopper's phone (SMS) and eyes (captcha) ------------------------
const CAPTCHA_ANSWER = "XL679";
const control = createServer((req, res) => void handleControl(req, res).catch((error: Error) => reply(res, 500, { error: error.message })));
function reply(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" });
  res.end(JSON.stringify(body));
}
async function handleControl(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? "/", "http://control.local");
  if (url.pathname === "/sms" && req.method === "GET") {
    const mobile = url.searchParams.get("mobile") ?? "";
    const messages = sms.sent.filter((m) => m.phoneNumbers === mobile).reverse();
    return reply(res, 200, { messages: messages.map((m) => ({ templateCode: m.templateCode, params: m.params, text: sms.textOf(m) })) });
  }
  if (url.pathname === "/captcha" && req.method === "POST") {
    const id = url.searchParams.get("id") ?? "";
    if (!/^[0-9a-f-]{36}$/i.test(id)) return reply(res, 400, { error: "captcha id" });
    // The gateway's own rule (captcha-service.ts): sha256 of `${captchaId}:${ANSWER}`.
    const hash = createHash("sha256").update(`${id}:${CAPTCHA_ANSWER}`, "utf8").digest("hex");
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const result = await client.query("update captchas set answer_hash = $1 where id = $2 and consumed_at is null", [hash, id]);
      if (result.rowCount !== 1) return reply(res, 404, { error: "no such captcha" });
    } finally {
      await client.end();
    }
    return reply(res, 200, { answer: CAPTCHA_ANSWER });
  }
  if (url.pathname === "/health") return reply(res, 200, { ok: true });
  // S3_ENDPOINT: no object-storage fake; the journey uploads nothing.
  return reply(res, 501, { error: "not part of the opening journey" });
}
await new Promise<void>((resolve) => control.listen(controlPort, "127.0.0.1", resolve));
cleanups.push(() => new Promise<void>((resolve) => control.close(() => resolve())));

// ---- the gateway, as deployed -----------------------------------------------------------------
const oneLine = (pem: string) => pem.trim();
const env: Record<string, string> = {
  PATH: process.env.PATH ?? "",
  HOME: process.env.HOME ?? "/tmp",
  NODE_ENV: "production",
  DATABASE_URL: databaseUrl,
  // One process, as the other browser projects' gateways (the workers have their own test,
  // instances/cluster.pg.test.ts); a deployment's default would be one per core.
  WEB_CONCURRENCY: "1",
  PORT: String(port),
  HOST: "127.0.0.1",
  LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
  PUBLIC_URL: gatewayUrl,
  STOREFRONT_ORIGINS: storefrontOrigins,
  TOKEN_SECRET: hex(32),
  PAYMENT_PROVIDER: "litepos",
  LITEPOS_BASE_URL: liteposUrl,
  LITEPOS_APP_ID: litepos.appId,
  LITEPOS_BRAND_CODE: litepos.brandCode,
  LITEPOS_STORE_SN: "XLWEB01",
  LITEPOS_WORKSTATION_SN: "0",
  LITEPOS_MERCHANT_PRIVATE_KEY: oneLine(String(merchant.privateKey.export({ type: "pkcs8", format: "pem" }))),
  LITEPOS_PLATFORM_PUBLIC_KEY: oneLine(litepos.platformPublicKeyPem),
  SMS_PROVIDER: "aliyun",
  ALIYUN_SMS_ACCESS_KEY_ID: smsAccount.accessKeyId,
  ALIYUN_SMS_ACCESS_KEY_SECRET: smsAccount.accessKeySecret,
  ALIYUN_SMS_SIGN_NAME: smsAccount.signName,
  ALIYUN_SMS_TEMPLATE_LOGIN: "SMS_480100001",
  ALIYUN_SMS_TEMPLATE_RESET: "SMS_480100002",
  ALIYUN_SMS_TEMPLATE_ORDER: "SMS_480100003",
  ALIYUN_SMS_TEMPLATE_ARRIVAL: "SMS_480100004",
  ALIYUN_SMS_ENDPOINT: `http://${smsHost}`,
  COURIER_PROVIDER: "kuaidi100",
  KUAIDI100_BASE_URL: kuaidiUrl,
  KUAIDI100_CUSTOMER: kuaidiAccount.customer,
  KUAIDI100_KEY: kuaidiAccount.key,
  KUAIDI100_SALT: hex(12),
  WECHAT_PROVIDER: "open-platform",
  WECHAT_APP_ID: web.appId,
  WECHAT_APP_SECRET: web.appSecret,
  WECHAT_OA_APP_ID: officialAccount.appId,
  WECHAT_OA_APP_SECRET: officialAccount.appSecret,
  WECHAT_API_BASE: wechatUrl,
  WECHAT_AUTHORIZE_BASE: wechatUrl,
  STORAGE_PROVIDER: "s3",
  S3_ENDPOINT: `http://127.0.0.1:${controlPort}`,
  S3_BUCKET: "xunlan-uploads",
  S3_REGION: "cn-shanghai",
  S3_ACCESS_KEY_ID: hex(8),
  S3_SECRET_ACCESS_KEY: hex(16),
  WAREHOUSE_PROVIDER: "none",
  RETAIL_PROVIDER: "none",
  INVOICE_PROVIDER: "none",
  CUSTOMER_SERVICE_PROVIDER: "none",
};
const gateway: ChildProcess = spawn(process.execPath, ["--enable-source-maps", "dist/main.js"], { cwd: APP_ROOT, env, stdio: "inherit" });

let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  if (gateway.exitCode === null && gateway.signalCode === null) {
    gateway.kill("SIGTERM");
    await once(gateway, "exit");
  }
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup();
    } catch (error) {
      console.error(`opening-day: clean-up failed: ${(error as Error).message}`);
    }
  }
  process.exit(code);
}
process.on("SIGTERM", () => void stop(0));
process.on("SIGINT", () => void stop(0));
gateway.on("exit", (code) => void stop(code ?? 1));
