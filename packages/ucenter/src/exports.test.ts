import { describe, expect, it } from "vitest";
import * as ucenter from "./index";

// Guards the public surface: removing or renaming an export is a breaking change.
describe("@xunlan/ucenter exports", () => {
  it("names every public export", () => {
    expect(Object.keys(ucenter).sort()).toMatchInlineSnapshot(`
      [
        "AddressBook",
        "AddressCard",
        "AddressForm",
        "BIRTHDAY_MIN",
        "DETAIL_ADDRESS_LENGTH",
        "EMPTY_REGION",
        "FavoritesGrid",
        "GENDER_OPTIONS",
        "MemberEmptyState",
        "MemberPage",
        "ProfileForm",
        "ProfileView",
        "RegionPicker",
        "SAMPLE_ADDRESSES",
        "SAMPLE_FAVORITES",
        "SAMPLE_MEMBER",
        "SAMPLE_REGIONS",
        "UCENTER_MESSAGES",
        "UCENTER_SECTIONS",
        "UcenterShell",
        "addressOptionsQueryOptions",
        "customerAddressesQueryOptions",
        "defaultRenderLink",
        "deleteAddressMutationOptions",
        "favoriteIdsQueryOptions",
        "favoriteListQueryOptions",
        "findRegionPath",
        "formatAddressLine",
        "formatRegion",
        "isRegionComplete",
        "isRegionEmpty",
        "memberKeys",
        "memberQueryOptions",
        "normalizeRegionTree",
        "saveAddressMutationOptions",
        "searchRegions",
        "sectionForPath",
        "selectRegionLevel",
        "toMemberProfile",
        "todayIso",
        "toggleFavoriteMutationOptions",
        "updateMemberMutationOptions",
        "useRegions",
        "validateAddress",
        "validateProfile",
      ]
    `);
  });
});
