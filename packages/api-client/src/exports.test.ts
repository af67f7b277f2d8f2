import { expect, it } from "vitest";
import * as api from "./index";

// Guards the public surface: adding or removing an export must be a conscious change.
it("exports exactly the public API", () => {
  expect(Object.keys(api).sort()).toEqual(
    [
      "ApiError",
      "CHANNEL",
      "ConfigSettingDocument",
      "DEFAULT_ERROR_STATUS",
      "ERROR_TEXT_FIELDS",
      "ProductCategoriesDocument",
      "ProductColorDocument",
      "ProductColorsDocument",
      "ProductSortOptionsDocument",
      "ProductStyleDocument",
      "SearchProductColorsDocument",
      "SizeChartDocument",
      "SkuStockDocument",
      "StoreListDocument",
      "RESPONSE_STATUS",
      "WebAuthorizationDocument",
      "GetCaptchaDocument",
      "GetVerifyCodeDocument",
      "MemberLoginDocument",
      "WechatLoginDocument",
      "BindMobileDocument",
      "WechatQrUrlDocument",
      "MemberDocument",
      "UpdateMemberDocument",
      "ResetPasswordDocument",
      "MemberLogoutDocument",
      "AddressOptionsDocument",
      "CustomerAddressesDocument",
      "AddCustomerAddressDocument",
      "UpdateCustomerAddressDocument",
      "DeleteCustomerAddressDocument",
      "MemberProductFavoriteListDocument",
      "AddMemberProductFavoriteDocument",
      "DeleteMemberProductFavoriteDocument",
      "MemberFavoriteIdsDocument",
      "createApiClient",
      "createCookieTokenStore",
      "createMemoryTokenStore",
      "isAuthError",
      "normalizeError",
      "parseWindowSizeCookie",
      "readCookie",
      "readErrorText",
      "serializeCookie",
    ].sort(),
  );
});

it("exposes the spec §8 status constants", () => {
  expect(api.RESPONSE_STATUS).toEqual({ SUCCESS: 200, BAD_REQUEST: 400, UNAUTHORIZED: 401 });
});
