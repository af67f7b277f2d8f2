/**
 * Search history, recently viewed, store stock, subscription and customer service (spec §2
 * search panel and footer, §5, §7 searchHistory, saveLatestView / getLatestView,
 * getStoreStockData, member subscribe, §9 recent searches 10).
 */

import {
  businessNumber,
  CUSTOMER_SERVICE_HOURS,
  CUSTOMER_SERVICE_MAX_LENGTH,
  CUSTOMER_SERVICE_TOPICS,
  isMobile,
  MESSAGES,
  RECENT_SEARCH_LIMIT,
  SERVICE_CODES,
} from "@xunlan/validation";
import { and, asc, desc, eq, gte, inArray, notInArray, sql } from "drizzle-orm";
import type { Database } from "../../kernel/db";
import {
  customerServiceTickets,
  memberLatestViews,
  memberSearchHistory,
  mobileSubscriptions,
  productColors,
  productSizes,
  stock,
} from "../../kernel/db/schema";
import { GatewayError } from "../../kernel/errors";
import type { StoreRecord } from "../catalog";
import { listStores, MAX_KEYWORD_LENGTH } from "../catalog";
import type { SubjectLimiter } from "../limits";

// ---- search history -------------------------------------------------------------------------

/** spec §7 searchHistory: newest first, at most RECENT_SEARCH_LIMIT. */
export async function listSearchHistory(db: Database, memberUid: string): Promise<string[]> {
  const rows = await db
    .select({ keyword: memberSearchHistory.keyword })
    .from(memberSearchHistory)
    .where(eq(memberSearchHistory.memberUid, memberUid))
    .orderBy(desc(memberSearchHistory.searchedAt), desc(memberSearchHistory.keyword))
    .limit(RECENT_SEARCH_LIMIT);
  return rows.map((r) => r.keyword);
}

/**
 * Records a search (spec §5: blank ignored; a keyword already there keeps its place) and keeps
 * the latest RECENT_SEARCH_LIMIT. Returns the history, newest first.
 */
export async function saveSearchHistory(db: Database, memberUid: string, rawKeyword: string, now = new Date()): Promise<string[]> {
  const keyword = rawKeyword.trim();
  if (keyword.length > MAX_KEYWORD_LENGTH) throw GatewayError.badRequest(`搜索关键字不能超过 ${MAX_KEYWORD_LENGTH} 个字符`, "keyword");
  if (keyword) {
    await db.transaction(async (tx) => {
      await tx.insert(memberSearchHistory).values({ memberUid, keyword, searchedAt: now }).onConflictDoNothing();
      const keep = await tx
        .select({ keyword: memberSearchHistory.keyword })
        .from(memberSearchHistory)
        .where(eq(memberSearchHistory.memberUid, memberUid))
        .orderBy(desc(memberSearchHistory.searchedAt), desc(memberSearchHistory.keyword))
        .limit(RECENT_SEARCH_LIMIT);
      await tx.delete(memberSearchHistory).where(
        and(
          eq(memberSearchHistory.memberUid, memberUid),
          notInArray(
            memberSearchHistory.keyword,
            keep.map((k) => k.keyword),
          ),
        ),
      );
    });
  }
  return listSearchHistory(db, memberUid);
}

/** Clears a member's search history. */
export async function clearSearchHistory(db: Database, memberUid: string): Promise<boolean> {
  await db.delete(memberSearchHistory).where(eq(memberSearchHistory.memberUid, memberUid));
  return true;
}

// ---- recently viewed ------------------------------------------------------------------------

/** Recently viewed colours kept per member. */
export const LATEST_VIEW_LIMIT = 30;

const productNotFound = () => new GatewayError(SERVICE_CODES.NOT_FOUND, "商品不存在", { field: "productId" });

/** spec §7 saveLatestView: moves the colour to the front of the member's list (kept to 30). */
export async function saveLatestView(db: Database, memberUid: string, rawProductId: string, now = new Date()): Promise<boolean> {
  const productId = rawProductId.trim();
  if (!productId) throw GatewayError.badRequest("缺少必要参数：productId", "productId");
  const [color] = await db.select({ id: productColors.id }).from(productColors).where(eq(productColors.productId, productId)).limit(1);
  if (!color) throw productNotFound();
  await db.transaction(async (tx) => {
    await tx
      .insert(memberLatestViews)
      .values({ memberUid, productId, viewedAt: now })
      .onConflictDoUpdate({ target: [memberLatestViews.memberUid, memberLatestViews.productId], set: { viewedAt: now } });
    await tx.execute(sql`
      delete from member_latest_views where member_uid = ${memberUid} and product_id not in (
        select product_id from member_latest_views where member_uid = ${memberUid} order by viewed_at desc, product_id limit ${LATEST_VIEW_LIMIT})`);
  });
  return true;
}

/** spec §7 getLatestView: product ids, newest first, visible colours only. */
export async function getLatestView(db: Database, memberUid: string, pageSize = 12): Promise<string[]> {
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > LATEST_VIEW_LIMIT)
    throw GatewayError.badRequest(`每页数量必须在 1 到 ${LATEST_VIEW_LIMIT} 之间`, "pageSize");
  const rows = await db
    .select({ productId: memberLatestViews.productId })
    .from(memberLatestViews)
    .innerJoin(productColors, eq(productColors.productId, memberLatestViews.productId))
    .where(and(eq(memberLatestViews.memberUid, memberUid), eq(productColors.enableAtWebsite, true), eq(productColors.publish, true)))
    .orderBy(desc(memberLatestViews.viewedAt), asc(memberLatestViews.productId))
    .limit(pageSize);
  return rows.map((r) => r.productId);
}

// ---- store stock ----------------------------------------------------------------------------

/** One store's stock of a colour. */
export interface StoreStockRecord {
  store: StoreRecord;
  sizes: Array<{ ean: string; label: string; saleableQty: number }>;
}

/**
 * spec §7 getStoreStockData: the colour's per-size saleable stock in physical stores (nearest
 * first with a position, else in the city / store order); stores without any left out.
 */
export async function getStoreStockData(
  db: Database,
  input: { productId: string; cityName?: string | null; longitude?: number | null; latitude?: number | null; limit?: number | null },
): Promise<StoreStockRecord[]> {
  const key = input.productId.trim();
  if (!key) throw GatewayError.badRequest("缺少必要参数：productId", "productId");
  const limit = input.limit ?? 5;
  if (!Number.isInteger(limit) || limit < 1 || limit > 20) throw GatewayError.badRequest("门店数量必须在 1 到 20 之间", "limit");
  const byKey = /^\d{1,9}$/.test(key)
    ? eq(productColors.id, Number(key))
    : sql`(${productColors.productId} = ${key} or ${productColors.productSlug} = ${key})`;
  const [color] = await db.select({ id: productColors.id }).from(productColors).where(byKey).limit(1);
  if (!color) throw productNotFound();
  const stores = await listStores(db, { cityName: input.cityName, longitude: input.longitude, latitude: input.latitude, storeType: 4 });
  if (stores.length === 0) return [];
  const rows = await db
    .select({
      storeCode: stock.storeCode,
      ean: productSizes.ean,
      label: productSizes.label,
      saleableQty: sql<number>`${stock.saleableQty}::int`,
    })
    .from(productSizes)
    .innerJoin(stock, eq(stock.sku, productSizes.ean))
    .where(
      and(
        eq(productSizes.colorId, color.id),
        inArray(
          stock.storeCode,
          stores.map((s) => s.omsStoreCode),
        ),
        sql`${stock.saleableQty} > 0`,
      ),
    )
    .orderBy(asc(productSizes.sort), asc(productSizes.id));
  const byStore = new Map<string, StoreStockRecord["sizes"]>();
  for (const r of rows) {
    let list = byStore.get(r.storeCode);
    if (!list) byStore.set(r.storeCode, (list = []));
    list.push({ ean: r.ean, label: r.label, saleableQty: Number(r.saleableQty) });
  }
  return stores
    .flatMap((store) => {
      const sizes = byStore.get(store.omsStoreCode);
      return sizes?.length ? [{ store, sizes }] : [];
    })
    .slice(0, limit);
}

// ---- subscription ---------------------------------------------------------------------------

/** Subscription messages (spec §5 for the mobile). */
export const SUBSCRIBE_MESSAGES = {
  mobileRequired: MESSAGES.subscriptionMobileRequired,
  mobileInvalid: MESSAGES.mobileInvalid,
  consentRequired: "请先阅读并同意订阅条款",
  done: "订阅成功",
} as const;

/** Lets every call through (services called outside a request: tests, jobs). */
const unlimited: SubjectLimiter = async () => undefined;

/**
 * spec §7 member subscribe: stores the mobile once with the consent line the shopper agreed
 * to (a mobile already there keeps its first consent). The answer is the same whether or not
 * the mobile was on the list (issue 21 item 7: it told anyone who is): 订阅成功, and
 * alreadySubscribed always false. `limit` counts the call (per client) once the input is valid.
 */
export async function subscribeMobile(
  db: Database,
  input: { mobile: string; consent: boolean; consentText: string; source?: string | null; memberUid?: string | null },
  limit: SubjectLimiter = unlimited,
): Promise<{ mobile: string; alreadySubscribed: false; message: string }> {
  const mobile = input.mobile.trim();
  if (!mobile) throw GatewayError.badRequest(SUBSCRIBE_MESSAGES.mobileRequired, "mobile");
  if (!isMobile(mobile)) throw GatewayError.badRequest(SUBSCRIBE_MESSAGES.mobileInvalid, "mobile");
  const consentText = input.consentText.trim();
  if (!input.consent || !consentText) throw GatewayError.badRequest(SUBSCRIBE_MESSAGES.consentRequired, "consent");
  if (consentText.length > 500) throw GatewayError.badRequest("参数错误：consentText", "consentText");
  const source = (input.source ?? "footer").trim().slice(0, 32) || "footer";
  await limit(mobile);
  await db
    .insert(mobileSubscriptions)
    .values({ mobile, consentText, source, memberUid: input.memberUid ?? null })
    .onConflictDoNothing();
  return { mobile, alreadySubscribed: false, message: SUBSCRIBE_MESSAGES.done };
}

// ---- customer service -----------------------------------------------------------------------

/** A question for customer service. */
export interface CustomerServiceQuestion {
  ticketNo: string;
  mobile: string;
  topic: string;
  content: string;
  memberUid: string | null;
}

/**
 * A customer-service system (the brand would buy one: Udesk, Qiyu…). `submit` hands a question
 * over and resolves to the provider's reference; rejects when it was not accepted.
 */
export interface CustomerServiceProvider {
  readonly name: string;
  submit(question: CustomerServiceQuestion): Promise<{ reference: string }>;
}

/**
 * The sandbox provider: accepts every question and references it by its ticket number (the
 * ticket row itself is the sandbox's inbox). For development and the demo only.
 */
export const sandboxCustomerService: CustomerServiceProvider = {
  name: "sandbox",
  submit: async (q) => ({ reference: `SBX-${q.ticketNo}` }),
};

/** Messages one mobile may send per hour. */
export const CUSTOMER_SERVICE_HOURLY_LIMIT = 5;
const TOPICS = CUSTOMER_SERVICE_TOPICS;

/**
 * 在线客服: validates, rate-limits (`limit`: per client; then 5 per mobile per hour), stores the
 * ticket, hands it to the provider and answers with the ticket number. The ticket is stored
 * only when the provider accepted it (one transaction).
 */
export async function sendCustomerServiceMessage(
  db: Database,
  provider: CustomerServiceProvider,
  input: { mobile: string; content: string; topic?: string | null; memberUid?: string | null },
  now = new Date(),
  limit: SubjectLimiter = unlimited,
): Promise<{ ticketNo: string; createdAt: Date; message: string }> {
  const mobile = input.mobile.trim();
  if (!mobile) throw GatewayError.badRequest(MESSAGES.mobileRequired, "mobile");
  if (!isMobile(mobile)) throw GatewayError.badRequest(MESSAGES.mobileInvalid, "mobile");
  const content = input.content.trim();
  if (!content) throw GatewayError.badRequest("请输入您的问题", "content");
  if ([...content].length > CUSTOMER_SERVICE_MAX_LENGTH)
    throw GatewayError.badRequest(`问题描述不能超过 ${CUSTOMER_SERVICE_MAX_LENGTH} 个字`, "content");
  const topic = input.topic?.trim() || "其他";
  if (!(TOPICS as readonly string[]).includes(topic)) throw GatewayError.badRequest("请选择咨询类型", "topic");
  await limit(mobile);
  return db.transaction(async (tx) => {
    // One mobile at a time, so concurrent sends cannot pass the hourly limit together.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`cs:${mobile}`}))`);
    const [recent] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(customerServiceTickets)
      .where(and(eq(customerServiceTickets.mobile, mobile), gte(customerServiceTickets.createdAt, new Date(now.getTime() - 3_600_000))));
    if (Number(recent?.n ?? 0) >= CUSTOMER_SERVICE_HOURLY_LIMIT)
      throw GatewayError.tooManyRequests("留言过于频繁，请稍后再试或拨打客服热线");
    const [seq] = await tx
      .execute(sql`select nextval(pg_get_serial_sequence('customer_service_tickets', 'id'))::int as id`)
      .then((r) => (r as unknown as { rows: Array<{ id: number }> }).rows);
    const id = Number(seq!.id);
    const ticketNo = businessNumber("ticket", now, id);
    const { reference } = await provider.submit({ ticketNo, mobile, topic, content, memberUid: input.memberUid ?? null });
    await tx.insert(customerServiceTickets).values({
      id,
      ticketNo,
      mobile,
      topic,
      content,
      memberUid: input.memberUid ?? null,
      provider: provider.name,
      providerRef: reference,
      createdAt: now,
    });
    return {
      ticketNo,
      createdAt: now,
      message: `已收到您的留言，工单号 ${ticketNo}，客服将在服务时间（${CUSTOMER_SERVICE_HOURS}）内回复您`,
    };
  });
}
