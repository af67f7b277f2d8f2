import { keepPreviousData, type QueryKey, type UseQueryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApiClient } from "@xunlan/api-client";
import { ArrowIcon, LoadError, Skeleton } from "@xunlan/ui";
import { type ReactNode, useState } from "react";
import { AFTER_SALE_MESSAGES as M, RETURNABLE_ORDER_STATUSES, returnableQuantity } from "../../lib/after-sale";
import { errorText } from "../../lib/errors";
import { defaultRenderLink } from "../../lib/render-link";
import type { CustomerAddress, RenderLink } from "../../lib/types";
import {
  afterSaleDetailQueryOptions,
  afterSaleListQueryOptions,
  afterSaleOptionsQueryOptions,
  applyAfterSaleMutationOptions,
  cancelAfterSaleMutationOptions,
  refundOrderQueryOptions,
  uploadReturnPhoto,
} from "../../queries/after-sale-queries";
import { AfterSaleDetail } from "../after-sale-detail/after-sale-detail";
import { AfterSaleList } from "../after-sale-list/after-sale-list";
import { RefundForm } from "../refund-form/refund-form";

/** A full-width page frame of /refund and /refund/detail (outside the member centre's shell). */
function PageFrame({ title, subtitle, back, children }: { title: string; subtitle?: ReactNode; back: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-[1120px] flex-col gap-6 px-4 py-8 sm:px-6 lg:gap-8 lg:px-10 lg:py-14">
      <div className="flex flex-col gap-2">
        {back}
        <h1 className="font-display text-3xl font-black tracking-tight text-ink lg:text-4xl">{title}</h1>
        {subtitle ? <p className="text-sm text-grey-600">{subtitle}</p> : null}
      </div>
      {children}
    </div>
  );
}

/** A notice in place of the form (no order number, not returnable, not found). */
function Notice({ text, link }: { text: string; link: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-4 border border-grey-200 bg-paper px-6 py-14 text-center">
      <output className="text-base font-bold text-ink">{text}</output>
      {link}
    </div>
  );
}

const backLink = (renderLink: RenderLink, href: string, label: string) =>
  renderLink({
    href,
    className: "inline-flex w-fit items-center gap-1 text-xs font-bold text-grey-600 hover:text-ink",
    children: (
      <>
        <ArrowIcon size={12} className="rotate-180" />
        {label}
      </>
    ),
  });

const buttonLink = "inline-flex h-11 items-center justify-center bg-ink px-6 text-sm font-bold text-paper hover:bg-grey-700";

/** What {@link RefundApplyPage} reads of the member's addresses query. */
type AddressesData = { items: readonly CustomerAddress[] };

/** Props of {@link RefundApplyPage} (generic over the app's addresses query, so its own key and data type fit). */
export interface RefundApplyPageProps<TAddresses extends AddressesData = AddressesData, TKey extends QueryKey = QueryKey> {
  api: ApiClient;
  /** From /refund?orderNumber=…; absent: a notice pointing to the orders. */
  orderNumber: string | null;
  isLoggedIn: boolean;
  /**
   * The member's saved addresses to pick the return up from: the app passes @xunlan/account's
   * `customerAddressesQueryOptions(api)` (the address book's own cache entry).
   */
  addressesQuery: UseQueryOptions<TAddresses, Error, TAddresses, TKey>;
  /** After afterSaleApply succeeded (the app navigates to the return's detail). */
  onApplied: (returnOrderNumber: string) => void;
  renderLink?: RenderLink;
}

/**
 * /refund?orderNumber=… (spec §2, §4 after-sale apply): loads the order, the member's addresses
 * and the pickup options, then shows {@link RefundForm}; an order that cannot be returned (not
 * shipped or completed, everything already returned, someone else's) gets a notice instead.
 */
export function RefundApplyPage<TAddresses extends AddressesData, TKey extends QueryKey>({
  api,
  orderNumber,
  isLoggedIn,
  addressesQuery,
  onApplied,
  renderLink = defaultRenderLink,
}: RefundApplyPageProps<TAddresses, TKey>) {
  const queryClient = useQueryClient();
  const enabled = isLoggedIn && Boolean(orderNumber);
  const order = useQuery({ ...refundOrderQueryOptions(api, orderNumber ?? ""), enabled });
  const addresses = useQuery({ ...addressesQuery, enabled });
  const options = useQuery({ ...afterSaleOptionsQueryOptions(api), enabled });
  const apply = useMutation(applyAfterSaleMutationOptions(api, queryClient));
  const back = backLink(renderLink, "/ucenter/orders", "返回我的订单");
  const ordersLink = renderLink({ href: "/ucenter/orders", className: buttonLink, children: "查看我的订单" });

  let body: ReactNode;
  if (!orderNumber) {
    body = <Notice text={M.orderMissing} link={ordersLink} />;
  } else if (order.isError) {
    body = <Notice text={errorText(order.error, M.loadFailed)} link={ordersLink} />;
  } else if (addresses.isError || options.isError) {
    body = <LoadError onRetry={() => void (addresses.isError ? addresses.refetch() : options.refetch())} />;
  } else if (!order.data || !addresses.data || !options.data) {
    body = (
      <output aria-busy="true" aria-label="正在加载" className="flex flex-col gap-4">
        <Skeleton height={180} />
        <Skeleton height={120} />
        <Skeleton height={160} />
      </output>
    );
  } else if (!RETURNABLE_ORDER_STATUSES.includes(order.data.status)) {
    body = <Notice text={`${M.notReturnable}（订单状态：${order.data.statusText}）`} link={ordersLink} />;
  } else if (!order.data.orderItems.some((item) => returnableQuantity(item) > 0)) {
    body = (
      <Notice text={M.nothingReturnable} link={renderLink({ href: "/ucenter/after", className: buttonLink, children: "查看售后记录" })} />
    );
  } else {
    body = (
      <RefundForm
        order={order.data}
        addresses={addresses.data.items}
        options={options.data}
        renderLink={renderLink}
        onUploadPhoto={(file) => uploadReturnPhoto(api, file)}
        onSubmit={async (values) => {
          const result = await apply.mutateAsync(values);
          onApplied(result.returnOrderNumber);
        }}
      />
    );
  }
  return (
    <PageFrame title={M.applyTitle} subtitle={orderNumber ? `订单号 ${orderNumber}` : undefined} back={back}>
      {body}
    </PageFrame>
  );
}

/** Props of {@link AfterSaleListPage}. */
export interface AfterSaleListPageProps {
  api: ApiClient;
  isLoggedIn: boolean;
  renderLink?: RenderLink;
}

const LIST_PAGE = 10;

/** /ucenter/after (spec §2): the member's returns, ten more per 加载更多. */
export function AfterSaleListPage({ api, isLoggedIn, renderLink = defaultRenderLink }: AfterSaleListPageProps) {
  const [pages, setPages] = useState(1);
  const list = useQuery({
    ...afterSaleListQueryOptions(api, { pageNumber: 1, pageSize: Math.min(50, pages * LIST_PAGE) }),
    enabled: isLoggedIn,
    placeholderData: keepPreviousData,
  });
  return (
    <AfterSaleList
      items={list.data?.items ?? null}
      total={list.data?.count}
      error={list.isError}
      onRetry={() => void list.refetch()}
      onLoadMore={pages * LIST_PAGE < 50 ? () => setPages((n) => n + 1) : undefined}
      loadingMore={list.isFetching && list.isPlaceholderData}
      renderLink={renderLink}
    />
  );
}

/** Props of {@link AfterSaleDetailPage}. */
export interface AfterSaleDetailPageProps {
  api: ApiClient;
  /** From /refund/detail?returnOrderNumber=…. */
  returnOrderNumber: string | null;
  isLoggedIn: boolean;
  renderLink?: RenderLink;
}

/** /refund/detail?returnOrderNumber=… (spec §2): one return with 取消申请 while it waits for pickup. */
export function AfterSaleDetailPage({ api, returnOrderNumber, isLoggedIn, renderLink = defaultRenderLink }: AfterSaleDetailPageProps) {
  const queryClient = useQueryClient();
  const detail = useQuery({
    ...afterSaleDetailQueryOptions(api, returnOrderNumber ?? ""),
    enabled: isLoggedIn && Boolean(returnOrderNumber),
  });
  const cancel = useMutation(cancelAfterSaleMutationOptions(api, queryClient));
  const back = backLink(renderLink, "/ucenter/after", "返回售后服务");
  const listLink = renderLink({ href: "/ucenter/after", className: buttonLink, children: "查看售后记录" });
  let body: ReactNode;
  if (!returnOrderNumber) body = <Notice text={M.returnMissing} link={listLink} />;
  else if (detail.isError) body = <Notice text={errorText(detail.error, M.loadFailed)} link={listLink} />;
  else if (!detail.data)
    body = (
      <output aria-busy="true" aria-label="正在加载售后详情" className="block">
        <Skeleton height={420} />
      </output>
    );
  else
    body = (
      <AfterSaleDetail
        record={detail.data}
        renderLink={renderLink}
        onCancel={async () => {
          await cancel.mutateAsync(detail.data.returnOrderNumber);
        }}
      />
    );
  return (
    <div className="mx-auto flex w-full max-w-[880px] flex-col gap-4 px-4 py-8 sm:px-6 lg:px-10 lg:py-14">
      {back}
      {body}
    </div>
  );
}
