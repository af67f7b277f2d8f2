/**
 * @xunlan/validation: the rules, messages, masks, money format and business constants of the
 * storefront (spec §5, §9) and the small pure helpers of §2/§4 every other package shares.
 * Every export is named here on purpose; `exports.test.ts` guards the list.
 */

export type { RegionNames } from "./address";
export { formatAddressLine, formatRegion } from "./address";
export type { BeijingParts } from "./beijing-time";
export {
  addDays,
  BEIJING_OFFSET_MS,
  beijingDate,
  beijingDateTime,
  beijingDayEnd,
  beijingDayKey,
  beijingDayStart,
  beijingParts,
  formatBeijing,
  formatBeijingTime,
} from "./beijing-time";
export type { BusinessNumberKind } from "./business-number";
export { BUSINESS_NUMBER_FORMATS, businessNumber, businessNumberRange } from "./business-number";
export type {
  HelpKey,
  LoginStage,
  LoginType,
  RecommendLocation,
  RecommendType,
  SortOption,
  StorageKey,
} from "./constants";
export {
  AGE_DECLARATION,
  BAG_IMAGE_SIZE,
  CAROUSEL,
  CUSTOMER_SERVICE_HOURS,
  CUSTOMER_SERVICE_MAX_LENGTH,
  CUSTOMER_SERVICE_TOPICS,
  DESKTOP_MENU_WIDTH,
  GUEST_TOKEN_RETRIES,
  HELP_KEYS,
  HELP_TITLES,
  IMAGE_WIDTHS,
  isHelpKey,
  LOADING_HIDE_DELAY_MS,
  LOGIN_FIELD_LENGTHS,
  LOGIN_STAGE,
  LOGIN_TYPE,
  LOW_STOCK_THRESHOLD,
  MARQUEE_GUTTER_PX,
  MARQUEE_SPEED_PX_PER_SECOND,
  MENU_HOVER_DELAY_MS,
  MOBILE_BREAKPOINT,
  MONTH_DAYS,
  ORDER_CANCEL_REASON_MAX_LENGTH,
  ORDER_CANCEL_REASONS,
  PAYMENT_WINDOW_MINUTES,
  PICKUP_PADDING_DAYS,
  PICKUP_SELECTABLE_DAYS,
  QUANTITY_DEBOUNCE_MS,
  RECENT_SEARCH_LIMIT,
  RECENT_SEARCH_SAVE_DELAY_MS,
  RECOMMEND_LOCATIONS,
  RECOMMEND_SLIDE_WIDTH,
  RECOMMEND_TYPES,
  RESPONSE_STATUS,
  SEARCH_DEBOUNCE_MS,
  SEARCH_PAGE_SIZE,
  SEARCH_TAG_MAX_WIDTH,
  SMS_COUNTDOWN_SECONDS,
  SORT_OPTIONS,
  STORAGE_LIFETIME_HOURS,
  TOAST,
  YEAR_DAYS,
} from "./constants";
export type { CookieOptions, LoginFlag, WindowSize } from "./cookies";
export {
  COOKIE_NAMES,
  formatWindowSizeCookie,
  hasLoginFlag,
  LOGIN_FLAG_COOKIE_OPTIONS,
  LOGIN_FLAG_MAX_AGE_SECONDS,
  parseWindowSizeCookie,
  readCookie,
  serializeCookie,
} from "./cookies";
export type { ExpectedDelivery } from "./delivery";
export { DELIVERY_PROMISE, expectedDelivery, formatDeliveryDate } from "./delivery";
export type { ResizeImageOptions } from "./images";
export { resizeImageUrl } from "./images";
export { sanitizeNumberInput } from "./input";
export type { FooterMode, HeaderMode, LogoColor, RouteLayout } from "./layout";
export { layoutForPath, shouldReloadAfterChunkError } from "./layout";
export {
  ADDRESS_MASK,
  BIRTHDAY_MASK,
  maskEmail,
  maskMobile,
  maskName,
  PASSWORD_MASK,
} from "./masks";
export type { MemberLevel, MemberLevelProgress } from "./member-levels";
export { MEMBER_LEVELS, memberLevelProgress, POINTS_PER_YUAN, pointsForFen } from "./member-levels";
export type { MenuIndex } from "./menu";
export { isValidMenuIndex, MENU_INDEX, toggleMenuIndex } from "./menu";
export { MESSAGES } from "./messages";
export type { MoneyInput } from "./money";
export { formatMoney, formatPrice, sumMoney, toCents } from "./money";
export type { PickupSlot, PickupSlotOptions } from "./pickup";
export { buildPickupSlots } from "./pickup";
export type { Platform } from "./platform";
export { isMobileWidth, platformForWidth } from "./platform";
export type { QuantityStep } from "./quantity";
export { applyQuantityStep, stockNotice } from "./quantity";
export type { ErrorPageCode, QueryInput } from "./routes";
export {
  authRedirectPath,
  convertLegacyLink,
  errorCodeFromPath,
  errorMessageFor,
  isProtectedPath,
  SESSION_EXPIRED_REASON,
  safeReturnUrl,
  sessionExpiredLoginPath,
} from "./routes";
export type { LoginFormValues, SendSmsCheck } from "./rules";
export {
  characterCount,
  checkSendSms,
  isEmail,
  isMobile,
  isName,
  isPassword,
  isRequired,
  validateLoginForm,
  validateSubscriptionMobile,
} from "./rules";
export { addRecentSearch, isNonEmptyArray } from "./search";
export type { SearchParamTextOptions } from "./search-params";
export { searchParamText } from "./search-params";
export type { ServiceCode } from "./service-codes";
export { SERVICE_CODE_STATUS, SERVICE_CODES } from "./service-codes";
export type { PickedSize } from "./sizes";
export { pickedSizeText } from "./sizes";
