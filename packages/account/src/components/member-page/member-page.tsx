import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApiClient } from "@xunlan/api-client";
import { useCallback } from "react";
import type { CustomerAddress } from "../../lib/types";
import {
  addressOptionsQueryOptions,
  customerAddressesQueryOptions,
  deleteAddressMutationOptions,
  memberQueryOptions,
  saveAddressMutationOptions,
  updateMemberMutationOptions,
} from "../../queries/member-queries";
import { pointsSummaryQueryOptions } from "../../queries/points-queries";
import { AddressBook } from "../address-book/address-book";
import { MemberLevelCard } from "../points/member-level-card";
import { ProfileView } from "../profile/profile-view";

/** Props of {@link MemberPage}. */
export interface MemberPageProps {
  api: ApiClient;
  /** Member queries run only while logged in (the guard has already redirected otherwise). */
  isLoggedIn: boolean;
}

/**
 * /ucenter and /ucenter/member (spec §2, §3): the member's level and points (issue 24 §2), the
 * profile (view, edit with `updateMember`) and
 * the address book (add, edit, delete, set default) with the region picker over `addressOptions`.
 */
export function MemberPage({ api, isLoggedIn }: MemberPageProps) {
  const queryClient = useQueryClient();
  const { data: member } = useQuery({ ...memberQueryOptions(api), enabled: isLoggedIn });
  const addresses = useQuery({ ...customerAddressesQueryOptions(api), enabled: isLoggedIn });
  // issue 24 §2: the level the points reach and the points to the next (a failed read shows nothing).
  const points = useQuery({ ...pointsSummaryQueryOptions(api), enabled: isLoggedIn });
  const updateMember = useMutation(updateMemberMutationOptions(api, queryClient));
  const saveAddress = useMutation(saveAddressMutationOptions(api, queryClient));
  const deleteAddress = useMutation(deleteAddressMutationOptions(api, queryClient));
  // One stable loader: the profile form and the address form share the region request.
  const loadRegions = useCallback(() => queryClient.fetchQuery(addressOptionsQueryOptions(api)), [queryClient, api]);

  const setDefault = async (address: CustomerAddress) => {
    const { id, consignee, cellphone, province, city, district, detailAddress, postCode } = address;
    await saveAddress.mutateAsync({
      addressId: id,
      consignee,
      cellphone,
      province,
      city,
      district,
      detailAddress,
      postCode: postCode ?? "",
      isDefault: true,
    });
  };

  return (
    <div className="flex flex-col gap-10 lg:gap-14">
      {points.isError ? null : <MemberLevelCard summary={points.data ?? null} />}
      <ProfileView
        member={member ?? null}
        onSave={async (values) => {
          await updateMember.mutateAsync(values);
        }}
        loadRegions={loadRegions}
      />
      <AddressBook
        addresses={addresses.data?.items ?? (addresses.isError ? [] : null)}
        total={addresses.data?.count}
        error={addresses.isError}
        onRetry={() => void addresses.refetch()}
        onAdd={async (values) => {
          await saveAddress.mutateAsync(values);
        }}
        onUpdate={async (addressId, values) => {
          await saveAddress.mutateAsync({ ...values, addressId });
        }}
        onDelete={async (addressId) => {
          await deleteAddress.mutateAsync(addressId);
        }}
        onSetDefault={setDefault}
        loadRegions={loadRegions}
        memberCellphone={member?.cellphone}
      />
    </div>
  );
}
