import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * Members (spec §3 member profile). A member is created on the first SMS login of a mobile
 * (spec §7 memberLogin type 4); the mobile is the username. `passwordHash` is an argon2id PHC
 * string, null until the member sets a password (resetPassword).
 */
export const members = pgTable(
  "members",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    /** Public member id, e.g. "XL260000012345". */
    memberUid: text().notNull(),
    /** The login name: the mobile number. */
    username: text().notNull(),
    cellphone: text().notNull(),
    passwordHash: text(),
    name: text(),
    email: text(),
    /** 0 保密, 1 男, 2 女. */
    gender: smallint(),
    birthday: date({ mode: "string" }),
    province: text(),
    city: text(),
    district: text(),
    street: text(),
    wechatNick: text(),
    wechatOpenId: text(),
    wechatUnionId: text(),
    /** The level its points reach (validation MEMBER_LEVELS), written with every points change. */
    level: text().notNull().default("迅岚会员"),
    point: integer().notNull().default(0),
    groupId: integer().notNull().default(1),
    headImage: text(),
    title: text(),
    description: text(),
    referedSource: text(),
    storeCreditBalance: numeric({ precision: 12, scale: 2, mode: "number" }).notNull().default(0),
    preferedSize: text(),
    height: integer(),
    weight: integer(),
    memberQrcode: text(),
    registerChannel: text().notNull().default("WEB"),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("members_member_uid_unique").on(t.memberUid),
    unique("members_cellphone_unique").on(t.cellphone),
    unique("members_username_unique").on(t.username),
    unique("members_wechat_open_id_unique").on(t.wechatOpenId),
    check("members_gender_check", sql`${t.gender} is null or ${t.gender} in (0, 1, 2)`),
  ],
);

/** Image captchas (spec §7 getCaptcha): answer stored hashed, single use, short-lived. */
export const captchas = pgTable(
  "captchas",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Hex SHA-256 of `${id}:${lower-case answer}`. */
    answerHash: text().notNull(),
    type: smallint().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** Set on the first attempt, right or wrong. */
    consumedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index("captchas_expires_at_idx").on(t.expiresAt)],
);

/**
 * SMS verification codes (spec §7 getVerifyCode). Code stored hashed; single use; burnt
 * after 5 wrong tries. Rows also serve as the send log the rate limits count.
 */
export const smsCodes = pgTable(
  "sms_codes",
  {
    id: uuid().primaryKey().defaultRandom(),
    mobile: text().notNull(),
    /**
     * 'login' (login, registration, WeChat binding), 'reset' (resetPassword), 'order' (guest
     * order lookup) or 'reminder' (the mobile of a 到货提醒).
     */
    purpose: text().$type<"login" | "reset" | "order" | "reminder">().notNull(),
    /** Hex SHA-256 of `${id}:${code}`. */
    codeHash: text().notNull(),
    /** Wrong tries so far. */
    attempts: integer().notNull().default(0),
    /** The x-cookie-id of the client that asked, for the per-client cap. */
    cookieId: text(),
    /** The client's IP (first X-Forwarded-For hop), for the per-client cap. */
    clientIp: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** Set when used, superseded by a newer code, or burnt. */
    consumedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index("sms_codes_mobile_created_idx").on(t.mobile, t.createdAt),
    index("sms_codes_cookie_created_idx").on(t.cookieId, t.createdAt),
    index("sms_codes_ip_created_idx").on(t.clientIp, t.createdAt),
    check("sms_codes_purpose_check", sql`${t.purpose} in ('login', 'reset', 'order', 'reminder')`),
  ],
);

/** The sandbox SMS provider's outbox: what a real gateway would have texted. */
export const smsOutbox = pgTable(
  "sms_outbox",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    mobile: text().notNull(),
    purpose: text().notNull(),
    text: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sms_outbox_mobile_created_idx").on(t.mobile, t.createdAt)],
);

/**
 * Failed password logins, per mobile (registered or not) and per client IP: after 3 in the
 * window a login needs the image captcha and waits a growing delay (never a lockout).
 */
export const loginFailures = pgTable(
  "login_failures",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    mobile: text().notNull(),
    /** The client's address as the gateway determined it (trusted proxies only); null when unknown. */
    clientIp: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("login_failures_mobile_created_idx").on(t.mobile, t.createdAt),
    index("login_failures_ip_created_idx").on(t.clientIp, t.createdAt),
  ],
);

/**
 * Fixed-window request counters (per IP and global) shared by every gateway instance: one
 * row per key, bumped with an atomic upsert (modules/limits/rate-limits.ts).
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    /** e.g. `login:ip:203.0.113.5` or `captcha:global`. */
    key: text().primaryKey(),
    windowStart: timestamp({ withTimezone: true }).notNull(),
    hits: integer().notNull(),
    /** The end of the window: rows past it are only history (removable). */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limits_expires_at_idx").on(t.expiresAt)],
);

/**
 * WeChat identities waiting for a mobile (spec §2 stage 2): a provider's code can be
 * exchanged once, so the identity is kept here under the hashed authCode until bindMobile.
 */
export const wechatPendingBindings = pgTable(
  "wechat_pending_bindings",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Hex SHA-256 of the authCode. */
    authCodeHash: text().notNull(),
    /** The app that issued the code (its appid); '' for rows made before apps were told apart. */
    appId: text().notNull().default(""),
    openId: text().notNull(),
    unionId: text(),
    nickname: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
  },
  (t) => [unique("wechat_pending_bindings_auth_code_hash_unique").on(t.authCodeHash)],
);

/**
 * The WeChat accounts of a member, one row per app (issue 23 §1): the openid the website app (QR
 * login) and the official account (inside WeChat) each know the member by, with the unionid
 * when WeChat gave it. A sign-in finds its member by unionid first, else by (app, openid) — a
 * silent snsapi_base sign-in has only the official account's openid. `members.wechat_open_id` /
 * `wechat_union_id` keep the first bound account for the profile (spec §3).
 */
export const memberWechatAccounts = pgTable(
  "member_wechat_accounts",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    appId: text().notNull(),
    openId: text().notNull(),
    unionId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    unique("member_wechat_accounts_app_open_id_unique").on(t.appId, t.openId),
    unique("member_wechat_accounts_member_app_unique").on(t.memberId, t.appId),
    index("member_wechat_accounts_union_id_idx").on(t.unionId),
  ],
);

/** Codes issued by the sandbox WeChat authorize page (stand-in for WeChat's OAuth server). */
export const sandboxWechatCodes = pgTable(
  "sandbox_wechat_codes",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Hex SHA-256 of the code. */
    codeHash: text().notNull(),
    /** wxsandboxweb (QR) or wxsandboxoa (inside WeChat). */
    appId: text().notNull().default("wxsandboxweb"),
    openId: text().notNull(),
    /** Null for a silent snsapi_base grant, as WeChat gives none then. */
    unionId: text(),
    nickname: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
  },
  (t) => [unique("sandbox_wechat_codes_code_hash_unique").on(t.codeHash)],
);

/**
 * Customer addresses (spec §3). Exactly one default per member with any address: the
 * service keeps it so in one transaction, and this partial unique index forbids two.
 */
export const customerAddresses = pgTable(
  "customer_addresses",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    memberUid: text()
      .notNull()
      .references(() => members.memberUid, { onDelete: "cascade" }),
    consignee: text().notNull(),
    cellphone: text().notNull(),
    province: text().notNull(),
    city: text().notNull(),
    district: text().notNull(),
    detailAddress: text().notNull(),
    postCode: text(),
    isDefault: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("customer_addresses_member_idx").on(t.memberUid, t.createdAt),
    uniqueIndex("customer_addresses_one_default_idx").on(t.memberUid).where(sql`${t.isDefault}`),
  ],
);

/** Favourite products (spec §3 favourite): productId is a catalogue productColor id. */
export const memberProductFavorites = pgTable(
  "member_product_favorites",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    memberUid: text()
      .notNull()
      .references(() => members.memberUid, { onDelete: "cascade" }),
    productId: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("member_product_favorites_member_product_unique").on(t.memberUid, t.productId)],
);
