import { Button, Popup, ShareIcon } from "@xunlan/ui";
import { SHARE_MESSAGES as M, type SharePoster } from "../../lib/share";
import { WeChatShareGuide } from "./wechat-share-guide";

/** Props of {@link ShareSheets}: the state {@link ShareProvider} keeps. */
export interface ShareSheetsProps {
  /** WeChat's guide is open for this page. */
  guide: { title: string; url: string } | null;
  /** A member's sheet is open for this page. */
  sheet: { title: string; text: string; url: string } | null;
  poster: SharePoster | "loading" | "failed" | null;
  canPoster: boolean;
  onCloseGuide: () => void;
  onCloseSheet: () => void;
  onCopy: (url: string) => void;
  onPoster: (url: string) => void;
}

/**
 * WeChat's share guide and the members' share sheet (复制链接, the system sheet, 生成分享海报),
 * loaded by {@link ShareProvider} on the first share.
 */
export function ShareSheets({ guide, sheet, poster, canPoster, onCloseGuide, onCloseSheet, onCopy, onPoster }: ShareSheetsProps) {
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
    <>
      <WeChatShareGuide open={guide !== null} onClose={onCloseGuide} title={guide?.title}>
        {canPoster && guide ? (
          poster === null ? (
            <button type="button" onClick={() => onPoster(guide.url)} className="h-11 bg-paper px-8 text-sm font-bold text-ink">
              {M.poster}
            </button>
          ) : (
            posterBlock
          )
        ) : null}
      </WeChatShareGuide>
      <Popup open={sheet !== null} onClose={onCloseSheet} title={M.title}>
        {sheet ? (
          <div className="flex flex-col gap-4 text-sm">
            <p className="font-bold">{sheet.title}</p>
            <p className="break-all bg-grey-100 px-3 py-2 text-xs text-grey-700" data-testid="share-url">
              {sheet.url}
            </p>
            <div className="grid gap-3 sm:grid-cols-2">
              <Button variant="secondary" onClick={() => onCopy(sheet.url)}>
                {M.copy}
              </Button>
              {typeof navigator !== "undefined" && typeof navigator.share === "function" ? (
                <Button variant="secondary" onClick={() => void navigator.share(sheet).catch(() => undefined)}>
                  <ShareIcon size={18} />
                  {M.systemShare}
                </Button>
              ) : null}
              {poster === null ? <Button onClick={() => onPoster(sheet.url)}>{M.poster}</Button> : null}
            </div>
            {posterBlock}
          </div>
        ) : null}
      </Popup>
    </>
  );
}
