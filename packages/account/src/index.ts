/**
 * @xunlan/account: a member's own account (spec §2 /ucenter and its children, §3, §5): the
 * member centre's frame and home, profile, address book with region picker, 智能识别 and
 * WeChat's address, favourites, recently viewed, points and level. Network-free: the storefront
 * passes data and async callbacks (the gateway's `member`, `updateMember`, `addressOptions`,
 * `customerAddresses`, address mutations and `memberProductFavoriteList`), or uses the TanStack
 * Query options exported here. Components using toasts or confirmations need `PopupProvider`
 * from @xunlan/ui above them.
 * Every export is named here on purpose; `exports.test.ts` guards the list.
 */

export type { AddressBookProps, PageRequest } from "./components/address-book/address-book";
export { AddressBook } from "./components/address-book/address-book";
export type { AddressCardProps } from "./components/address-book/address-card";
export { AddressCard, formatAddressLine } from "./components/address-book/address-card";
export type { AddressFormProps } from "./components/address-book/address-form";
export { AddressForm } from "./components/address-book/address-form";
export type { FavoritesGridProps } from "./components/favorites-grid/favorites-grid";
export { FavoritesGrid } from "./components/favorites-grid/favorites-grid";
export type { FavoritesPageProps } from "./components/favorites-page/favorites-page";
export { FAVORITES_PAGE_SIZE, FavoritesPage } from "./components/favorites-page/favorites-page";
export type { MemberPageProps } from "./components/member-page/member-page";
export { MemberPage } from "./components/member-page/member-page";
export type { MemberLevelCardProps } from "./components/points/member-level-card";
export { levelProgressPercent, MemberLevelCard } from "./components/points/member-level-card";
export type { PointsHistoryProps, PointsOverviewProps, PointsPageProps } from "./components/points/points-page";
// Member points and levels (issue 24 §2): 我的积分 and the member page's level card.
export { POINTS_PAGE_SIZE, PointsHistory, PointsOverview, PointsPage } from "./components/points/points-page";
export type { ProfileFormProps } from "./components/profile/profile-form";
export { GENDER_OPTIONS, ProfileForm } from "./components/profile/profile-form";
export type { ProfileViewProps } from "./components/profile/profile-view";
export { ProfileView } from "./components/profile/profile-view";
export type { RecentlyViewedRailProps } from "./components/recently-viewed/recently-viewed-rail";
export { RecentlyViewedRail } from "./components/recently-viewed/recently-viewed-rail";
export type { RegionPickerProps } from "./components/region-picker/region-picker";
export { RegionPicker } from "./components/region-picker/region-picker";
export type { UcenterShellProps } from "./components/ucenter-shell/ucenter-shell";
export { UcenterShell } from "./components/ucenter-shell/ucenter-shell";
export type { WechatAddressButtonProps } from "./components/wechat-address/wechat-address-button";
export { WECHAT_ADDRESS_MESSAGES, WechatAddressButton } from "./components/wechat-address/wechat-address-button";
export { SAMPLE_ADDRESSES, SAMPLE_FAVORITES, SAMPLE_MEMBER } from "./fixtures/member";
export { SAMPLE_REGIONS } from "./fixtures/regions";
export { UCENTER_MESSAGES } from "./lib/messages";
export type { PointsEntry, PointsSummary } from "./lib/points";
export { formatPoints, signedPoints } from "./lib/points";
export type { RegionOption, RegionPath, RegionSearchResult } from "./lib/regions";
export {
  EMPTY_REGION,
  findRegionPath,
  formatRegion,
  isRegionComplete,
  isRegionEmpty,
  normalizeRegionTree,
  searchRegions,
  selectRegionLevel,
} from "./lib/regions";
export { defaultRenderLink } from "./lib/render-link";
export type { AddressField, FieldError, ProfileField } from "./lib/rules";
export { BIRTHDAY_MIN, DETAIL_ADDRESS_LENGTH, todayIso, validateAddress, validateProfile } from "./lib/rules";
export type { UcenterSection } from "./lib/sections";
export { sectionForPath, UCENTER_SECTIONS } from "./lib/sections";
export type {
  CustomerAddress,
  CustomerAddressInput,
  Gender,
  MemberFavorite,
  MemberProfile,
  MemberProfileInput,
  RegionLevel,
  RegionNode,
  RegionValue,
  RenderLink,
  RenderLinkProps,
} from "./lib/types";
export type { LoadRegions, RegionsState } from "./lib/use-regions";
export { useRegions } from "./lib/use-regions";
export type { OpenWechatAddress, WechatAddress, WechatAddressFill } from "./lib/wechat-address";
export { useOpenWechatAddress, WechatAddressProvider, wechatAddressFill } from "./lib/wechat-address";
export type { SaveAddressInput } from "./queries/member-queries";
export {
  addressOptionsQueryOptions,
  customerAddressesQueryOptions,
  deleteAddressMutationOptions,
  favoriteListQueryOptions,
  saveAddressMutationOptions,
  updateMemberMutationOptions,
} from "./queries/member-queries";
export type { PointsHistoryPage } from "./queries/points-queries";
export { pointsHistoryQueryOptions, pointsKeys, pointsSummaryQueryOptions } from "./queries/points-queries";
export type { MemberProfileData, ToggleFavoriteInput } from "./queries/session-queries";
export {
  favoriteIdsQueryOptions,
  memberKeys,
  memberQueryOptions,
  toggleFavoriteMutationOptions,
  toMemberProfile,
} from "./queries/session-queries";
