import { createHash, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** A WeChat user of the fake: one unionid across the brand's apps, one openid per app. */
export interface FakeWechatUser {
  key: string;
  nickname: string;
}

type AppKind = "web" | "official-account";

/**
 * A fake of WeChat's OAuth and JS-SDK endpoints that holds callers to the documented rules
 * (./open-platform.ts): the authorize pages check the app, its scope (snsapi_login only for a
 * website app, snsapi_base/snsapi_userinfo only for an official account) and that redirect_uri
 * lies on the app's registered callback domain; a code is bound to the app that issued it, works
 * once and for 5 minutes (40029 / 40163); every API checks the app secret or access token
 * (40125 / 40001 / 42001); openid differs per app, unionid is one per user and given only to the
 * scopes that ask for the user (snsapi_login, snsapi_userinfo), never to a silent snsapi_base. `approve` plays the
 * shopper tapping 允许 (or, for snsapi_base, WeChat redirecting silently); `verifyJsConfig` plays
 * the JS bridge checking `wx.config`.
 */
export function createFakeWechat(options: {
  callbackDomain: string;
  now?: () => Date;
  /** false: the brand's apps are not bound to one open-platform account, so WeChat gives no unionid at all. */
  unionid?: boolean;
}) {
  const givesUnionid = options.unionid ?? true;
  const now = options.now ?? (() => new Date());
  const apps = new Map<string, { secret: string; kind: AppKind }>();
  const codes = new Map<string, { appId: string; user: FakeWechatUser; scope: string; issuedAt: number; used: boolean }>();
  const tokens = new Map<string, { appId: string; openid: string; user: FakeWechatUser; scope: string }>();
  const appTokens = new Map<string, { appId: string; until: number }>();
  const tickets = new Map<string, string>(); // appId → current jsapi_ticket
  const calls = { token: 0, ticket: 0, exchange: 0 };
  let server: Server | null = null;

  const openidOf = (appId: string, user: FakeWechatUser) => `o${appId.slice(-4)}_${user.key}`;
  const unionidOf = (user: FakeWechatUser) => `u_${user.key}`;

  function json(res: ServerResponse, body: unknown) {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  }

  function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://fake.local");
    const q = url.searchParams;
    if (url.pathname === "/sns/oauth2/access_token") {
      calls.exchange += 1;
      const app = apps.get(q.get("appid") ?? "");
      if (!app || app.secret !== q.get("secret")) return json(res, { errcode: 40125, errmsg: "invalid appsecret" });
      if (q.get("grant_type") !== "authorization_code") return json(res, { errcode: 40002, errmsg: "invalid grant_type" });
      const code = codes.get(q.get("code") ?? "");
      if (!code || code.appId !== q.get("appid") || now().getTime() - code.issuedAt > 5 * 60_000)
        return json(res, { errcode: 40029, errmsg: "invalid code" });
      if (code.used) return json(res, { errcode: 40163, errmsg: "code been used" });
      code.used = true;
      const accessToken = randomBytes(16).toString("hex");
      const openid = openidOf(code.appId, code.user);
      tokens.set(accessToken, { appId: code.appId, openid, user: code.user, scope: code.scope });
      // "unionid … 只有当scope为snsapi_userinfo时返回" (and the website app's snsapi_login): a silent
      // snsapi_base sign-in gets the openid alone.
      return json(res, {
        access_token: accessToken,
        expires_in: 7200,
        refresh_token: randomBytes(16).toString("hex"),
        openid,
        scope: code.scope,
        ...(code.scope === "snsapi_base" || !givesUnionid ? {} : { unionid: unionidOf(code.user) }),
      });
    }
    if (url.pathname === "/sns/userinfo") {
      const token = tokens.get(q.get("access_token") ?? "");
      if (!token || token.openid !== q.get("openid"))
        return json(res, { errcode: 40001, errmsg: "invalid credential, access_token is invalid or not latest" });
      if (token.scope === "snsapi_base") return json(res, { errcode: 48001, errmsg: "api unauthorized" });
      return json(res, {
        openid: token.openid,
        nickname: token.user.nickname,
        sex: 0,
        headimgurl: "",
        ...(givesUnionid ? { unionid: unionidOf(token.user) } : {}),
      });
    }
    if (url.pathname === "/cgi-bin/token") {
      calls.token += 1;
      const app = apps.get(q.get("appid") ?? "");
      if (!app || app.secret !== q.get("secret")) return json(res, { errcode: 40125, errmsg: "invalid appsecret" });
      if (app.kind !== "official-account") return json(res, { errcode: 40013, errmsg: "invalid appid" });
      const token = randomBytes(16).toString("hex");
      appTokens.set(token, { appId: q.get("appid")!, until: now().getTime() + 7_200_000 });
      return json(res, { access_token: token, expires_in: 7200 });
    }
    if (url.pathname === "/cgi-bin/ticket/getticket") {
      calls.ticket += 1;
      const token = appTokens.get(q.get("access_token") ?? "");
      if (!token) return json(res, { errcode: 40001, errmsg: "invalid credential" });
      if (token.until < now().getTime()) return json(res, { errcode: 42001, errmsg: "access_token expired" });
      if (q.get("type") !== "jsapi") return json(res, { errcode: 40097, errmsg: "invalid args" });
      const ticket = randomBytes(32).toString("base64url");
      tickets.set(token.appId, ticket);
      return json(res, { errcode: 0, errmsg: "ok", ticket, expires_in: 7200 });
    }
    res.writeHead(404).end();
  }

  return {
    calls,
    /** Registers an app of the brand (its id and secret are made per test run). */
    addApp(kind: AppKind): { appId: string; appSecret: string } {
      const appId = `wx${randomBytes(8).toString("hex")}`;
      const appSecret = randomBytes(16).toString("hex");
      apps.set(appId, { secret: appSecret, kind });
      return { appId, appSecret };
    },
    /**
     * The shopper opens `authorizeUrl` and allows it: answers the redirect URL WeChat would send
     * the browser to (`code` and `state` added), or throws what WeChat's page would show.
     */
    approve(authorizeUrl: string, user: FakeWechatUser): string {
      const url = new URL(authorizeUrl);
      const q = url.searchParams;
      const app = apps.get(q.get("appid") ?? "");
      if (!app) throw new Error("fake WeChat: 参数错误 (unknown appid)");
      const scope = q.get("scope") ?? "";
      const page = url.pathname;
      if (
        page === "/connect/qrconnect"
          ? app.kind !== "web" || scope !== "snsapi_login"
          : page !== "/connect/oauth2/authorize" || app.kind !== "official-account" || !["snsapi_base", "snsapi_userinfo"].includes(scope)
      ) {
        throw new Error(`fake WeChat: Scope 参数错误或没有 Scope 权限 (${page} ${scope})`);
      }
      if (url.hash !== "#wechat_redirect") throw new Error("fake WeChat: missing #wechat_redirect");
      const redirect = new URL(q.get("redirect_uri") ?? "");
      if (redirect.hostname !== options.callbackDomain) throw new Error("fake WeChat: redirect_uri 参数错误 (not the registered domain)");
      const code = randomBytes(16).toString("hex");
      codes.set(code, { appId: q.get("appid")!, user, scope, issuedAt: now().getTime(), used: false });
      redirect.searchParams.set("code", code);
      if (q.get("state")) redirect.searchParams.set("state", q.get("state")!);
      return redirect.toString();
    },
    openidOf,
    unionidOf,
    /** The JS bridge's check of `wx.config` on a page (config:ok or invalid signature). */
    verifyJsConfig(
      config: { appId: string; timestamp: number; nonceStr: string; signature: string },
      pageUrl: string,
    ): "config:ok" | "invalid signature" {
      const ticket = tickets.get(config.appId);
      if (!ticket) return "invalid signature";
      // The document's rule read on its own (not ./js-sdk.ts): the fields sorted by name in ASCII
      // order, key=value joined with &, raw values, the URL without its fragment.
      const fields: Record<string, string> = {
        noncestr: config.nonceStr,
        jsapi_ticket: ticket,
        timestamp: String(config.timestamp),
        url: pageUrl.replace(/#.*$/, ""),
      };
      const string1 = Object.keys(fields)
        .sort()
        .map((key) => `${key}=${fields[key]}`)
        .join("&");
      const expected = createHash("sha1").update(string1).digest("hex");
      return expected === config.signature ? "config:ok" : "invalid signature";
    },
    async start(): Promise<string> {
      server = createServer(handle);
      await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    async stop(): Promise<void> {
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    },
  };
}

export type FakeWechat = ReturnType<typeof createFakeWechat>;
