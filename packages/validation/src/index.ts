/**
 * @xunlan/validation: the rules, messages, masks, money format and business constants of the
 * storefront (spec §5, §9) and the small pure helpers of §2/§4 every other package shares.
 * Every export is named here on purpose; `exports.test.ts` guards the list.
 */
export {
  STORAGE_LIFETIME_HOURS,
  GUEST_TOKEN_RETRIES,
  MOBILE_BREAKPOINT,
  SMS_COUNTDOWN_SECONDS,
  QUANTITY_DEBOUNCE_MS,
  LOW_STOCK_THRESHOLD,
  TOAST,
  LOADING_HIDE_DELAY_MS,
  SORT_OPTIONS,
  SEARCH_PAGE_SIZE,
  RECENT_SEARCH_LIMIT,
  RECENT_SEARCH_SAVE_DELAY_MS,
  SEARCH_DEBOUNCE_MS,
  MENU_HOVER_DELAY_MS,
  LOGIN_FIELD_LENGTHS,
  AGE_DECLARATION,
  MARQUEE_GUTTER_PX,
  MARQUEE_SPEED_PX_PER_SECOND,
  DESKTOP_MENU_WIDTH,
  SEARCH_TAG_MAX_WIDTH,
  RECOMMEND_SLIDE_WIDTH,
  CAROUSEL,
  BAG_IMAGE_SIZE,
  IMAGE_WIDTHS,
  PICKUP_SELECTABLE_DAYS,
  PICKUP_PADDING_DAYS,
  YEAR_DAYS,
  MONTH_DAYS,
  PAYMENT_WINDOW_MINUTES,
  ORDER_CANCEL_REASONS,
  ORDER_CANCEL_REASON_MAX_LENGTH,
  CUSTOMER_SERVICE_HOURS,
  CUSTOMER_SERVICE_MAX_LENGTH,
  CUSTOMER_SERVICE_TOPICS,
  RESPONSE_STATUS,
  LOGIN_TYPE,
  LOGIN_STAGE,
  RECOMMEND_LOCATIONS,
  RECOMMEND_TYPES,
  HELP_KEYS,
  HELP_TITLES,
  isHelpKey,
} from "./constants";
export type {
  StorageKey,
  SortOption,
  LoginType,
  LoginStage,
  RecommendLocation,
  RecommendType,
  HelpKey,
} from "./constants";
export { MESSAGES } from "./messages";
export {
  characterCount,
  isRequired,
  isMobile,
  isEmail,
  isName,
  isPassword,
  validateLoginForm,
  checkSendSms,
  validateSubscriptionMobile,
} from "./rules";
export type { LoginFormValues, SendSmsCheck } from "./rules";
export {
  BIRTHDAY_MASK,
  PASSWORD_MASK,
  ADDRESS_MASK,
  maskName,
  maskMobile,
  maskEmail,
} from "./masks";
export { toCents, formatMoney, formatPrice, sumMoney } from "./money";
export type { MoneyInput } from "./money";
export { sanitizeNumberInput } from "./input";
export { applyQuantityStep, stockNotice } from "./quantity";
export type { QuantityStep } from "./quantity";
export { resizeImageUrl } from "./images";
export type { ResizeImageOptions } from "./images";
export {
  COOKIE_NAMES,
  serializeCookie,
  readCookie,
  parseWindowSizeCookie,
  formatWindowSizeCookie,
} from "./cookies";
export type { CookieOptions, WindowSize } from "./cookies";
export { addRecentSearch, isNonEmptyArray } from "./search";
export { searchParamText } from "./search-params";
export type { SearchParamTextOptions } from "./search-params";
export { buildPickupSlots } from "./pickup";
export type { PickupSlot, PickupSlotOptions } from "./pickup";
export { isMobileWidth, platformForWidth } from "./platform";
export type { Platform } from "./platform";
export { MENU_INDEX, isValidMenuIndex, toggleMenuIndex } from "./menu";
export type { MenuIndex } from "./menu";
export {
  convertLegacyLink,
  errorCodeFromPath,
  errorMessageFor,
  isProtectedPath,
  authRedirectPath,
  SESSION_EXPIRED_REASON,
  sessionExpiredLoginPath,
  safeReturnUrl,
} from "./routes";
export type { QueryInput, ErrorPageCode } from "./routes";
export { layoutForPath, shouldReloadAfterChunkError } from "./layout";
export type { HeaderMode, FooterMode, LogoColor, RouteLayout } from "./layout";
export { pickedSizeText } from "./sizes";
export type { PickedSize } from "./sizes";
export { SERVICE_CODES, SERVICE_CODE_STATUS } from "./service-codes";
export type { ServiceCode } from "./service-codes";
export {
  BEIJING_OFFSET_MS,
  beijingParts,
  formatBeijing,
  beijingDate,
  beijingDayKey,
  beijingDateTime,
  formatBeijingTime,
  beijingDayStart,
  beijingDayEnd,
  addDays,
} from "./beijing-time";
export type { BeijingParts } from "./beijing-time";
export { DELIVERY_PROMISE, expectedDelivery, formatDeliveryDate } from "./delivery";
export type { ExpectedDelivery } from "./delivery";
export { BUSINESS_NUMBER_FORMATS, businessNumber, businessNumberRange } from "./business-number";
export { MEMBER_LEVELS, POINTS_PER_YUAN, memberLevelProgress, pointsForFen } from "./member-levels";
export type { MemberLevel, MemberLevelProgress } from "./member-levels";
export type { BusinessNumberKind } from "./business-number";
