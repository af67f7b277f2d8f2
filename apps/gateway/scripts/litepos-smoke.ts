/**
 * A smoke test of the LitePOS adapter against 收钱吧's own sandbox, with the brand's keys (see
 * docs/PROVIDERS.md). Reads the same PAYMENT_PROVIDER=litepos / LITEPOS_* variables as the
 * gateway (through env.ts) and:
 *
 *   pnpm --filter @xunlan/gateway litepos:smoke              purchase ¥0.01, print the cashier URL, query it
 *   pnpm --filter @xunlan/gateway litepos:smoke query <sn>   query a sale (after paying it on a phone)
 *   pnpm --filter @xunlan/gateway litepos:smoke refund <sn>  refund ¥0.01 of a paid sale
 *   pnpm --filter @xunlan/gateway litepos:smoke void <sn>    void an unpaid sale
 *
 * Every answer's signature is verified with LITEPOS_PLATFORM_PUBLIC_KEY; a refusal prints the
 * provider's error code. Nothing touches the store's database.
 */
import { randomInt } from "node:crypto";
import { loadEnv } from "../src/kernel/env";
import { createLiteposProvider } from "../src/modules/payments/litepos";

const env = loadEnv();
const settings = env.payments.litepos;
if (!settings) throw new Error("set PAYMENT_PROVIDER=litepos and the LITEPOS_* variables (docs/PROVIDERS.md)");
const provider = createLiteposProvider({ ...settings, returnOrigin: env.storefrontOrigins[0]!, timeoutMs: 15_000 });
const [command = "purchase", checkSn] = process.argv.slice(2);
const show = (value: unknown) => console.log(JSON.stringify(value, null, 2));

if (command === "purchase") {
  const paymentNo = `SMOKE${Date.now()}${randomInt(100)}`;
  const session = await provider.createCheckout({
    paymentNo,
    orderNumber: paymentNo,
    amount: 0.01,
    payType: "wechat",
    returnUrl: "/",
    expiresAt: new Date(Date.now() + 15 * 60_000),
    subject: "迅岚 XUNLAN 联调",
  });
  show({ checkSn: paymentNo, ...session });
  show(await provider.query(paymentNo));
  console.log(`open the cashier URL on a phone and pay ¥0.01, then: litepos:smoke query ${paymentNo}`);
} else if (command === "query" && checkSn) {
  show(await provider.query(checkSn));
} else if (command === "refund" && checkSn) {
  const sale = await provider.query(checkSn);
  show(
    await provider.refund({
      idempotencyKey: `smoke:${checkSn}`,
      refundNo: `R${checkSn}`.slice(0, 32),
      paymentNo: checkSn,
      providerTradeNo: sale?.paidTender?.tenderSn ?? null,
      amount: 0.01,
      reason: "联调退款",
    }),
  );
  show(await provider.query(`R${checkSn}`.slice(0, 32)));
} else if (command === "void" && checkSn) {
  await provider.voidSale(checkSn);
  show(await provider.query(checkSn));
} else {
  console.error("usage: litepos:smoke [purchase | query <checkSn> | refund <checkSn> | void <checkSn>]");
  process.exit(2);
}
