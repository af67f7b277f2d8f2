// Story-only helpers (not exported from the package): callbacks that resolve after a short
// delay so every flow works inside Storybook, and a demo captcha drawn as an inline SVG.

import { PopupProvider } from "@xunlan/ui";
import { type ReactNode, useState } from "react";
import type { AuthUser } from "../../lib/types";
import { LoginPanel, type LoginPanelProps } from "./login-panel";

/** Resolves after `ms`. */
export const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const CAPTCHA_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** Five random-looking characters (no 0/O/1/I confusion). */
export function captchaText(): string {
  return Array.from({ length: 5 }, () => CAPTCHA_ALPHABET[Math.floor(Math.random() * CAPTCHA_ALPHABET.length)]).join("");
}

/** An image captcha as an SVG data URL: jittered glyphs over noise lines. */
export function captchaDataUrl(text = captchaText()): string {
  const glyphs = Array.from(text)
    .map((char, i) => {
      const x = 10 + i * 18;
      const y = 27 + Math.round(Math.random() * 6 - 3);
      const rotate = Math.round(Math.random() * 36 - 18);
      return `<text x="${x}" y="${y}" transform="rotate(${rotate} ${x} ${y})" font-family="Georgia,serif" font-size="20" font-weight="700" font-style="italic" fill="#1f1f1f">${char}</text>`;
    })
    .join("");
  const lines = Array.from({ length: 4 }, () => {
    const y1 = Math.round(Math.random() * 36);
    const y2 = Math.round(Math.random() * 36);
    return `<path d="M0 ${y1} Q52 ${Math.round(Math.random() * 36)} 104 ${y2}" stroke="#ff4713" stroke-opacity="0.55" stroke-width="1.2" fill="none"/>`;
  }).join("");
  const dots = Array.from(
    { length: 26 },
    () => `<circle cx="${Math.round(Math.random() * 104)}" cy="${Math.round(Math.random() * 36)}" r="0.9" fill="#757575"/>`,
  ).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="104" height="36" viewBox="0 0 104 36"><rect width="104" height="36" fill="#f2f2f2"/>${dots}${glyphs}${lines}</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A WeChat OAuth URL shaped like the real one, for the demo QR code. */
export const DEMO_WECHAT_QR_URL =
  "https://open.weixin.qq.com/connect/qrconnect?appid=wx0demo0xunlan&redirect_uri=https%3A%2F%2Fwww.xunlan.example%2F&response_type=code&scope=snsapi_login&state=demo#wechat_redirect";

/** The member used by the logged-in stories. */
export const DEMO_USER: AuthUser = { name: "林晓", cellphone: "13800138000", level: "金卡会员" };

/** Callbacks that behave like the gateway after a short delay. */
export const demoCallbacks = {
  getCaptcha: async () => {
    await delay(350);
    return captchaDataUrl();
  },
  sendSmsCode: async () => {
    await delay(600);
  },
  login: async () => {
    await delay(900);
    return { userToken: "demo-token", isMemberLoggedIn: true };
  },
  bindMobile: async () => {
    await delay(900);
    return { userToken: "demo-token", isMemberLoggedIn: true };
  },
};

/**
 * A stateful host so stories behave like the storefront: a successful login shows the member
 * board, logout returns to the form, WeChat authorisation in the in-app browser comes back with
 * an authCode (stage 2). Every callback still goes through the story's args (Actions panel).
 */
export function DemoHost(props: LoginPanelProps) {
  const [user, setUser] = useState<AuthUser | null | undefined>(props.user);
  const [authCode, setAuthCode] = useState(props.authCode);
  const [round, setRound] = useState(0);
  return (
    <LoginPanel
      key={round}
      {...props}
      user={user}
      authCode={authCode}
      onLoginSuccess={(result) => {
        props.onLoginSuccess?.(result);
        setAuthCode(null);
        setUser(DEMO_USER);
      }}
      onLogout={async () => {
        await props.onLogout?.();
        await delay(400);
        setUser(null);
        setRound((n) => n + 1);
      }}
      onWechatAuthorize={() => {
        props.onWechatAuthorize?.();
        setAuthCode("demo-auth-code");
        setRound((n) => n + 1);
      }}
    />
  );
}

/** Canvas of the desktop stories: the panel as it hangs under the header's user icon. */
export function DesktopStage({ children }: { children: ReactNode }) {
  return (
    <PopupProvider>
      <div className="flex min-h-screen items-start justify-center bg-canvas px-4 py-12 font-sans">{children}</div>
    </PopupProvider>
  );
}

/** Canvas of the mobile stories: the full-screen sheet. */
export function MobileStage({ children }: { children: ReactNode }) {
  return (
    <PopupProvider>
      <div className="min-h-screen bg-paper font-sans">{children}</div>
    </PopupProvider>
  );
}
