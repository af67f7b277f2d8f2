import type { HeroBlock as HeroBlockData } from "@xunlan/cms-content";
import { Container, cn } from "@xunlan/ui";
import { ContentImage } from "../content-image/content-image";
import { Cta } from "../cta/cta";

/**
 * Full-bleed hero. `theme: "light"` means light text over dark media (and the dark studio
 * backdrop while media loads); `"dark"` the reverse. A video plays muted and inline (WeChat/iOS
 * need `playsInline`); with reduced motion only its poster shows.
 */
export function HeroBlock({
  block,
  priority = false,
  headingLevel = 1,
}: {
  block: HeroBlockData;
  priority?: boolean;
  /** 2 when the page has its own h1 (a listing under its category banner). */
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const lightText = block.theme === "light";
  const media = block.media;
  const poster =
    media.kind === "video"
      ? { src: media.poster, alt: media.alt }
      : { src: media.src, mobileSrc: media.mobileSrc, alt: media.alt, width: media.width, height: media.height };

  return (
    <section aria-labelledby={`${block.id}-title`} className="relative isolate overflow-hidden">
      <ContentImage
        image={poster}
        tone={lightText ? "ink" : "stone"}
        art={<HeroArt />}
        priority={priority}
        className="absolute inset-0 -z-20"
      />
      {media.kind === "video" ? (
        <video
          className="absolute inset-0 -z-10 size-full object-cover motion-reduce:hidden"
          src={media.src}
          poster={media.poster}
          autoPlay
          muted
          loop
          playsInline
          preload="metadata"
          aria-hidden
          onError={(event) => {
            event.currentTarget.hidden = true;
          }}
        />
      ) : null}
      {/* Legibility scrim, strongest where the text sits. */}
      <div
        aria-hidden
        className={cn(
          "absolute inset-0 -z-10",
          lightText
            ? "bg-gradient-to-t from-black/75 via-black/25 to-black/10"
            : "bg-gradient-to-t from-white/70 via-white/20 to-transparent",
        )}
      />
      <Container className="flex min-h-[min(82svh,760px)] flex-col justify-end pb-12 pt-32 md:min-h-[min(86vh,880px)] md:pb-20">
        <div className={cn("max-w-3xl", lightText ? "text-paper" : "text-ink")}>
          {block.eyebrow ? (
            <p className="mb-4 inline-flex items-center gap-2 text-xs font-bold uppercase tracking-label">
              <span aria-hidden className="inline-block h-0.5 w-8 bg-accent" />
              {keepSeparators(block.eyebrow)}
            </p>
          ) : null}
          <Heading
            id={`${block.id}-title`}
            className="font-display text-[2.5rem] leading-[1.02] font-black tracking-tight text-balance sm:text-display-md lg:text-display-lg"
          >
            {keepSeparators(block.headline)}
          </Heading>
          {block.subheadline ? (
            <p
              className={cn(
                "mt-5 max-w-2xl text-base leading-relaxed text-pretty md:text-lg",
                lightText ? "text-paper/85" : "text-grey-700",
              )}
            >
              {keepSeparators(block.subheadline)}
            </p>
          ) : null}
          {block.cta || block.secondaryCta ? (
            <div className="mt-8 flex flex-wrap gap-3">
              {block.cta ? <Cta link={block.cta} tone={lightText ? "solid-light" : "solid-dark"} /> : null}
              {block.secondaryCta ? <Cta link={block.secondaryCta} tone={lightText ? "outline-light" : "outline-dark"} /> : null}
            </div>
          ) : null}
        </div>
      </Container>
    </section>
  );
}

/**
 * Issue 26 §8: a " · " between two phrases stays at the end of the first line, never starts the
 * next ("疾风 3 · 每一步都更轻" broke as "疾风 3 / · 每一步都更轻" at 390 px): the space before the
 * dot becomes a no-break space, so the line can only break after it.
 */
export function keepSeparators(text: string): string {
  return text.replace(/\s+([·•｜|])\s+/gu, "\u00a0$1 ");
}

/** The brand's speed lines and wordmark: the hero's art when no photograph covers it. */
function HeroArt() {
  return (
    <div aria-hidden className="pointer-events-none absolute inset-0 overflow-hidden">
      <div className="absolute -right-[10%] top-[-20%] h-[140%] w-[38%] -skew-x-[18deg] bg-gradient-to-b from-accent via-accent/80 to-accent-strong/40 opacity-90" />
      <div className="absolute right-[30%] top-[-20%] h-[140%] w-[3%] -skew-x-[18deg] bg-accent/70" />
      <div className="absolute right-[35%] top-[-20%] h-[140%] w-[1%] -skew-x-[18deg] bg-paper/20" />
      <p className="absolute -bottom-[0.12em] right-[-0.04em] select-none font-display text-[28vw] font-black leading-none tracking-tighter text-paper/[0.06] md:text-[18vw]">
        XUNLAN
      </p>
    </div>
  );
}
