import { cn } from "@xunlan/ui";

/** Props of {@link Logo}. */
export interface LogoProps {
  /** Ink on light backgrounds (default), white on dark (spec §2: white inside /ucenter). */
  color?: "black" | "white";
  /** Show the 迅岚 characters beside the wordmark: always (default), never, or from 1024 px ("desktop"). */
  withHanzi?: boolean | "desktop";
  /** Height in px. Default 28. */
  height?: number;
  /** Accessible name. Default 迅岚 XUNLAN; a logo that is the whole home link names the link. */
  label?: string;
  className?: string;
}

/**
 * The 迅岚 XUNLAN wordmark (fictional brand, original drawing): two forward streaks — speed (迅)
 * cutting through mountain mist (岚) — then an italic heavy XUNLAN. `textLength` keeps the
 * width identical whatever system font draws the letters.
 */
export function Logo({ color = "black", withHanzi = true, height = 28, label = "迅岚 XUNLAN", className }: LogoProps) {
  const width = withHanzi === false ? 158 : 196;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} 32`}
      height={height}
      width={(height / 32) * width}
      className={cn(color === "white" ? "text-paper" : "text-ink", className)}
      data-logo-color={color}
    >
      <path d="M4 30 16 2h9L13 30z" fill="currentColor" />
      <path d="M17 30 29 2h5L22 30z" fill="var(--color-accent, #ff4713)" />
      <text
        x="40"
        y="27"
        textLength="114"
        lengthAdjust="spacingAndGlyphs"
        fill="currentColor"
        fontFamily='"Helvetica Neue", Helvetica, Arial, sans-serif'
        fontSize="30"
        fontStyle="italic"
        fontWeight="900"
      >
        XUNLAN
      </text>
      {withHanzi ? (
        <g className={withHanzi === "desktop" ? "hidden lg:inline" : undefined}>
          <rect x="161" y="6" width="1.5" height="20" fill="currentColor" opacity="0.35" />
          <text
            x="168"
            y="22"
            textLength="26"
            lengthAdjust="spacingAndGlyphs"
            fill="currentColor"
            fontFamily='"PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif'
            fontSize="13"
            fontWeight="700"
          >
            迅岚
          </text>
        </g>
      ) : null}
    </svg>
  );
}
