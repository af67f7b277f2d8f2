import type { AfterSaleFieldsFragment, AfterSaleOptionsQuery, OrderDetailFieldsFragment } from "@xunlan/api-client";

/** A return as the list and detail show it (spec §7 afterSale/detail). */
export type AfterSaleRecord = AfterSaleFieldsFragment;

/** One returned line. */
export type AfterSaleRecordItem = AfterSaleFieldsFragment["items"][number];

/** spec §3 pickup day slot. */
export type PickupDay = AfterSaleOptionsQuery["afterSaleOptions"]["pickupDays"][number];

/** The return form's choices (afterSaleOptions). */
export type AfterSaleFormOptions = AfterSaleOptionsQuery["afterSaleOptions"];

/** What the return form reads of the order (orderDetail). */
export type RefundOrder = Pick<
  OrderDetailFieldsFragment,
  "orderNumber" | "status" | "statusText" | "shippingFee" | "totalPaid" | "createdAt"
> & {
  orderItems: ReadonlyArray<
    Pick<
      OrderDetailFieldsFragment["orderItems"][number],
      | "id"
      | "quantity"
      | "returnedQuantity"
      | "returnable"
      | "isGift"
      | "sharePrice"
      | "styleDisplayNameCn"
      | "productName"
      | "colorNameCn"
      | "sizeLabel"
      | "sizeText"
      | "image"
    >
  >;
};

/** A chosen pickup slot. */
export interface PickupChoice {
  /** YYYY-MM-DD (form_pickupDate) or "". */
  date: string;
  /** e.g. 09:00-12:00, or "". */
  timeSpan: string;
}

/** What the form submits (afterSaleApply's variables). */
export interface RefundApplyValues {
  orderNumber: string;
  items: Array<{ itemId: string; quantity: number }>;
  consignee: string;
  consigneeCellphone: string;
  province: string;
  city: string;
  district: string;
  detailAddress: string;
  postCode: string | null;
  reason: string;
  remark: string | null;
  pickupDate: string;
  pickupTimeSpan: string;
  /** Uploaded photos (ossGetToken keys), at most {@link RETURN_PHOTOS_MAX}. */
  photoKeys: string[];
}

/** At most this many photos per return. */
export const RETURN_PHOTOS_MAX = 3;
/** Largest photo file accepted (the gateway's limit). */
export const RETURN_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** Photo types accepted. */
export const RETURN_PHOTO_TYPES: readonly string[] = ["image/jpeg", "image/png", "image/webp"];

/** Statuses an order may ask for a return in (shipped, completed). */
export const RETURNABLE_ORDER_STATUSES: readonly string[] = ["shipped", "completed"];

/** Units of an order item still returnable (0 for gifts and items that cannot be returned). */
export function returnableQuantity(item: RefundOrder["orderItems"][number]): number {
  if (!item.returnable || item.isGift) return 0;
  return Math.max(0, item.quantity - item.returnedQuantity);
}

/** A slot as a sentence: 11月25日 周三 09:00-12:00. */
export function formatPickup(date: string, timeSpan: string, day?: string | null): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const weekday =
    day ??
    (match
      ? ["周日", "周一", "周二", "周三", "周四", "周五", "周六"][
          new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))).getUTCDay()
        ]
      : null);
  const text = match ? `${Number(match[2])}月${Number(match[3])}日` : date;
  return [text, weekday, timeSpan].filter(Boolean).join(" ");
}

/** An ISO time as Beijing wall time, YYYY-MM-DD HH:mm ("" for nothing): validation's, kept in ucenter's exports. */
export { formatBeijingTime } from "@xunlan/validation";

/** The texts of the after-sale pages (spec §2 /refund, /refund/detail, /ucenter/after). */
export const AFTER_SALE_MESSAGES = {
  applyTitle: "申请售后",
  listTitle: "售后服务",
  detailTitle: "售后详情",
  empty: "暂无售后记录",
  emptyDescription: "已发货或已完成的订单可在订单详情中申请退货，进度会显示在这里。",
  chooseItems: "请选择退货商品",
  chooseReason: "请选择退货原因",
  chooseAddress: "请选择取件地址",
  chooseDate: "请选择取件日期",
  chooseTimeSpan: "请选择取件时间段",
  noAddress: "暂无地址，请先添加取件地址",
  addAddress: "去添加地址",
  submit: "提交申请",
  submitted: "售后申请已提交",
  cancel: "取消申请",
  cancelConfirm: "确定要取消该售后申请吗？",
  cancelled: "售后申请已取消",
  notReturnable: "该订单当前不可申请售后",
  nothingReturnable: "该订单的商品已全部申请退货",
  orderMissing: "缺少订单号，请从订单详情进入",
  returnMissing: "缺少售后单号",
  viewDetail: "查看详情",
  remarkPlaceholder: "请描述商品问题（选填）",
  loadFailed: "加载失败，请稍后再试",
  photos: "上传照片",
  photosHint: "选填，最多 3 张，支持 JPG、PNG、WebP，单张不超过 10MB",
  photoType: "仅支持 JPG、PNG、WebP 图片",
  photoSize: "图片不能超过 10MB",
  photoLimit: "最多上传 3 张图片",
  photoFailed: "图片上传失败，请重试",
  photoUploading: "图片正在上传，请稍候",
  photoRemove: "删除图片",
} as const;
