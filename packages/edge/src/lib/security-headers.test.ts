import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { applySecurityHeaders, contentSecurityPolicy, createNonce, inlineScriptHashes, isTls } from "./security-headers";

const sha = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");

describe("security headers (issue 12)", () => {
  it("a fresh render's policy allows its own nonce and same-origin scripts only, and no framing", () => {
    const policy = contentSecurityPolicy({ nonce: "abc123" }, { imageOrigin: "https://img.example" });
    expect(policy).toContain("script-src 'self' 'nonce-abc123'");
    expect(policy).not.toContain("unsafe-inline'; script");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("img-src 'self' data: blob: https://img.example");
  });

  it("nonces are fresh and unguessable (128 bits)", () => {
    const a = createNonce();
    expect(Buffer.from(a, "base64")).toHaveLength(16);
    expect(createNonce()).not.toBe(a);
  });

  it("a cached page's policy allows exactly its inline scripts by hash, whatever nonce they were rendered with", () => {
    const html = [
      '<script nonce="old">window.$_TSR={}</script>',
      '<script type="module" src="/assets/main.js" nonce="old"></script>',
      '<script type="application/ld+json">{"@type":"Product"}</script>',
      '<SCRIPT class="$tsr">$_TSR.e()</SCRIPT>',
      '<script nonce="old">window.$_TSR={}</script>',
    ].join("");
    const hashes = inlineScriptHashes(html);
    expect(hashes.sort()).toEqual([sha("window.$_TSR={}"), sha("$_TSR.e()")].sort());
    const policy = contentSecurityPolicy({ hashes });
    expect(policy).toContain(`'sha256-${sha("window.$_TSR={}")}'`);
    expect(policy).not.toContain("nonce-");
    // A proxied page without inline scripts: same-origin files only.
    expect(contentSecurityPolicy({ hashes: [] })).toContain("script-src 'self' https://res.wx.qq.com https://res2.wx.qq.com;");
  });

  it("sets Referrer-Policy, nosniff and no framing on everything, the policy on HTML only, HSTS only over TLS", () => {
    const plain = new Headers({ "content-type": "text/html; charset=utf-8" });
    applySecurityHeaders(new Request("http://shop.test/"), plain, "default-src 'self'");
    expect(plain.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(plain.get("x-content-type-options")).toBe("nosniff");
    expect(plain.get("x-frame-options")).toBe("DENY");
    expect(plain.get("content-security-policy")).toBe("default-src 'self'");
    expect(plain.get("strict-transport-security")).toBeNull();

    const json = new Headers({ "content-type": "application/json" });
    applySecurityHeaders(new Request("https://shop.test/graphql"), json, "default-src 'self'");
    expect(json.get("content-security-policy")).toBeNull();
    expect(json.get("strict-transport-security")).toBe("max-age=31536000");

    const proxied = new Request("http://127.0.0.1:3000/", { headers: { "x-forwarded-proto": "https" } });
    expect(isTls(proxied)).toBe(true);
    expect(isTls(new Request("http://127.0.0.1:3000/", { headers: { "x-forwarded-proto": "http" } }))).toBe(false);
  });
});
