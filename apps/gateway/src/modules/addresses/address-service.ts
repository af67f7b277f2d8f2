import { characterCount, isName, isRequired } from "@xunlan/validation";
import { and, count, desc, eq, ne, sql } from "drizzle-orm";
import type { Database } from "../../kernel/db";
import { customerAddresses } from "../../kernel/db/schema";
import { GatewayError } from "../../kernel/errors";
import { requireMobile } from "../../kernel/lib/mobile";
import { type Page, toPage } from "../../kernel/lib/paging";
import { invalidRegionField } from "./regions";

/** A customer address row (spec §3). */
export type AddressRow = typeof customerAddresses.$inferSelect;

/** Arguments of add/updateCustomerAddress (spec §7). */
export interface AddressInput {
  consignee: string;
  cellphone: string;
  province: string;
  city: string;
  district: string;
  detailAddress: string;
  postCode?: string | null;
  isDefault?: boolean | null;
}

/** How many addresses a member may keep. */
export const MAX_ADDRESSES_PER_MEMBER = 30;

/** Shopper-facing messages of the address book. */
export const ADDRESS_MESSAGES = {
  consigneeRequired: "请输入收货人姓名",
  consigneeRule: "收货人姓名需为2-18个字符",
  regionRequired: "请选择省市区",
  regionInvalid: "请选择正确的省市区",
  detailRequired: "请输入详细地址",
  detailRule: "详细地址需为5-100个字符",
  postCodeInvalid: "请输入正确的邮政编码",
  notFound: "收货地址不存在",
  tooMany: `最多可保存${MAX_ADDRESSES_PER_MEMBER}个收货地址`,
} as const;

/**
 * Validates an address (spec §5, §7): consignee 2–18 characters, cellphone by the mobile rule,
 * province/city/district a chain of the region tree, detailAddress 5–100 characters, postCode
 * empty or 6 digits. '400' with `field` for the first failure; returns the trimmed values.
 */
export function validateAddress(input: AddressInput): Omit<AddressInput, "isDefault"> & { postCode: string | null } {
  const consignee = input.consignee.trim();
  if (!consignee) throw GatewayError.badRequest(ADDRESS_MESSAGES.consigneeRequired, "consignee");
  if (!isName(consignee)) throw GatewayError.badRequest(ADDRESS_MESSAGES.consigneeRule, "consignee");
  const cellphone = requireMobile(input.cellphone, "cellphone");
  const region = { province: input.province.trim(), city: input.city.trim(), district: input.district.trim() };
  for (const field of ["province", "city", "district"] as const) {
    if (!region[field]) throw GatewayError.badRequest(ADDRESS_MESSAGES.regionRequired, field);
  }
  const bad = invalidRegionField(region.province, region.city, region.district);
  if (bad) throw GatewayError.badRequest(ADDRESS_MESSAGES.regionInvalid, bad);
  const detailAddress = input.detailAddress.trim();
  if (!isRequired(detailAddress)) throw GatewayError.badRequest(ADDRESS_MESSAGES.detailRequired, "detailAddress");
  const length = characterCount(detailAddress);
  if (length < 5 || length > 100) throw GatewayError.badRequest(ADDRESS_MESSAGES.detailRule, "detailAddress");
  const postCode = (input.postCode ?? "").trim();
  if (postCode && !/^\d{6}$/.test(postCode)) throw GatewayError.badRequest(ADDRESS_MESSAGES.postCodeInvalid, "postCode");
  return { consignee, cellphone, ...region, detailAddress, postCode: postCode || null };
}

/** Serialises address-book writes of one member (the default invariant needs it). */
async function lockMember(tx: Database, memberUid: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`addresses:${memberUid}`}))`);
}

function parseAddressId(addressId: string | number): number {
  const id = Number(addressId);
  if (!Number.isSafeInteger(id) || id < 1 || String(addressId).trim() !== String(id)) {
    throw GatewayError.notFound(ADDRESS_MESSAGES.notFound);
  }
  return id;
}

async function ownAddress(tx: Database, memberUid: string, id: number): Promise<AddressRow> {
  const [row] = await tx
    .select()
    .from(customerAddresses)
    .where(and(eq(customerAddresses.id, id), eq(customerAddresses.memberUid, memberUid)));
  // Another member's address is as absent as a missing one.
  if (!row) throw GatewayError.notFound(ADDRESS_MESSAGES.notFound);
  return row;
}

/** Makes the newest address other than `exceptId` the default (after the old one was unset). */
async function promoteNewest(tx: Database, memberUid: string, exceptId: number, now: Date): Promise<void> {
  const [next] = await tx
    .select({ id: customerAddresses.id })
    .from(customerAddresses)
    .where(and(eq(customerAddresses.memberUid, memberUid), ne(customerAddresses.id, exceptId)))
    .orderBy(desc(customerAddresses.createdAt), desc(customerAddresses.id))
    .limit(1);
  if (next) await tx.update(customerAddresses).set({ isDefault: true, updatedAt: now }).where(eq(customerAddresses.id, next.id));
}

async function unsetDefault(tx: Database, memberUid: string): Promise<void> {
  await tx
    .update(customerAddresses)
    .set({ isDefault: false })
    .where(and(eq(customerAddresses.memberUid, memberUid), eq(customerAddresses.isDefault, true)));
}

/** spec §7 customerAddresses: the default first, then newest first. */
export async function listAddresses(
  db: Database,
  memberUid: string,
  paging: { pageNumber?: number | null; pageSize?: number | null },
): Promise<{ items: AddressRow[]; count: number } & Omit<Page, "offset">> {
  const page = toPage(paging.pageNumber, paging.pageSize);
  const where = eq(customerAddresses.memberUid, memberUid);
  const [total] = await db.select({ n: count() }).from(customerAddresses).where(where);
  const items = await db
    .select()
    .from(customerAddresses)
    .where(where)
    .orderBy(desc(customerAddresses.isDefault), desc(customerAddresses.createdAt), desc(customerAddresses.id))
    .limit(page.pageSize)
    .offset(page.offset);
  return { items, count: total?.n ?? 0, pageNumber: page.pageNumber, pageSize: page.pageSize };
}

/**
 * spec §7 addCustomerAddress. The member's first address is the default whatever
 * `isDefault` says; a new default unsets the old one in the same transaction.
 */
export async function addAddress(db: Database, memberUid: string, input: AddressInput, now = new Date()): Promise<AddressRow> {
  const values = validateAddress(input);
  return db.transaction(async (tx) => {
    await lockMember(tx, memberUid);
    const [existing] = await tx.select({ n: count() }).from(customerAddresses).where(eq(customerAddresses.memberUid, memberUid));
    const n = existing?.n ?? 0;
    if (n >= MAX_ADDRESSES_PER_MEMBER) throw GatewayError.badRequest(ADDRESS_MESSAGES.tooMany);
    const isDefault = n === 0 || input.isDefault === true;
    if (isDefault) await unsetDefault(tx, memberUid);
    const [row] = await tx
      .insert(customerAddresses)
      .values({ ...values, memberUid, isDefault, createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error("address insert returned no row");
    return row;
  });
}

/**
 * spec §7 updateCustomerAddress: replaces the fields. isDefault true makes it the default;
 * false on the default hands the default to the newest other address (the only address stays
 * default). '404' for an unknown id or another member's address.
 */
export async function updateAddress(
  db: Database,
  memberUid: string,
  addressId: string | number,
  input: AddressInput,
  now = new Date(),
): Promise<AddressRow> {
  const id = parseAddressId(addressId);
  const values = validateAddress(input);
  return db.transaction(async (tx) => {
    await lockMember(tx, memberUid);
    const current = await ownAddress(tx, memberUid, id);
    let isDefault = current.isDefault;
    if (input.isDefault === true && !current.isDefault) {
      await unsetDefault(tx, memberUid);
      isDefault = true;
    } else if (input.isDefault === false && current.isDefault) {
      const [others] = await tx
        .select({ n: count() })
        .from(customerAddresses)
        .where(and(eq(customerAddresses.memberUid, memberUid), ne(customerAddresses.id, id)));
      if ((others?.n ?? 0) > 0) {
        await tx.update(customerAddresses).set({ isDefault: false }).where(eq(customerAddresses.id, id));
        await promoteNewest(tx, memberUid, id, now);
        isDefault = false;
      }
    }
    const [row] = await tx
      .update(customerAddresses)
      .set({ ...values, isDefault, updatedAt: now })
      .where(eq(customerAddresses.id, id))
      .returning();
    if (!row) throw new Error("address update returned no row");
    return row;
  });
}

/** spec §7 deleteCustomerAddress: deleting the default promotes the newest other address. */
export async function deleteAddress(db: Database, memberUid: string, addressId: string | number, now = new Date()): Promise<void> {
  const id = parseAddressId(addressId);
  await db.transaction(async (tx) => {
    await lockMember(tx, memberUid);
    const current = await ownAddress(tx, memberUid, id);
    await tx.delete(customerAddresses).where(eq(customerAddresses.id, id));
    if (current.isDefault) await promoteNewest(tx, memberUid, id, now);
  });
}
