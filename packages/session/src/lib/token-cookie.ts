import { createCookieTokenStore, type TokenStore } from "@xunlan/api-client";
import { COOKIE_NAMES } from "@xunlan/validation";
import { browserLoginFlag } from "./login-flag";

/**
 * The browser's token store: the `token` cookie (spec §4/§9: 168 h, path /, SameSite=Lax,
 * readable so the server sees the same token). A 401/403 (spec §8) clears the login flag too.
 */
export function createBrowserTokenStore(): TokenStore {
  return createCookieTokenStore({
    cookieName: COOKIE_NAMES.token,
    sameSite: "lax",
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

/** spec §4 login success: the member token replaces the guest token in the same cookie. */
export function setBrowserToken(token: string, expiresAt: string): void {
  void createBrowserTokenStore().set(token, expiresAt);
}
