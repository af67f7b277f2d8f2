import { createProxiedTokenStore, type TokenStore } from "@xunlan/api-client";
import { browserLoginFlag } from "./login-flag";

/**
 * The browser's token store (issue 12): the token lives in the HttpOnly `token` cookie
 * (spec §4/§9: 168 h, path /, SameSite=Lax) that the storefront's same-origin `/graphql` proxy
 * reads, adds to every gateway call and sets or clears from the gateway's answers; page scripts
 * never see it. A 401/403 (spec §8) clears the login flag (`login_status`, still readable: the
 * UI's signal of being signed in) and the proxy's cookie is replaced by a new guest token.
 */
export function createBrowserTokenStore(): TokenStore {
  return createProxiedTokenStore({
    onLoginStateCleared: () => {
      browserLoginFlag.write(false);
      for (const listener of listeners) listener();
    },
  });
}

const listeners = new Set<() => void>();

/** Subscribes to spec §8 "401/403 cleared the login state" (the session then forgets the member). */
export function onLoginStateCleared(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
