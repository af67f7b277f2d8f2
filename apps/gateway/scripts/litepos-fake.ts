/**
 * Runs the fake 收钱吧 LitePOS (src/modules/payments/litepos/fake.ts) for a local store:
 *
 *   pnpm --filter @xunlan/gateway litepos:fake [port]
 *
 * Generates a fresh merchant key pair (the fake makes its own), starts the fake on `port`
 * (default 20000 + random), and writes apps/gateway/.data/litepos-fake.env with the
 * PAYMENT_PROVIDER=litepos / LITEPOS_* variables for the gateway. Then, in another terminal:
 *
 *   set -a; . apps/gateway/.data/litepos-fake.env; set +a; pnpm dev
 *
 * payOrder then opens the fake's cashier (微信支付 / 支付宝 / 银联云闪付); paying there sends the
 * signed notification to the gateway, retried every 10 s until the gateway acknowledges it.
 * Keys live only in that git-ignored file and this process; restart both to rotate them.
 */
import { generateKeyPairSync, randomInt } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { APP_ROOT } from "../src/kernel/lib/app-root";
import { createFakeLitepos } from "../src/modules/payments/litepos/fake";

const port = Number(process.argv[2] ?? 20_000 + randomInt(20_000));
const gatewayUrl = (process.argv[3] ?? "http://127.0.0.1:4000").replace(/\/+$/, "");
const merchant = generateKeyPairSync("rsa", { modulusLength: 2048 });
const fake = createFakeLitepos({ merchantPublicKey: merchant.publicKey, autoDeliver: true });
const url = await fake.listen(port);
const oneLine = (pem: string) => pem.trim().replaceAll("\n", "\\n");
const env = [
  "PAYMENT_PROVIDER=litepos",
  `LITEPOS_BASE_URL=${url}`,
  `LITEPOS_APP_ID=${fake.appId}`,
  `LITEPOS_BRAND_CODE=${fake.brandCode}`,
  "LITEPOS_STORE_SN=XLWEB01",
  "LITEPOS_WORKSTATION_SN=0",
  `LITEPOS_MERCHANT_PRIVATE_KEY="${oneLine(String(merchant.privateKey.export({ type: "pkcs8", format: "pem" })))}"`,
  `LITEPOS_PLATFORM_PUBLIC_KEY="${oneLine(fake.platformPublicKeyPem)}"`,
  `LITEPOS_NOTIFY_URL=${gatewayUrl}/payments/notify/litepos`,
];
const dir = join(APP_ROOT, ".data");
mkdirSync(dir, { recursive: true });
const file = join(dir, "litepos-fake.env");
writeFileSync(file, `${env.join("\n")}\n`, { mode: 0o600 });
console.log(`fake 收钱吧 LitePOS on ${url}; gateway variables in ${file}`);
// The provider retries unacknowledged notifications (4m, 10m, …); the fake every 10 s.
const timer = setInterval(() => void fake.deliver().then((n) => n > 0 && console.log(`${n} notification(s) acknowledged`)), 10_000);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    clearInterval(timer);
    void fake.close().then(() => process.exit(0));
  });
}
