// spec §2 legacy links are @xunlan/edge's; kept here for the root route's import.
export { legacyRedirectTarget } from "@xunlan/edge/shared";
