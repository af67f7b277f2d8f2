import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { PUSH_ACCEPTED, pushSign, querySign, sameSign, stateName } from "./protocol";

/** One line the fake courier has recorded for a parcel. */
export interface FakeLine {
  time: string;
  context: string;
}

/** A parcel at the fake provider: its state and lines (oldest first), and who follows it. */
interface FakeParcel {
  com: string;
  nu: string;
  state: string;
  lines: FakeLine[];
  subscription: { callbackurl: string; salt: string } | null;
}

/** How one push delivery went. */
export interface PushDelivery {
  attempts: number;
  acknowledged: boolean;
}

/**
 * A fake 快递100 that holds callers to the protocol of ./protocol.ts, for tests and for a local
 * run against `KUAIDI100_BASE_URL`: it answers /poll/query.do only with a valid customer and
 * signature (upper(md5(param + key + customer))), /poll only with the account's key inside
 * `param`, refuses a second subscription of a parcel (501) like the provider, and pushes like the
 * provider: signed with the subscriber's salt, retried until acknowledged with exactly
 * `{"result":true,"returnCode":"200"…}` (3 retries), and on request twice or an older state
 * after a newer one.
 */
export function createFakeKuaidi100(account: { customer: string; key: string }) {
  const parcels = new Map<string, FakeParcel>();
  const calls = { query: 0, subscribe: 0, refused: 0 };
  let delayMs = 0;
  let server: Server | null = null;
  const keyOf = (com: string, nu: string) => `${com}:${nu}`;

  function parcel(com: string, nu: string): FakeParcel {
    const key = keyOf(com, nu);
    let found = parcels.get(key);
    if (!found) {
      found = { com, nu, state: "1", lines: [], subscription: null };
      parcels.set(key, found);
    }
    return found;
  }

  /** The `lastResult` of a parcel as the provider writes it (newest line first). */
  function lastResult(p: FakeParcel, lines = p.lines, state = p.state) {
    return {
      message: "ok",
      state,
      status: "200",
      ischeck: state === "3" ? "1" : "0",
      com: p.com,
      nu: p.nu,
      data: [...lines].reverse().map((l) => ({ time: l.time, ftime: l.time, context: l.context })),
    };
  }

  async function readForm(request: import("node:http").IncomingMessage): Promise<URLSearchParams> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
  }

  function answer(res: import("node:http").ServerResponse, body: unknown) {
    res.writeHead(200, { "content-type": "application/json;charset=UTF-8" });
    res.end(JSON.stringify(body));
  }

  async function handle(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) {
    if (delayMs > 0) await new Promise((r) => setTimeout(r, delayMs));
    const form = await readForm(req);
    const param = form.get("param") ?? "";
    if (req.url === "/poll/query.do") {
      calls.query += 1;
      const customer = form.get("customer") ?? "";
      if (customer !== account.customer || !sameSign(querySign(param, account.key, account.customer), form.get("sign") ?? "")) {
        calls.refused += 1;
        return answer(res, { result: false, returnCode: "503", message: "验证签名失败" });
      }
      const q = JSON.parse(param) as { com?: string; num?: string };
      const p = parcels.get(keyOf(q.com ?? "", q.num ?? ""));
      if (!p || p.lines.length === 0) return answer(res, { result: false, returnCode: "500", message: "查询无结果，请隔段时间再查" });
      return answer(res, { ...lastResult(p), condition: "F00" });
    }
    if (req.url === "/poll") {
      calls.subscribe += 1;
      let body: { company?: string; number?: string; key?: string; parameters?: { callbackurl?: string; salt?: string } };
      try {
        body = JSON.parse(param) as typeof body;
      } catch {
        return answer(res, {
          result: false,
          returnCode: "700",
          message: "订阅方的订阅数据存在错误（如不支持的快递公司、单号为空、单号超长等）",
        });
      }
      if (form.get("schema") !== "json" || body.key !== account.key) {
        calls.refused += 1;
        return answer(res, { result: false, returnCode: "600", message: "您不是合法的订阅者（即授权Key出错）" });
      }
      if (!body.company || !body.number || !body.parameters?.callbackurl) {
        return answer(res, {
          result: false,
          returnCode: "700",
          message: "订阅方的订阅数据存在错误（如不支持的快递公司、单号为空、单号超长等）",
        });
      }
      const p = parcel(body.company, body.number);
      if (p.subscription) return answer(res, { result: false, returnCode: "501", message: "重复订阅" });
      p.subscription = { callbackurl: body.parameters.callbackurl, salt: body.parameters.salt ?? "" };
      return answer(res, { result: true, returnCode: "200", message: "提交成功" });
    }
    res.writeHead(404).end();
  }

  /** POSTs one push and reports whether the subscriber acknowledged it as the provider requires. */
  async function deliver(p: FakeParcel, result: ReturnType<typeof lastResult>, options: { badSign?: boolean }): Promise<boolean> {
    if (!p.subscription) throw new Error(`fake 快递100: ${p.nu} has no subscription`);
    const param = JSON.stringify({
      status: result.state === "3" ? "shutdown" : "polling",
      billstatus: "got",
      message: "",
      lastResult: result,
    });
    const sign = options.badSign ? pushSign(param, `${p.subscription.salt}x`) : pushSign(param, p.subscription.salt);
    try {
      const response = await fetch(p.subscription.callbackurl, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ param, sign }).toString(),
      });
      const body = (await response.json().catch(() => null)) as { result?: unknown; returnCode?: unknown } | null;
      return body?.result === PUSH_ACCEPTED.result && body?.returnCode === PUSH_ACCEPTED.returnCode;
    } catch {
      return false;
    }
  }

  return {
    calls,
    /** Starts listening on 127.0.0.1 (a free port); resolves to the base URL. */
    async start(): Promise<string> {
      server = createServer((req, res) => void handle(req, res).catch(() => res.writeHead(500).end()));
      await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    async stop(): Promise<void> {
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    },
    /** Every answer waits this long first (a provider that times out). */
    setDelay(ms: number) {
      delayMs = ms;
    },
    /** The courier scans the parcel: a new line and state. */
    scan(com: string, nu: string, line: FakeLine, state: string) {
      const p = parcel(com, nu);
      p.lines.push(line);
      p.state = state;
      return { state, stateCn: stateName(state) };
    },
    isSubscribed(com: string, nu: string): boolean {
      return parcels.get(keyOf(com, nu))?.subscription != null;
    },
    /**
     * Pushes the parcel's current state like the provider: retried until acknowledged (at most 3
     * retries), `twice` delivers it again after an acknowledgement, `badSign` signs with a wrong
     * salt, `asOf` pushes the state after only the first `asOf` lines (a late, older push).
     */
    async push(com: string, nu: string, options: { twice?: boolean; badSign?: boolean; asOf?: number } = {}): Promise<PushDelivery> {
      const p = parcels.get(keyOf(com, nu));
      if (!p) throw new Error(`fake 快递100: no parcel ${nu}`);
      const lines = options.asOf === undefined ? p.lines : p.lines.slice(0, options.asOf);
      const state = options.asOf === undefined ? p.state : "0";
      const result = lastResult(p, lines, state);
      let attempts = 0;
      let acknowledged = false;
      while (!acknowledged && attempts < 4) {
        attempts += 1;
        acknowledged = await deliver(p, result, options);
      }
      if (acknowledged && options.twice) await deliver(p, result, options);
      return { attempts, acknowledged };
    },
  };
}

export type FakeKuaidi100 = ReturnType<typeof createFakeKuaidi100>;
