import type { CustomerAddressFieldsFragment } from "@xunlan/api-client";
import type { ReactNode } from "react";

/**
 * A saved address a return can be picked up from (the member's `customerAddresses`, spec §3): the
 * app loads them with @xunlan/account's `customerAddressesQueryOptions`.
 */
export type CustomerAddress = Pick<
  CustomerAddressFieldsFragment,
  "id" | "consignee" | "cellphone" | "province" | "city" | "district" | "detailAddress" | "postCode" | "isDefault"
>;

/** Props handed to {@link RenderLink}: the storefront renders its router link with them. */
export interface RenderLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  "aria-current"?: "page";
  onClick?: () => void;
}

/** Renders an internal link with the app's router; packages stay router-free. */
export type RenderLink = (props: RenderLinkProps) => ReactNode;
