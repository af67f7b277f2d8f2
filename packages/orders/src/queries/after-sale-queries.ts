import { mutationOptions, type QueryClient, queryOptions } from "@tanstack/react-query";
import {
  AfterSaleApplyDocument,
  AfterSaleCancelDocument,
  AfterSaleDetailDocument,
  AfterSaleListDocument,
  AfterSaleOptionsDocument,
  type ApiClient,
  OrderDetailDocument,
  OssGetTokenDocument,
} from "@xunlan/api-client";
import type { AfterSaleFormOptions, AfterSaleRecord, RefundApplyValues, RefundOrder } from "../lib/after-sale";
import { memberKeys } from "./member-keys";

/** Query keys of after-sale: under the member's keys, so a logout clears them too. */
export const afterSaleKeys = {
  all: () => [...memberKeys.all, "afterSale"] as const,
  options: () => [...afterSaleKeys.all(), "options"] as const,
  list: (page: { pageNumber: number; pageSize: number }) => [...afterSaleKeys.all(), "list", page] as const,
  detail: (returnOrderNumber: string) => [...afterSaleKeys.all(), "detail", returnOrderNumber] as const,
  order: (orderNumber: string) => [...afterSaleKeys.all(), "order", orderNumber] as const,
};

/** The return form's choices: spec §4 pickup day slots, time spans, reasons (refetched on every visit: the days move at midnight). */
export function afterSaleOptionsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: afterSaleKeys.options(),
    queryFn: async (): Promise<AfterSaleFormOptions> => (await api.request(AfterSaleOptionsDocument)).afterSaleOptions,
    staleTime: 0,
  });
}

/** spec §7 orderDetail, as the return form reads it ('404' 订单不存在 for another member's order). */
export function refundOrderQueryOptions(api: ApiClient, orderNumber: string) {
  return queryOptions({
    queryKey: afterSaleKeys.order(orderNumber),
    queryFn: async (): Promise<RefundOrder> => (await api.request(OrderDetailDocument, { orderNumber })).orderDetail,
    retry: false,
  });
}

/** spec §7 afterSale/list: one page of the member's returns, newest first. */
export function afterSaleListQueryOptions(api: ApiClient, page = { pageNumber: 1, pageSize: 10 }) {
  return queryOptions({
    queryKey: afterSaleKeys.list(page),
    queryFn: async (): Promise<{ items: AfterSaleRecord[]; count: number }> => {
      const { afterSaleList } = await api.request(AfterSaleListDocument, page);
      return { items: afterSaleList.items, count: afterSaleList.count };
    },
  });
}

/** spec §7 afterSale/detail ('404' 售后单不存在 for another member's return: not retried). */
export function afterSaleDetailQueryOptions(api: ApiClient, returnOrderNumber: string) {
  return queryOptions({
    queryKey: afterSaleKeys.detail(returnOrderNumber),
    queryFn: async (): Promise<AfterSaleRecord> => (await api.request(AfterSaleDetailDocument, { returnOrderNumber })).afterSaleDetail,
    retry: false,
  });
}

/** spec §7 afterSaleApply; on success the list, the return and the order are refreshed. */
export function applyAfterSaleMutationOptions(api: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: async (values: RefundApplyValues) => (await api.request(AfterSaleApplyDocument, values)).afterSaleApply,
    onSuccess: async (result, values) => {
      queryClient.setQueryData(afterSaleKeys.detail(result.returnOrderNumber), result.afterSale);
      await queryClient.invalidateQueries({ queryKey: afterSaleKeys.order(values.orderNumber) });
      await queryClient.invalidateQueries({ queryKey: [...afterSaleKeys.all(), "list"] });
    },
  });
}

/** spec §7 afterSaleCancel (待取件 → 已取消); on success the return and the list are refreshed. */
export function cancelAfterSaleMutationOptions(api: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: async (returnOrderNumber: string) => (await api.request(AfterSaleCancelDocument, { returnOrderNumber })).afterSaleCancel,
    onSuccess: async (record) => {
      queryClient.setQueryData(afterSaleKeys.detail(record.returnOrderNumber), record);
      await queryClient.invalidateQueries({ queryKey: [...afterSaleKeys.all(), "list"] });
      await queryClient.invalidateQueries({ queryKey: afterSaleKeys.order(record.orderNumber) });
    },
  });
}

/**
 * Uploads one return photo: spec §7 oss/getToken (a signed upload for this file's type and size),
 * then the file's bytes to the signed URL. Answers the key afterSaleApply takes in photoKeys;
 * throws 图片上传失败，请重试 when the store refuses the bytes.
 */
export async function uploadReturnPhoto(api: ApiClient, file: File, fetchImpl: typeof fetch = fetch): Promise<{ key: string }> {
  const { ossGetToken } = await api.request(OssGetTokenDocument, { purpose: "after_sale", contentType: file.type, size: file.size });
  const response = await fetchImpl(ossGetToken.uploadUrl, {
    method: ossGetToken.method,
    headers: Object.fromEntries(ossGetToken.headers.map((h) => [h.name, h.value])),
    body: file,
  });
  if (!response.ok) throw new Error("图片上传失败，请重试");
  return { key: ossGetToken.key };
}
