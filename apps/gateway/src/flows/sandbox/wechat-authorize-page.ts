import { escapeHtml } from "../../kernel/lib/html";

export { escapeHtml };

/** What the sandbox authorize page shows. */
export interface AuthorizePageInput {
  redirectUri: string;
  state: string;
  /** The app asking (sent back with the approval). Default: the website app. */
  appId?: string;
  /** The scope asked for (snsapi_login or snsapi_userinfo; snsapi_base shows no page). */
  scope?: string;
  /** This browser's sandbox WeChat user (its nickname; the identity lives in the browser's cookie). */
  nickname: string;
}

const STYLE = `
*{box-sizing:border-box}body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
background:#ededed;font-family:-apple-system,"PingFang SC","Hiragino Sans GB","Microsoft YaHei",sans-serif;color:#191919}
.card{width:min(92vw,380px);background:#fff;border-radius:12px;box-shadow:0 6px 24px rgba(0,0,0,.08);padding:28px 24px 22px}
.badge{display:inline-block;font-size:12px;color:#fa9d3b;border:1px solid #fa9d3b;border-radius:4px;padding:1px 6px;margin-bottom:14px}
.app{display:flex;align-items:center;gap:12px;margin-bottom:18px}.logo{width:48px;height:48px;border-radius:10px;background:#111;color:#fff;
display:flex;align-items:center;justify-content:center;font-weight:700;letter-spacing:1px}
h1{font-size:18px;margin:0}.sub{font-size:13px;color:#888;margin-top:4px}
.scope{border-top:1px solid #f0f0f0;border-bottom:1px solid #f0f0f0;padding:12px 0;margin:0 0 16px;font-size:14px;color:#555}
.scope li{list-style:none;margin:4px 0}.scope li:before{content:"•";color:#07c160;margin-right:8px}
.who{display:flex;align-items:center;gap:10px;padding:10px 12px;border:1px solid #eee;border-radius:8px;font-size:15px}
.avatar{width:32px;height:32px;border-radius:50%;background:#07c160;color:#fff;display:flex;align-items:center;justify-content:center;font-size:14px}
.note{font-size:12px;color:#999;margin:8px 0 0}
.actions{display:flex;flex-direction:column;gap:10px;margin-top:22px}
.actions button{width:100%;padding:12px;border:0;border-radius:8px;font-size:16px;cursor:pointer}
.approve{background:#07c160;color:#fff}.deny{background:#f2f2f2;color:#07c160}
.foot{margin-top:16px;text-align:center;font-size:12px;color:#aaa}`;

/**
 * The sandbox's stand-in for WeChat's authorisation screen (微信授权登录): the WeChat user of
 * this browser (as on a phone, the account signed in to WeChat — nothing to type or pick),
 * 同意 and 拒绝. Posts to itself; the server redirects to `redirectUri`.
 */
export function renderAuthorizePage(input: AuthorizePageInput): string {
  const e = escapeHtml;
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>微信授权登录</title><style>${STYLE}</style></head>
<body><main class="card">
<span class="badge">沙箱环境 · 非真实微信</span>
<div class="app"><div class="logo">迅岚</div><div><h1>微信授权登录</h1><div class="sub">迅岚 XUNLAN 申请使用你的微信身份</div></div></div>
<ul class="scope"><li>获得你的公开信息（昵称、头像）</li><li>用于登录迅岚 XUNLAN 官方商城</li></ul>
<form method="post">
<input type="hidden" name="redirect_uri" value="${e(input.redirectUri)}">
<input type="hidden" name="state" value="${e(input.state)}">
${input.appId ? `<input type="hidden" name="appid" value="${e(input.appId)}">` : ""}
${input.scope ? `<input type="hidden" name="scope" value="${e(input.scope)}">` : ""}
<div class="who" aria-label="当前微信用户"><span class="avatar" aria-hidden="true">微</span><span class="nickname">${e(input.nickname)}</span></div>
<p class="note">沙箱微信身份保存在本浏览器中，只属于这个浏览器</p>
<div class="actions"><button class="approve" type="submit" name="decision" value="approve">同意</button>
<button class="deny" type="submit" name="decision" value="deny">拒绝</button></div>
</form>
<div class="foot">此页面模拟微信开放平台，仅用于开发与测试</div>
</main></body></html>`;
}

/** A small Chinese error page of the sandbox (e.g. a redirect_uri that is not allowed). */
export function renderSandboxErrorPage(message: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>微信授权登录</title><style>${STYLE}</style></head><body><main class="card"><span class="badge">沙箱环境</span>
<h1>无法完成授权</h1><p class="sub">${escapeHtml(message)}</p></main></body></html>`;
}
