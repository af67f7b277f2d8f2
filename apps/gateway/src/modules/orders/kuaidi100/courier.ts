import { and, asc, eq, isNull, lt, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "../../../kernel/db";
import { orders, shipmentTracking } from "../../../kernel/db/schema";
import type { HttpRoute } from "../../../kernel/http/routes";
import type { CourierProvider, Shipment } from "../fulfilment-provider";
import type { TrackingStatus } from "../sandbox-fulfilment";
import {
  companyCode,
  PUSH_ACCEPTED,
  parseProviderTime,
  pushParamSchema,
  pushSign,
  queryAnswerSchema,
  querySign,
  sameSign,
  stateName,
  subscribeAnswerSchema,
} from "./protocol";

/** Settings of the 快递100 account (KUAIDI100_* in env.ts). */
export interface Kuaidi100Settings {
  /** https://poll.kuaidi100.com in production; the fake's address in tests. */
  baseUrl: string;
  /** The account's 授权码 (customer) and 授权key (key). */
  customer: string;
  key: string;
  /** Our secret for push signatures (sent with each subscription). */
  salt: string;
  /** Public URL of {@link Kuaidi100Courier.routes}' push endpoint, as the provider must call it. */
  callbackUrl: string;
  /** How long a queried answer is reused before the provider is asked again (default 10 min). */
  queryTtlMs?: number;
  /** A provider call slower than this fails (default 8 s). */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** The courier of a real deployment: follows parcels at 快递100. */
export interface Kuaidi100Courier extends CourierProvider {
  /**
   * Subscribes every shipped order not yet followed (at least once: a refused or failed call is
   * retried on the next sweep). Returns how many the provider accepted.
   */
  subscribeShipped(db: Database, now: Date): Promise<number>;
  /** The push endpoint, mounted at `/providers/kuaidi100` (the callback URL's path). */
  routes: HttpRoute[];
}

/** Path of the push endpoint on the gateway. */
export const KUAIDI100_PUSH_PATH = "/providers/kuaidi100/push";

/** Where a parcel is when nothing is known yet (not subscribed, provider down). */
const NOTHING_YET: TrackingStatus = { state: "", stateCn: "暂无物流信息", data: [] };

/** Why a provider call failed, in words for the log. */
export class Kuaidi100Error extends Error {
  constructor(
    message: string,
    readonly returnCode?: string,
  ) {
    super(message);
    this.name = "Kuaidi100Error";
  }
}

/** A tracking row's lines, newest first, with the time the newest happened. */
function normalise(lines: ReadonlyArray<{ time: string; ftime?: string | undefined; context: string }>) {
  const data = lines
    .map((l) => ({ time: l.time, ftime: l.ftime ?? l.time, context: l.context, at: parseProviderTime(l.time) }))
    .sort((a, b) => (b.at?.getTime() ?? 0) - (a.at?.getTime() ?? 0));
  return { data: data.map(({ time, ftime, context }) => ({ time, ftime, context })), latest: data[0]?.at ?? null };
}

/**
 * The 快递100 courier: subscribes each shipped parcel (the provider then pushes every change to
 * {@link KUAIDI100_PUSH_PATH}, signed with our salt), answers orderShippingStatus from what was
 * pushed, and queries the provider on demand only when nothing was pushed yet or the last query
 * is older than `queryTtlMs` (the provider asks that queries stay user-initiated and rare).
 * Protocol and sources: ./protocol.ts.
 */
export function createKuaidi100Courier(settings: Kuaidi100Settings, deps: { db: Database; logger: Logger }): Kuaidi100Courier {
  const doFetch = settings.fetch ?? fetch;
  const queryTtlMs = settings.queryTtlMs ?? 10 * 60_000;
  const timeoutMs = settings.timeoutMs ?? 8_000;
  const base = settings.baseUrl.replace(/\/+$/, "");

  async function post(path: string, form: Record<string, string>): Promise<unknown> {
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(form).toString(),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new Kuaidi100Error(`快递100 ${path} did not answer: ${(error as Error).message}`);
    }
    const text = await response.text();
    if (!response.ok) throw new Kuaidi100Error(`快递100 ${path} answered HTTP ${response.status}`);
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new Kuaidi100Error(`快递100 ${path} answered something that is not JSON`);
    }
  }

  async function subscribe(company: string, shippingNumber: string, phone: string): Promise<void> {
    const param = JSON.stringify({
      company,
      number: shippingNumber,
      key: settings.key,
      parameters: { callbackurl: settings.callbackUrl, salt: settings.salt, phone, resultv2: "4" },
    });
    const answer = subscribeAnswerSchema.safeParse(await post("/poll", { schema: "json", param }));
    if (!answer.success) throw new Kuaidi100Error("快递100 /poll answered an unknown shape");
    // 501: already subscribed (a retry after a lost answer) — followed all the same.
    if (answer.data.returnCode !== "200" && answer.data.returnCode !== "501") {
      throw new Kuaidi100Error(
        `快递100 refused the subscription: ${answer.data.returnCode} ${answer.data.message}`,
        answer.data.returnCode,
      );
    }
  }

  async function query(company: string, shippingNumber: string, phone: string) {
    const param = JSON.stringify({ com: company, num: shippingNumber, phone, resultv2: "4", show: "0", order: "desc" });
    const parsed = queryAnswerSchema.safeParse(
      await post("/poll/query.do", { customer: settings.customer, sign: querySign(param, settings.key, settings.customer), param }),
    );
    if (!parsed.success) throw new Kuaidi100Error("快递100 /poll/query.do answered an unknown shape");
    if ("result" in parsed.data)
      throw new Kuaidi100Error(`快递100 query refused: ${parsed.data.returnCode} ${parsed.data.message}`, parsed.data.returnCode);
    return parsed.data;
  }

  async function subscribeShipped(db: Database, now: Date): Promise<number> {
    // Shipped orders without a tracking row get one (company code from the courier's name);
    // then every row the provider has not accepted yet is (re)sent, oldest first.
    const shipped = await db
      .select({ id: orders.id, company: orders.shippingCompany, number: orders.shippingNumber })
      .from(orders)
      .leftJoin(shipmentTracking, eq(shipmentTracking.orderId, orders.id))
      .where(and(eq(orders.status, "shipped"), isNull(shipmentTracking.orderId), sql`${orders.shippingNumber} is not null`))
      .limit(100);
    for (const row of shipped) {
      const code = companyCode(row.company ?? "");
      if (!code) {
        deps.logger.warn({ order: row.id, company: row.company }, "快递100: courier name not known; the parcel is not followed");
        continue;
      }
      await db.insert(shipmentTracking).values({ orderId: row.id, company: code, shippingNumber: row.number! }).onConflictDoNothing();
    }
    const due = await db
      .select({
        orderId: shipmentTracking.orderId,
        company: shipmentTracking.company,
        number: shipmentTracking.shippingNumber,
        phone: orders.consigneeCellphone,
      })
      .from(shipmentTracking)
      .innerJoin(orders, eq(orders.id, shipmentTracking.orderId))
      .where(and(isNull(shipmentTracking.subscribedAt), lt(shipmentTracking.subscribeAttempts, 20)))
      .orderBy(asc(shipmentTracking.orderId))
      .limit(50);
    let accepted = 0;
    for (const parcel of due) {
      try {
        await subscribe(parcel.company, parcel.number, parcel.phone);
        await db
          .update(shipmentTracking)
          .set({ subscribedAt: now, lastSubscribeError: null })
          .where(eq(shipmentTracking.orderId, parcel.orderId));
        accepted += 1;
      } catch (error) {
        await db
          .update(shipmentTracking)
          .set({
            subscribeAttempts: sql`${shipmentTracking.subscribeAttempts} + 1`,
            lastSubscribeError: (error as Error).message.slice(0, 500),
          })
          .where(eq(shipmentTracking.orderId, parcel.orderId));
        deps.logger.warn({ err: error, order: parcel.orderId }, "快递100 subscription failed; retried on the next sweep");
      }
    }
    return accepted;
  }

  async function track(shipment: Shipment, now: Date): Promise<TrackingStatus> {
    const code = companyCode(shipment.shippingCompany);
    if (!code) return NOTHING_YET;
    const [row] = await deps.db
      .select()
      .from(shipmentTracking)
      .where(and(eq(shipmentTracking.company, code), eq(shipmentTracking.shippingNumber, shipment.shippingNumber)))
      .limit(1);
    const fresh = row && (row.pushedAt !== null || (row.queriedAt !== null && now.getTime() - row.queriedAt.getTime() < queryTtlMs));
    if (row && fresh && row.state !== null) return { state: row.state, stateCn: row.stateCn ?? stateName(row.state), data: row.data };
    try {
      const [phone] = await deps.db
        .select({ phone: orders.consigneeCellphone, id: orders.id })
        .from(orders)
        .where(eq(orders.shippingNumber, shipment.shippingNumber))
        .limit(1);
      const answer = await query(code, shipment.shippingNumber, phone?.phone ?? "");
      const { data, latest } = normalise(answer.data);
      if (phone) {
        await deps.db
          .insert(shipmentTracking)
          .values({
            orderId: phone.id,
            company: code,
            shippingNumber: shipment.shippingNumber,
            state: answer.state,
            stateCn: stateName(answer.state),
            data,
            latestEventAt: latest,
            queriedAt: now,
          })
          .onConflictDoUpdate({
            target: shipmentTracking.orderId,
            set: { state: answer.state, stateCn: stateName(answer.state), data, latestEventAt: latest, queriedAt: now },
            // A push newer than this answer wins.
            setWhere: sql`${shipmentTracking.latestEventAt} is null or ${shipmentTracking.latestEventAt} <= ${latest}`,
          });
      }
      return { state: answer.state, stateCn: stateName(answer.state), data };
    } catch (error) {
      deps.logger.warn({ err: error, shippingNumber: shipment.shippingNumber }, "快递100 query failed; answering what is known");
      return row && row.state !== null ? { state: row.state, stateCn: row.stateCn ?? stateName(row.state), data: row.data } : NOTHING_YET;
    }
  }

  /** Applies one push; false when it is not the provider's (bad signature, unknown shape). */
  async function applyPush(param: string, sign: string, now: Date): Promise<"applied" | "stale" | "unknown" | "rejected"> {
    if (!sameSign(pushSign(param, settings.salt), sign.toUpperCase())) return "rejected";
    let json: unknown;
    try {
      json = JSON.parse(param);
    } catch {
      return "rejected";
    }
    const parsed = pushParamSchema.safeParse(json);
    if (!parsed.success) return "rejected";
    const { lastResult } = parsed.data;
    const { data, latest } = normalise(lastResult.data);
    const updated = await deps.db
      .update(shipmentTracking)
      .set({
        state: lastResult.state,
        stateCn: stateName(lastResult.state),
        data,
        latestEventAt: latest,
        pushedAt: now,
        subscribedAt: sql`coalesce(${shipmentTracking.subscribedAt}, ${now})`,
      })
      .where(
        and(
          eq(shipmentTracking.company, lastResult.com),
          eq(shipmentTracking.shippingNumber, lastResult.nu),
          // Out of order: a push older than what we hold changes nothing (and is still acknowledged).
          latest ? sql`(${shipmentTracking.latestEventAt} is null or ${shipmentTracking.latestEventAt} <= ${latest})` : sql`true`,
        ),
      )
      .returning({ orderId: shipmentTracking.orderId });
    if (updated.length > 0) return "applied";
    const [known] = await deps.db
      .select({ orderId: shipmentTracking.orderId })
      .from(shipmentTracking)
      .where(and(eq(shipmentTracking.company, lastResult.com), eq(shipmentTracking.shippingNumber, lastResult.nu)))
      .limit(1);
    return known ? "stale" : "unknown";
  }

  const pushRoute: HttpRoute = {
    prefix: "/providers/kuaidi100",
    async handle(request, context) {
      if (context.subpath !== "/push" || request.method !== "POST")
        return Response.json({ result: false, returnCode: "404", message: "not found" }, { status: 404 });
      const length = Number(request.headers.get("content-length") ?? "0");
      if (length > 256 * 1024) return Response.json({ result: false, returnCode: "413", message: "too large" }, { status: 413 });
      let form: URLSearchParams;
      try {
        form = new URLSearchParams(await request.text());
      } catch {
        return Response.json({ result: false, returnCode: "400", message: "bad body" }, { status: 400 });
      }
      const param = form.get("param") ?? "";
      const sign = form.get("sign") ?? "";
      const outcome = await applyPush(param, sign, new Date());
      if (outcome === "rejected") {
        context.log.warn("快递100 push refused: bad signature or shape");
        return Response.json({ result: false, returnCode: "500", message: "签名校验失败" }, { status: 400 });
      }
      if (outcome === "unknown") context.log.warn("快递100 push for a parcel we do not follow; acknowledged");
      return Response.json(PUSH_ACCEPTED);
    },
  };

  return { name: "kuaidi100", track, subscribeShipped, routes: [pushRoute] };
}
