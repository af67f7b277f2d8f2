import { Anchor, CloseIcon, cn, IconButton, PauseIcon, PlayIcon } from "@xunlan/ui";
import { MARQUEE_GUTTER_PX } from "@xunlan/validation";
import { type CSSProperties, useEffect, useRef, useState } from "react";
import { prefersReducedMotion } from "../../lib/hooks";
import type { AnnouncementContent, WithLinkComponent } from "../../lib/types";
import { marqueeDurationSeconds, shouldScroll } from "./marquee";

/** Props of {@link AnnouncementBar}: the announcement document plus callbacks. */
export interface AnnouncementBarProps extends Partial<Omit<AnnouncementContent, "message" | "style">>, WithLinkComponent {
  /** The text shown. */
  message: string;
  /** White or black bar: the document's `style` field (renamed: `style` is React's CSS prop). */
  variant?: AnnouncementContent["style"];
  /** Called after the visitor closes the bar (remember it in client state if wanted). */
  onClose?: () => void;
  className?: string;
}

/**
 * The announcement banner of spec §2: shown when enabled, white or black, 64 px tall on mobile and
 * 80 px on desktop (§9). Scrolls as a marquee only when the text is wider than its box (measured
 * with ResizeObserver), 100 px gutter at 100 px/s, pausing on hover; a play/pause button (and an
 * optional close button). Starts paused when the visitor prefers reduced motion.
 */
export function AnnouncementBar({
  enable = true,
  message,
  variant = "black",
  closable = false,
  link,
  onClose,
  LinkComponent,
  className,
}: AnnouncementBarProps) {
  const [root, setRoot] = useState<HTMLElement | null>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const textRef = useRef<HTMLSpanElement>(null);
  const [widths, setWidths] = useState({ box: 0, text: 0 });
  const [paused, setPaused] = useState(prefersReducedMotion);
  const [hovered, setHovered] = useState(false);
  const [closed, setClosed] = useState(false);

  useEffect(() => {
    const box = boxRef.current;
    const text = textRef.current;
    if (!box || !text || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver((entries) => {
      setWidths((current) => {
        let next = current;
        for (const entry of entries) {
          const measured = entry.borderBoxSize?.[0]?.inlineSize ?? entry.contentRect.width;
          // The text is drawn with an ellipsis until it is known to need the marquee: its
          // scrollWidth is the whole message's width even while it is cut.
          const width = entry.target === text ? Math.max(measured, text.scrollWidth) : measured;
          if (entry.target === box && width !== next.box) next = { ...next, box: width };
          if (entry.target === text && width !== next.text) next = { ...next, text: width };
        }
        return next;
      });
    });
    observer.observe(box);
    observer.observe(text);
    return () => observer.disconnect();
  }, []);

  // spec §2: the marquee pauses on hover (pointer-only; the play/pause button serves keyboards)
  useEffect(() => {
    if (!root) return;
    const enter = () => setHovered(true);
    const leave = () => setHovered(false);
    root.addEventListener("mouseenter", enter);
    root.addEventListener("mouseleave", leave);
    return () => {
      root.removeEventListener("mouseenter", enter);
      root.removeEventListener("mouseleave", leave);
    };
  }, [root]);

  if (!enable || !message.trim() || closed) return null;

  const scrolling = shouldScroll(widths.text, widths.box);
  const running = scrolling && !paused && !hovered;
  const dark = variant === "black";
  const trackStyle: CSSProperties | undefined = scrolling
    ? ({
        "--marquee-shift": `${widths.text + MARQUEE_GUTTER_PX}px`,
        animationDuration: `${marqueeDurationSeconds(widths.text)}s`,
        animationPlayState: running ? "running" : "paused",
      } as CSSProperties)
    : undefined;

  const content = (
    <>
      {message}
      {link ? (
        <Anchor
          as={LinkComponent}
          href={link.href}
          external={link.external}
          className="ml-3 underline underline-offset-4 hover:text-accent"
        >
          {link.label}
        </Anchor>
      ) : null}
    </>
  );

  return (
    <section
      ref={setRoot}
      aria-label="公告"
      data-style={variant}
      data-marquee={scrolling ? (running ? "playing" : "paused") : "off"}
      className={cn(
        "relative flex h-16 w-full items-center gap-2 px-3 lg:h-20 lg:px-6",
        dark ? "bg-ink text-paper" : "border-b border-grey-200 bg-paper text-ink",
        className,
      )}
    >
      <div
        ref={boxRef}
        data-testid="marquee-box"
        className={cn(
          "relative min-w-0 flex-1 overflow-hidden",
          // soft edges so scrolling text fades in and out instead of being cut
          scrolling && "[mask-image:linear-gradient(90deg,transparent,#000_24px,#000_calc(100%-24px),transparent)]",
        )}
      >
        <div
          data-testid="marquee-track"
          style={trackStyle}
          className={cn(
            "flex w-max items-center whitespace-nowrap",
            // Server-rendered and until measured (or when it fits): centred, and a message wider
            // than the bar ends in an ellipsis instead of being cut mid-phrase.
            scrolling ? "animate-marquee" : "mx-auto max-w-full",
          )}
        >
          <span
            ref={textRef}
            data-testid="marquee-text"
            className={cn("text-[13px] font-bold tracking-[0.06em] lg:text-sm", scrolling ? "inline-block" : "block min-w-0 truncate")}
          >
            {content}
          </span>
          {scrolling ? (
            <span aria-hidden="true" className="inline-flex items-center" style={{ paddingLeft: MARQUEE_GUTTER_PX }}>
              <span className="inline-block text-[13px] font-bold tracking-[0.06em] lg:text-sm">{message}</span>
            </span>
          ) : null}
        </div>
      </div>
      {scrolling ? (
        <IconButton
          size="sm"
          label={paused ? "播放" : "暂停"}
          aria-pressed={paused}
          onClick={() => setPaused((p) => !p)}
          className={cn("shrink-0", dark ? "text-paper" : "text-ink")}
        >
          {paused ? <PlayIcon size={14} /> : <PauseIcon size={14} />}
        </IconButton>
      ) : null}
      {closable ? (
        <IconButton
          size="sm"
          label="关闭公告"
          onClick={() => {
            setClosed(true);
            onClose?.();
          }}
          className="shrink-0"
        >
          <CloseIcon size={18} />
        </IconButton>
      ) : null}
    </section>
  );
}
