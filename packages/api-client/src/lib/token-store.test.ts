import { readCookie } from "@xunlan/validation";
import { describe, expect, it, vi } from "vitest";
import { createCookieTokenStore, createMemoryTokenStore, createProxiedTokenStore, PROXIED_TOKEN } from "./token-store";

/** A document whose cookie setter behaves like the browser's (one cookie per assignment). */
function fakeDocument() {
  const jar = new Map<string, string>();
  const writes: string[] = [];
  return {
    writes,
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
    },
    set cookie(value: string) {
      writes.push(value);
      const [pair = "", ...attrs] = value.split("; ");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq);
      if (attrs.includes("Max-Age=0")) jar.delete(name);
      else jar.set(name, pair.slice(eq + 1));
    },
  };
}

describe("createMemoryTokenStore", () => {
  it("starts from the given token and reports set and clear", () => {
    const onSet = vi.fn<(token: string, expiresAt: string) => void>();
    const onClear = vi.fn<() => void>();
    const store = createMemoryTokenStore({ token: "from-cookie", onSet, onClear });
    expect(store.get()).toBe("from-cookie");
    store.set("next", "2026-01-08T00:00:00.000Z");
    expect(store.get()).toBe("next");
    expect(onSet).toHaveBeenCalledWith("next", "2026-01-08T00:00:00.000Z");
    store.clear();
    expect(store.get()).toBeNull();
    expect(onClear).toHaveBeenCalledTimes(1);
  });
});

describe("createCookieTokenStore", () => {
  it("keeps the token in the `token` cookie for 168 h (spec §9)", () => {
    const document = fakeDocument();
    const store = createCookieTokenStore({ document });
    expect(store.get()).toBeNull();
    store.set("guest-1", "2026-01-08T00:00:00.000Z");
    expect(readCookie(document.cookie, "token")).toBe("guest-1");
    expect(store.get()).toBe("guest-1");
    expect(document.writes[0]).toContain(`Max-Age=${168 * 3600}`);
    expect(document.writes[0]).toContain("Path=/");
    expect(document.writes[0]).toContain("SameSite=Lax");
    store.clear();
    expect(store.get()).toBeNull();
  });

  it("honours the cookie name, lifetime and login-state hook", () => {
    const document = fakeDocument();
    const onLoginStateCleared = vi.fn<() => void>();
    const store = createCookieTokenStore({ document, cookieName: "t", maxAgeHours: 1, onLoginStateCleared });
    store.set("x", "");
    expect(document.writes[0]).toMatch(/^t=x; .*Max-Age=3600/);
    store.onLoginStateCleared?.();
    expect(onLoginStateCleared).toHaveBeenCalledTimes(1);
  });

  it("is empty and inert without a document (server)", () => {
    const store = createCookieTokenStore();
    expect(store.get()).toBeNull();
    expect(() => store.set("x", "")).not.toThrow();
  });
});

describe("createProxiedTokenStore", () => {
  it("expects the proxy's token until cleared, then none until a placeholder is stored again", () => {
    const onLoginStateCleared = vi.fn<() => void>();
    const store = createProxiedTokenStore({ onLoginStateCleared });
    expect(store.get()).toBe(PROXIED_TOKEN);
    store.clear();
    expect(store.get()).toBeNull();
    store.set(PROXIED_TOKEN, "2026-01-08T00:00:00.000Z");
    expect(store.get()).toBe(PROXIED_TOKEN);
    expect(store.onLoginStateCleared).toBe(onLoginStateCleared);
  });
});
