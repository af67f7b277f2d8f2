import { isMobile, SERVICE_CODES } from "@xunlan/validation";
import type { Database } from "../../kernel/db";
import { GatewayError } from "../../kernel/errors";
import { json, jsonError } from "../../kernel/http/responses";
import type { HttpRoute } from "../../kernel/http/routes";
import { isAllowedRedirect, setDemoStoreCredit } from "../../modules/members";
import { collectPickup, shipOrderNow } from "../../modules/orders";
import { receiveReturnNow } from "../after-sale-service";
import type { CaptchaLog } from "./captcha-log";
import { readOutbox } from "./sandbox-sms";
import type { SandboxWechatProvider } from "./sandbox-wechat";
import {
  isBrowserSecret,
  newBrowserSecret,
  SANDBOX_OA_APP_ID,
  SANDBOX_WECHAT_AUTHORIZE_PATH,
  SANDBOX_WECHAT_COOKIE,
  sandboxGrantOf,
  sandboxIdentity,
} from "./sandbox-wechat";
import { renderAuthorizePage, renderSandboxErrorPage } from "./wechat-authorize-page";

const html = (body: string, status = 200, extra: Record<string, string> = {}) =>
  new Response(body, {
    status,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
      // No script at all; the form posts to itself and the server redirects.
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:; frame-ancestors 'none'",
      "referrer-policy": "no-referrer",
      "x-content-type-options": "nosniff",
      ...extra,
    },
  });

/** The value of cookie `name` in a Cookie header (malformed pairs ignored). */
function cookieValue(request: Request, name: string): string | null {
  for (const pair of (request.headers.get("cookie") ?? "").split(";")) {
    const eq = pair.indexOf("=");
    if (eq > 0 && pair.slice(0, eq).trim() === name) return pair.slice(eq + 1).trim();
  }
  return null;
}

/** Whether the browser reached us over TLS (directly or through the storefront's proxy). */
function overTls(request: Request): boolean {
  return new URL(request.url).protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";
}

/** Set-Cookie for a browser's sandbox WeChat identity: HttpOnly, SameSite=Lax, one year, only on the authorize path. */
function identityCookie(request: Request, secret: string): string {
  return `${SANDBOX_WECHAT_COOKIE}=${secret}; Path=${SANDBOX_WECHAT_AUTHORIZE_PATH}; Max-Age=31536000; HttpOnly; SameSite=Lax${overTls(request) ? "; Secure" : ""}`;
}

/** Options of {@link createSandboxRoutes}. */
export interface SandboxRoutesOptions {
  db: Database;
  nodeEnv: "development" | "test" | "production";
  /** Serve the developer tools (outbox, captcha answers); defaults to `nodeEnv !== "production"`. */
  tools?: boolean;
  /** Where issued captcha answers are kept for GET /sandbox/captcha/:id (tools only). */
  captchaLog?: CaptchaLog | null;
  /** The sandbox WeChat provider when WECHAT_PROVIDER=sandbox; its page is served then. */
  wechat: SandboxWechatProvider | null;
  storefrontOrigins: readonly string[];
}

/**
 * The `/sandbox` HTTP route:
 * - `GET /sandbox/sms/outbox?mobile=…&limit=…` → `{ messages: [{ id, mobile, purpose, text,
 *   code, createdAt }] }`, newest first (developer tools only: 404 otherwise);
 * - `GET /sandbox/captcha/:captchaId` → `{ text }`, the answer of a captcha issued by this
 *   process (developer tools only; browser tests type it in);
 * - `POST /sandbox/warehouse/ship` (form or JSON `orderNumber`) → `{ orderNumber, status }`: the
 *   sandbox warehouse ships that paid order now instead of a minute after payment (developer
 *   tools only; 404 for an unknown order);
 * - `POST /sandbox/retail/pickup` (form or JSON `code`, optional `storeCode`) → `{ orderNumber,
 *   storeCode, status, statusText, pickedUpAt }`: the sandbox retail system scans a pickup code
 *   (collectPickup, issue 24 §1: 待自提 → 已自提); a wrong code or a second scan answers 400
 *   with the reason (developer tools only);
 * - `POST /sandbox/members/store-credit` (JSON `mobile`, `amount` in yuan) → `{ mobile,
 *   storeCreditBalance }`: sets a member's store credit (developer tools only: the browser
 *   tests' balance journeys; the store has no way to top a balance up; 404 for an unknown mobile);
 * - `POST /sandbox/warehouse/receive` (JSON `returnOrderNumber`) → `{ returnOrderNumber, status }`:
 *   the warehouse takes that return in now instead of after its pickup day (developer tools
 *   only; 404 for an unknown return);
 * - `GET /sandbox/wechat/jsapi-ticket` → `{ appId, ticket }`: the sandbox official account's
 *   jsapi_ticket, so a browser test can check the wx.config signature (developer tools only);
 * - `GET /sandbox/wechat/authorize?appid=…&redirect_uri=…&scope=…&state=…` → the fake
 *   微信授权登录 page (appid and scope paired as WeChat pairs them; `scope=snsapi_base` answers a
 *   302 straight back with a code, no page, as WeChat's silent authorisation does), showing
 *   the WeChat user of this browser: a random secret kept in an HttpOnly cookie (set on the
 *   first visit) is the identity, so a browser can only ever approve as itself;
 *   `POST` (form: redirect_uri, state, decision=approve|deny; the cookie) → 302 to redirect_uri
 *   with `authCode=…&state=…` (approve) or `error=access_denied&state=…` (deny). An approval
 *   without the cookie (another site's form, cookies off) gets a 400 page.
 * redirect_uri must be on a storefront origin; anything else gets a 400 page.
 */
export function createSandboxRoutes(options: SandboxRoutesOptions): HttpRoute[] {
  const { db, wechat } = options;
  return [
    {
      prefix: "/sandbox",
      async handle(request, { subpath, log }) {
        const url = new URL(request.url);
        const tools = options.tools ?? options.nodeEnv !== "production";
        const captchaMatch = /^\/captcha\/([0-9a-f-]{36})$/i.exec(subpath);
        if (captchaMatch && tools && options.captchaLog) {
          const text = await options.captchaLog.reveal(captchaMatch[1]!);
          if (text === null) return jsonError(SERVICE_CODES.NOT_FOUND, "图形验证码不存在或已过期");
          return json({ text }, { headers: { "cache-control": "no-store" } });
        }
        if (subpath === "/sms/outbox" && tools) {
          if (request.method !== "GET") return jsonError(SERVICE_CODES.BAD_REQUEST, "仅支持 GET");
          const mobile = url.searchParams.get("mobile")?.trim() || null;
          if (mobile && !isMobile(mobile)) return jsonError(SERVICE_CODES.BAD_REQUEST, "请输入正确的手机号码");
          const limit = Math.min(Math.max(Number(url.searchParams.get("limit")) || 10, 1), 100);
          return json({ messages: await readOutbox(db, mobile, limit) }, { headers: { "cache-control": "no-store" } });
        }
        if (subpath === "/warehouse/ship" && tools) {
          if (request.method !== "POST") return jsonError(SERVICE_CODES.BAD_REQUEST, "仅支持 POST");
          const raw = await request.text();
          let orderNumber = "";
          try {
            orderNumber = (request.headers.get("content-type") ?? "").includes("json")
              ? String((JSON.parse(raw) as { orderNumber?: unknown }).orderNumber ?? "")
              : (new URLSearchParams(raw).get("orderNumber") ?? "");
          } catch {
            return jsonError(SERVICE_CODES.BAD_REQUEST, "参数错误：orderNumber");
          }
          if (!/^[A-Z0-9]{6,40}$/.test(orderNumber.trim())) return jsonError(SERVICE_CODES.BAD_REQUEST, "参数错误：orderNumber");
          const status = await shipOrderNow(db, orderNumber, new Date());
          if (status === null) return jsonError(SERVICE_CODES.NOT_FOUND, "订单不存在");
          log.info({ orderNumber, status }, "sandbox warehouse: ship now");
          return json({ orderNumber: orderNumber.trim(), status }, { headers: { "cache-control": "no-store" } });
        }
        if (subpath === "/retail/pickup" && tools) {
          // The sandbox retail system's scanner (issue 24 §1): the store scans a pickup code and
          // the same service the operations API and a real POS call marks the order 已自提.
          if (request.method !== "POST") return jsonError(SERVICE_CODES.BAD_REQUEST, "仅支持 POST");
          const raw = await request.text();
          let fields: { code?: unknown; storeCode?: unknown } = {};
          try {
            fields = (request.headers.get("content-type") ?? "").includes("json")
              ? (JSON.parse(raw) as typeof fields)
              : Object.fromEntries(new URLSearchParams(raw));
          } catch {
            return jsonError(SERVICE_CODES.BAD_REQUEST, "参数错误：code");
          }
          if (typeof fields !== "object" || fields === null) return jsonError(SERVICE_CODES.BAD_REQUEST, "参数错误：code");
          const code = typeof fields.code === "string" ? fields.code.slice(0, 64) : "";
          const storeCode = typeof fields.storeCode === "string" ? fields.storeCode.slice(0, 64) : null;
          try {
            const collected = await collectPickup(db, { code, storeCode, actor: "staff" }, new Date());
            log.info({ orderNumber: collected.orderNumber, storeCode: collected.storeCode }, "sandbox retail: pickup collected");
            return json({ ...collected, statusText: "已自提" }, { headers: { "cache-control": "no-store" } });
          } catch (error) {
            if (error instanceof GatewayError) return jsonError(error.code, error.message, { "cache-control": "no-store" });
            throw error;
          }
        }
        if (subpath === "/warehouse/receive" && tools) {
          if (request.method !== "POST") return jsonError(SERVICE_CODES.BAD_REQUEST, "仅支持 POST");
          let returnOrderNumber = "";
          try {
            returnOrderNumber = String(
              (JSON.parse(await request.text()) as { returnOrderNumber?: unknown }).returnOrderNumber ?? "",
            ).trim();
          } catch {
            return jsonError(SERVICE_CODES.BAD_REQUEST, "参数错误：returnOrderNumber");
          }
          if (!/^[A-Z0-9]{6,40}$/.test(returnOrderNumber)) return jsonError(SERVICE_CODES.BAD_REQUEST, "参数错误：returnOrderNumber");
          const status = await receiveReturnNow(db, returnOrderNumber, new Date());
          if (status === null) return jsonError(SERVICE_CODES.NOT_FOUND, "售后单不存在");
          log.info({ returnOrderNumber, status }, "sandbox warehouse: receive now");
          return json({ returnOrderNumber, status }, { headers: { "cache-control": "no-store" } });
        }
        if (subpath === "/wechat/jsapi-ticket" && wechat && tools) {
          // A browser test checks the wx.config signature its page got (the phone's WeChat would).
          return json({ appId: SANDBOX_OA_APP_ID, ticket: wechat.jsapiTicket }, { headers: { "cache-control": "no-store" } });
        }
        if (subpath === "/members/store-credit" && tools) {
          if (request.method !== "POST") return jsonError(SERVICE_CODES.BAD_REQUEST, "仅支持 POST");
          let body: { mobile?: unknown; amount?: unknown };
          try {
            body = JSON.parse(await request.text()) as typeof body;
          } catch {
            return jsonError(SERVICE_CODES.BAD_REQUEST, "参数错误");
          }
          const mobile = String(body.mobile ?? "").trim();
          const amount = Number(body.amount);
          if (!isMobile(mobile)) return jsonError(SERVICE_CODES.BAD_REQUEST, "请输入正确的手机号码");
          if (!Number.isFinite(amount) || amount < 0 || amount > 100_000 || Math.round(amount * 100) / 100 !== amount) {
            return jsonError(SERVICE_CODES.BAD_REQUEST, "参数错误：amount");
          }
          const balance = await setDemoStoreCredit(db, mobile, amount, new Date());
          if (balance === null) return jsonError(SERVICE_CODES.NOT_FOUND, "会员不存在");
          log.info({ storeCredit: balance }, "sandbox: store credit set");
          return json({ mobile, storeCreditBalance: balance }, { headers: { "cache-control": "no-store" } });
        }
        if (subpath === "/wechat/authorize" && wechat) {
          const params = request.method === "POST" ? new URLSearchParams(await request.text()) : url.searchParams;
          const redirectUri = params.get("redirect_uri") ?? "";
          const state = (params.get("state") ?? "").slice(0, 128);
          if (!isAllowedRedirect(redirectUri, options.storefrontOrigins)) {
            return html(renderSandboxErrorPage("redirect_uri 不在允许的商城域名内"), 400);
          }
          // As WeChat: snsapi_login only for the website app, snsapi_base/userinfo only for the official account.
          const grant = sandboxGrantOf(params.get("appid"), params.get("scope"));
          if (!grant) return html(renderSandboxErrorPage("Scope 参数错误或没有 Scope 权限"), 400);
          const secret = cookieValue(request, SANDBOX_WECHAT_COOKIE);
          if (request.method === "GET" && grant.scope === "snsapi_base") {
            // issue 26 §2: snsapi_base is silent — no page, straight back with a code, as WeChat
            // does for every WeChat user (this browser's sandbox identity, made now if new).
            const kept = isBrowserSecret(secret) ? secret : newBrowserSecret();
            const target = new URL(redirectUri);
            target.searchParams.set("authCode", await wechat.approve(kept, grant));
            target.searchParams.set("state", state);
            log.info({ wechat: { provider: "sandbox", scope: grant.scope } }, "sandbox wechat silent authorization");
            return new Response(null, {
              status: 302,
              headers: {
                location: target.toString(),
                "cache-control": "no-store",
                ...(kept === secret ? {} : { "set-cookie": identityCookie(request, kept) }),
              },
            });
          }
          if (request.method === "GET") {
            const kept = isBrowserSecret(secret) ? secret : newBrowserSecret();
            return html(
              renderAuthorizePage({ redirectUri, state, appId: grant.appId, scope: grant.scope, nickname: sandboxIdentity(kept).nickname }),
              200,
              kept === secret ? {} : { "set-cookie": identityCookie(request, kept) },
            );
          }
          if (request.method !== "POST") return html(renderSandboxErrorPage("不支持的请求方式"), 405);
          const target = new URL(redirectUri);
          if (params.get("decision") === "approve") {
            if (!isBrowserSecret(secret)) return html(renderSandboxErrorPage("请在本浏览器中重新打开授权页后再同意"), 400);
            target.searchParams.set("authCode", await wechat.approve(secret, grant));
            log.info({ wechat: { provider: "sandbox", scope: grant.scope } }, "sandbox wechat authorization approved");
          } else {
            target.searchParams.set("error", "access_denied");
          }
          target.searchParams.set("state", state);
          return new Response(null, { status: 302, headers: { location: target.toString(), "cache-control": "no-store" } });
        }
        return jsonError(SERVICE_CODES.NOT_FOUND, "请求的内容不存在");
      },
    },
  ];
}
