import { useRouterState } from "@tanstack/react-router";
import { type OpenWechatAddress, WechatAddressProvider } from "@xunlan/account";
import { type ApiClient, WechatJsConfigDocument } from "@xunlan/api-client";
import { type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { configureWx, loadWechatJsSdk, openWxAddress, shareDataOf, signatureUrl, type Wx } from "../../lib/wechat-js-sdk";
import { isWechatUserAgent, wechatReturnOf } from "../../lib/wechat-return";

// The address the page was opened at, before the router rewrites it (iOS WeChat signs that one).
const ENTRY_URL = typeof window === "undefined" ? "" : window.location.href;

/** Props of {@link WechatBridge}. */
export interface WechatBridgeProps {
  /** The gateway client (wechatJsConfig). */
  api: ApiClient;
  children?: ReactNode;
}

/**
 * WeChat's JS bridge for the pages below it (issue 23 §1, 26 §3). Inside WeChat only (never in
 * another browser, never on the server): loads jweixin, configures it with the gateway's
 * signature for the page, then sets each page's share card (title, description, picture of the
 * page, its clean link) on every navigation, and offers `wx.openAddress` to the address forms
 * (ucenter's WechatAddressProvider). Outside WeChat, or when WeChat refuses the config, it
 * renders its children and nothing else.
 */
export function WechatBridge({ api, children }: WechatBridgeProps) {
  const [wx, setWx] = useState<Wx | null>(null);
  const href = useRouterState({ select: (state) => state.resolvedLocation?.href ?? null });
  const configuredFor = useRef<string | null>(null);

  // Configure once per signed URL: the entry URL on iOS (one config), the current URL elsewhere.
  // Not while the address carries a WeChat return: its sign-in replaces the guest token, and a
  // call made meanwhile with the old one would be refused and sign the shopper out again.
  useEffect(() => {
    if (href === null || !isWechatUserAgent(navigator.userAgent)) return;
    if (wechatReturnOf(Object.fromEntries(new URLSearchParams(window.location.search)))) return;
    const url = signatureUrl(navigator.userAgent, ENTRY_URL, window.location.href);
    if (configuredFor.current === url) return;
    configuredFor.current = url;
    let live = true;
    void (async () => {
      try {
        const [sdk, { wechatJsConfig }] = await Promise.all([loadWechatJsSdk(), api.request(WechatJsConfigDocument, { url })]);
        if (!wechatJsConfig) return;
        await configureWx(sdk, wechatJsConfig);
        if (live) setWx(sdk);
      } catch {
        // No JS-SDK for this page (not loaded, refused): sharing falls back to WeChat's default card.
        if (configuredFor.current === url) configuredFor.current = null;
      }
    })();
    return () => {
      live = false;
    };
  }, [api, href]);

  // The share card follows the page: read once its head is in the document.
  useEffect(() => {
    if (!wx || href === null) return;
    const timer = window.setTimeout(() => {
      const card = shareDataOf(document, window.location.href);
      wx.updateAppMessageShareData(card);
      wx.updateTimelineShareData({ title: card.title, link: card.link, imgUrl: card.imgUrl });
    }, 0);
    return () => window.clearTimeout(timer);
  }, [wx, href]);

  const openAddress = useMemo<OpenWechatAddress | null>(() => (wx ? () => openWxAddress(wx) : null), [wx]);
  return <WechatAddressProvider value={openAddress}>{children}</WechatAddressProvider>;
}
