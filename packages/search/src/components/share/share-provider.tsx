import { Button, Popup, ShareIcon, usePopup } from "@xunlan/ui";
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { SHARE_MESSAGES as M, copyText, isWeChatBrowser, shareUrlOf } from "../../lib/share";
import { WeChatShareGuide } from "./wechat-share-guide";

/** What is shared: by default the current page with its document title and description. */
export interface ShareTarget {
  title?: string;
  text?: string;
  /** Absolute URL; default the current page. */
  url?: string;
}

/** A member's share poster (the gateway's memberShareQrCode). */
export interface SharePoster {
  url: string;
  /** Image URL (an SVG data URL from the gateway). */
  image: string;
}

/** Props of {@link ShareProvider}. */
export interface ShareProviderProps {
  /** Members get 生成分享海报 (a QR poster carrying their share code). */
  isLoggedIn: boolean;
  /** Loads a member's poster for a storefront path and query (memberShareQrCode). */
  getPoster?: (page: string, args: string) => Promise<SharePoster>;
  /** The browser's user agent (tests, server render); default navigator.userAgent. */
  userAgent?: string;
  children: ReactNode;
}

/** What {@link useShare} returns. */
export interface ShareApi {
  /** Shares the current page (or `target`): WeChat's guide, the system sheet, or copy link. */
  share: (target?: ShareTarget) => void;
}

const ShareContext = createContext<ShareApi | null>(null);

function describePage(target: ShareTarget | undefined) {
  const meta = (name: string) =>
    document.querySelector<HTMLMetaElement>(`meta[property="${name}"], meta[name="${name}"]`)?.content ?? undefined;
  return {
    title: target?.title ?? meta("og:title") ?? document.title,
    text: target?.text ?? meta("og:description") ?? meta("description") ?? "",
    url: shareUrlOf(target?.url ?? window.location.href),
  };
}

/**
 * Sharing for the whole app (spec §2 分享给好友): inside WeChat (MicroMessenger) a guide to its
 * top-right menu; elsewhere guests get the system share sheet (navigator.share) or, without
 * one, the link copied with a toast; members get a sheet with 复制链接, the system sheet when
 * there is one, and 生成分享海报 (their QR poster). The page's share title, description and
 * image are its og: meta tags.
 */
export function ShareProvider({ isLoggedIn, getPoster, userAgent, children }: ShareProviderProps) {
  const popup = usePopup();
  const [guide, setGuide] = useState<{ title: string; url: string } | null>(null);
  const [sheet, setSheet] = useState<{ title: string; text: string; url: string } | null>(null);
  const [poster, setPoster] = useState<SharePoster | "loading" | "failed" | null>(null);
  const canPoster = isLoggedIn && Boolean(getPoster);

  const copy = useCallback(
    async (url: string) => {
      popup.toast((await copyText(url)) ? M.copied : M.copyFailed);
    },
    [popup],
  );

  const loadPoster = useCallback(
    async (url: string) => {
      if (!getPoster) return;
      setPoster("loading");
      const { pathname, search } = new URL(url);
      try {
        setPoster(await getPoster(pathname, search.replace(/^\?/, "")));
      } catch {
        setPoster("failed");
      }
    },
    [getPoster],
  );

  const share = useCallback(
    (target?: ShareTarget) => {
      const page = describePage(target);
      setPoster(null);
      if (isWeChatBrowser(userAgent)) {
        setGuide(page);
        return;
      }
      if (canPoster) {
        setSheet(page);
        return;
      }
      if (typeof navigator.share === "function") {
        // a cancelled sheet rejects with AbortError: nothing to tell
        navigator.share(page).catch((error: unknown) => {
          if ((error as { name?: string })?.name !== "AbortError") void copy(page.url);
        });
        return;
      }
      void copy(page.url);
    },
    [userAgent, canPoster, copy],
  );

  const value = useMemo(() => ({ share }), [share]);
  const posterBlock =
    poster === null ? null : poster === "loading" ? (
      <p className="text-sm">{M.posterLoading}</p>
    ) : poster === "failed" ? (
      <p role="alert" className="text-sm text-accent">
        {M.posterFailed}
      </p>
    ) : (
      <figure className="flex flex-col items-center gap-2">
        <img src={poster.image} alt="分享海报" width={240} height={320} className="h-80 w-60 bg-paper shadow-overlay" />
        <figcaption className="text-xs opacity-80">{M.posterHint}</figcaption>
        <a href={poster.image} download="xunlan-share.svg" className="text-sm font-bold underline underline-offset-4">
          {M.posterSave}
        </a>
      </figure>
    );

  return (
    <ShareContext.Provider value={value}>
      {children}
      <WeChatShareGuide open={guide !== null} onClose={() => setGuide(null)} title={guide?.title}>
        {canPoster && guide ? (
          poster === null ? (
            <button type="button" onClick={() => void loadPoster(guide.url)} className="h-11 bg-paper px-8 text-sm font-bold text-ink">
              {M.poster}
            </button>
          ) : (
            posterBlock
          )
        ) : null}
      </WeChatShareGuide>
      <Popup open={sheet !== null} onClose={() => setSheet(null)} title={M.title}>
        {sheet ? (
          <div className="flex flex-col gap-4 text-sm">
            <p className="font-bold">{sheet.title}</p>
            <p className="break-all bg-grey-100 px-3 py-2 text-xs text-grey-700" data-testid="share-url">
              {sheet.url}
            </p>
            <div className="grid gap-3 sm:grid-cols-2">
              <Button variant="secondary" onClick={() => void copy(sheet.url)}>
                {M.copy}
              </Button>
              {typeof navigator !== "undefined" && typeof navigator.share === "function" ? (
                <Button variant="secondary" onClick={() => void navigator.share(sheet).catch(() => undefined)}>
                  <ShareIcon size={18} />
                  {M.systemShare}
                </Button>
              ) : null}
              {poster === null ? (
                <Button onClick={() => void loadPoster(sheet.url)}>{M.poster}</Button>
              ) : null}
            </div>
            {posterBlock}
          </div>
        ) : null}
      </Popup>
    </ShareContext.Provider>
  );
}

/** The share action of the nearest {@link ShareProvider}; null outside one (hide the share entries then). */
export function useShare(): ShareApi | null {
  return useContext(ShareContext);
}
