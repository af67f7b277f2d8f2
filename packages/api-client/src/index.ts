// Public surface of @xunlan/api-client. Every export is named; src/exports.test.ts guards it.

export { createApiClient, CHANNEL } from "./lib/create-api-client";
export type {
  ApiClient,
  ApiClientOptions,
  ApiLogger,
  ServiceCodeEntry,
  ServiceCodeTable,
  VariablesArgs,
} from "./lib/create-api-client";

export {
  ApiError,
  normalizeError,
  readErrorText,
  isAuthError,
  ERROR_TEXT_FIELDS,
  DEFAULT_ERROR_STATUS,
} from "./lib/api-error";
export type { ApiErrorInit } from "./lib/api-error";

export { createMemoryTokenStore, createCookieTokenStore } from "./lib/token-store";
export type {
  TokenStore,
  MemoryTokenStoreOptions,
  CookieTokenStoreOptions,
  CookieDocument,
} from "./lib/token-store";

export { readCookie, serializeCookie, parseWindowSizeCookie } from "./lib/cookies";
export type { CookieOptions } from "./lib/cookies";

export { RESPONSE_STATUS } from "./lib/status";

// Generated operations (src/graphql/*.graphql → src/generated/graphql.ts).
export {
  WebAuthorizationDocument,
  ProductCategoriesDocument,
  ConfigSettingDocument,
} from "./generated/graphql";
export type {
  TypedDocumentString,
  WebAuthorizationMutation,
  WebAuthorizationMutationVariables,
  ProductCategoriesQuery,
  ProductCategoriesQueryVariables,
  ConfigSettingQuery,
  ConfigSettingQueryVariables,
  CategoryFieldsFragment,
  CategoryTreeFragment,
} from "./generated/graphql";
export type { CategoryNode } from "./lib/types";
