import { z } from "zod";
import { ORDER_STATUSES } from "../kernel/db/schema";
import { STAFF_ROLES } from "../modules/staff";

/**
 * Request and response schemas of the operations API (issue 25 §2). The handlers validate with
 * them and `GET /ops/api/openapi.json` is generated from them (z.toJSONSchema), so the document
 * and the behaviour cannot drift.
 */

const orderNumber = z
  .string()
  .trim()
  .regex(/^[A-Z0-9]{6,40}$/, "订单号格式不正确");
const beijingDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "日期格式为 YYYY-MM-DD");
const mobile = z
  .string()
  .trim()
  .regex(/^1\d{10}$/, "手机号格式不正确");
const role = z.enum(STAFF_ROLES);
const reason = z.string().trim().min(1).max(200);

export const signInRequest = z.strictObject({
  loginName: z.string().trim().min(1).max(100),
  password: z.string().min(1).max(200),
  totp: z
    .string()
    .trim()
    .regex(/^\d{6}$/, "动态验证码为 6 位数字"),
});
export const signInResponse = z.object({
  token: z.string().describe("Authorization: Bearer <token>"),
  expiresAt: z.string().describe("空闲到期时间（每次使用顺延）"),
  loginName: z.string(),
  roles: z.array(role),
});
export const okResponse = z.object({ ok: z.literal(true) });

export const orderSearchQuery = z.strictObject({
  number: orderNumber.optional(),
  mobile: mobile.optional(),
  from: beijingDay.optional().describe("下单日期起（北京时间，含）"),
  to: beijingDay.optional().describe("下单日期止（北京时间，含）"),
  status: z.enum(ORDER_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});

export const orderSummary = z.object({
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  statusText: z.string(),
  memberUid: z.string(),
  consignee: z.string(),
  consigneeCellphone: z.string(),
  totalPaid: z.number(),
  pickUpSelf: z.boolean(),
  storeCode: z.string().nullable(),
  createdAt: z.string(),
  masked: z.boolean().describe("个人信息是否已按 §5 打码"),
});
export const orderSearchResponse = z.object({ items: z.array(orderSummary), total: z.number().int(), page: z.number().int() });

export const orderDetailResponse = orderSummary.extend({
  address: z.string(),
  shippingCompany: z.string().nullable(),
  shippingNumber: z.string().nullable(),
  shippedAt: z.string().nullable(),
  pickupReadyAt: z.string().nullable(),
  pickedUpAt: z.string().nullable(),
  items: z.array(
    z.object({
      itemId: z.number().int(),
      sku: z.string(),
      name: z.string(),
      colorNameCn: z.string(),
      sizeLabel: z.string(),
      quantity: z.number().int(),
      returnedQuantity: z.number().int(),
      sharePrice: z.number(),
    }),
  ),
  history: z.array(z.object({ from: z.string(), to: z.string(), actor: z.string(), reason: z.string().nullable(), at: z.string() })),
  returns: z.array(z.object({ returnOrderNumber: z.string(), status: z.string(), refundAmount: z.number(), createdAt: z.string() })),
  refunds: z.array(z.object({ refundNo: z.string(), amount: z.number(), status: z.string(), reason: z.string(), createdAt: z.string() })),
  notes: z.array(z.object({ author: z.string(), text: z.string(), at: z.string() })),
});

export const memberQuery = z.strictObject({ mobile });
export const memberResponse = z.object({
  memberUid: z.string(),
  mobile: z.string(),
  name: z.string(),
  email: z.string(),
  birthday: z.string(),
  level: z.string(),
  point: z.number().int(),
  storeCreditBalance: z.number(),
  createdAt: z.string(),
  masked: z.boolean(),
});

export const noteRequest = z.strictObject({ text: z.string().trim().min(1).max(500) });
export const noteResponse = z.object({ orderNumber: z.string(), author: z.string(), text: z.string(), at: z.string() });

export const cancelRequest = z.strictObject({ reason });
export const orderStatusResponse = z.object({
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  statusText: z.string(),
  refundNo: z.string().nullable().optional(),
});

export const openReturnRequest = z.strictObject({
  items: z
    .array(z.strictObject({ itemId: z.number().int().positive(), quantity: z.number().int().min(1).max(99) }))
    .min(1)
    .max(50),
  reason: z.string().trim().min(1).max(50),
  remark: z.string().trim().max(200).optional(),
  pickupDate: beijingDay,
  pickupTimeSpan: z.string().trim().min(1).max(20),
});
export const returnResponse = z.object({
  returnOrderNumber: z.string(),
  orderNumber: z.string(),
  status: z.string(),
  refundAmount: z.number(),
});

export const shipRequest = z.strictObject({
  courier: z.string().trim().min(1).max(50).describe("快递公司"),
  trackingNumber: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{6,40}$/, "运单号格式不正确")
    .describe("运单号"),
});
export const collectRequest = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(/^\d{12}$/, "取货码为 12 位数字"),
  storeCode: z.string().trim().min(1).max(40).optional(),
});
export const collectResponse = z.object({
  orderNumber: z.string(),
  storeCode: z.string(),
  status: z.literal("completed"),
  pickedUpAt: z.string(),
});

export const decisionRequest = z.strictObject({ note: z.string().trim().max(200).optional() });
export const refuseRequest = z.strictObject({ reason });

export const refundRequest = z.strictObject({
  amountFen: z.number().int().positive().max(100_000_000).describe("退款金额（分）"),
  reason,
});
export const refundResponse = z.object({ refundNo: z.string(), orderNumber: z.string(), amountFen: z.number().int(), status: z.string() });

export const reconciliationQuery = z.strictObject({ day: beijingDay });
export const reconciliationResponse = z.object({
  day: z.string(),
  runs: z.array(
    z.object({ provider: z.string(), checked: z.number().int(), differences: z.number().int(), finishedAt: z.string().nullable() }),
  ),
  differences: z.array(
    z.object({ provider: z.string(), paymentNo: z.string(), orderNumber: z.string(), kind: z.string(), detail: z.string() }),
  ),
  refunds: z.object({ count: z.number().int(), amountFen: z.number().int(), pending: z.number().int() }),
  payments: z.object({ count: z.number().int(), amountFen: z.number().int() }),
});

export const stockUpsertRequest = z.strictObject({
  items: z
    .array(
      z.strictObject({
        sku: z.string().trim().min(1).max(40),
        storeCode: z.string().trim().min(1).max(40),
        qty: z.number().int().min(0).max(1_000_000),
      }),
    )
    .min(1)
    .max(1000),
});
export const stockUpsertResponse = z.object({
  items: z.array(z.object({ sku: z.string(), storeCode: z.string(), qtyBefore: z.number().int().nullable(), qty: z.number().int() })),
});

export const priceRequest = z.strictObject({
  priceFen: z.number().int().positive().max(100_000_000),
  slashPriceFen: z.number().int().positive().max(100_000_000).nullable().optional(),
});
export const priceResponse = z.object({ productId: z.string(), priceFen: z.number().int(), slashPriceFen: z.number().int().nullable() });
export const publishRequest = z.strictObject({ publish: z.boolean() });
export const publishResponse = z.object({ productId: z.string(), publish: z.boolean() });

export const couponIssueRequest = z.strictObject({
  ruleKey: z.string().trim().min(1).max(100),
  mobiles: z.array(mobile).min(1).max(500),
});
export const couponIssueResponse = z.object({
  ruleKey: z.string(),
  issued: z.number().int(),
  alreadyHeld: z.number().int(),
  unknownMobiles: z.array(z.string()),
});

export const auditQuery = z.strictObject({
  targetType: z.string().max(40).optional(),
  targetId: z.string().max(100).optional(),
  action: z.string().max(60).optional(),
  beforeId: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const auditRecord = z.object({
  id: z.number().int(),
  actorKind: z.enum(["staff", "api_key"]),
  actorId: z.number().int(),
  actorName: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  at: z.string(),
});
export const auditResponse = z.object({ items: z.array(auditRecord) });

export const staffRecord = z.object({
  id: z.number().int(),
  loginName: z.string(),
  displayName: z.string(),
  roles: z.array(z.string()),
  disabled: z.boolean(),
  createdAt: z.string(),
});
export const staffListResponse = z.object({ items: z.array(staffRecord) });
export const staffCreateRequest = z.strictObject({
  loginName: z.string().trim().min(3).max(40),
  password: z.string().min(12).max(200),
  displayName: z.string().trim().max(40).optional(),
  roles: z.array(role).min(1).max(STAFF_ROLES.length),
});
export const staffCreateResponse = staffRecord.extend({
  totpSecret: z.string().describe("TOTP 密钥（base32，只显示一次）"),
  totpUri: z.string().describe("otpauth:// 二维码内容"),
});
export const staffUpdateRequest = z.strictObject({
  roles: z.array(role).min(1).max(STAFF_ROLES.length).optional(),
  disabled: z.boolean().optional(),
  displayName: z.string().trim().max(40).optional(),
  password: z.string().min(12).max(200).optional(),
});
export const apiKeyRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  prefix: z.string(),
  roles: z.array(z.string()),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
});
export const apiKeyListResponse = z.object({ items: z.array(apiKeyRecord) });
export const apiKeyCreateRequest = z.strictObject({
  name: z.string().trim().min(1).max(60),
  roles: z.array(role).min(1).max(STAFF_ROLES.length),
});
export const apiKeyCreateResponse = apiKeyRecord.extend({ key: z.string().describe("X-Api-Key 的值（只显示一次）") });
