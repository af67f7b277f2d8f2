import { usePopup } from "@xunlan/ui";
import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useMemo, useState } from "react";
import { copyText, isWeChatBrowser, SHARE_MESSAGES as M, type SharePoster, shareUrlOf } from "../../lib/share";

// The guide and the members' sheet show only after 分享给好友: their code loads on the first
// share, off every page's first load.
const loadShareSheets = () => import("./share-sheets");
const ShareSheets = lazy(() => loadShareSheets().then((module) => ({ default: module.ShareSheets })));

/** What is shared: by default the current page with its document title and description. */
export interface ShareTarget {
  title?: string;
  text?: string;
  /** Absolute URL; default the current page. */
  url?: string;
}

export type { SharePoster } from "../../lib/share";

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
  // Mounted from the first guide or sheet on, so they keep their closing transitions.
  const [sheetsMounted, setSheetsMounted] = useState(false);

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
        setSheetsMounted(true);
        setGuide(page);
        return;
      }
      if (canPoster) {
        setSheetsMounted(true);
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

  return (
    <ShareContext.Provider value={value}>
      {children}
      {sheetsMounted ? (
        <Suspense fallback={null}>
          <ShareSheets
            guide={guide}
            sheet={sheet}
            poster={poster}
            canPoster={canPoster}
            onCloseGuide={() => setGuide(null)}
            onCloseSheet={() => setSheet(null)}
            onCopy={(url) => void copy(url)}
            onPoster={(url) => void loadPoster(url)}
          />
        </Suspense>
      ) : null}
    </ShareContext.Provider>
  );
}

/** The share action of the nearest {@link ShareProvider}; null outside one (hide the share entries then). */
export function useShare(): ShareApi | null {
  return useContext(ShareContext);
}
