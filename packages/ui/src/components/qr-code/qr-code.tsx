import { type ReactNode, useEffect, useRef, useState } from "react";
import { encode } from "uqr";
import { cn } from "../../lib/cn";

/** Props of {@link QrCode}. */
export interface QrCodeProps {
  /** Text or URL to encode (a real, scannable QR code). */
  value: string;
  /** Rendered size in px. Default 112. */
  size?: number;
  /** Accessible name, e.g. 扫码关注公众号. */
  label: string;
  /** Module colour. Default ink. */
  color?: string;
  /** Background colour. Default white. */
  background?: string;
  className?: string;
}

/** Encoded codes kept per value: a page shows the same few (the footer's four) on every render. */
const QR_CACHE_LIMIT = 64;
const encoded = new Map<string, { path: string; size: number }>();

/**
 * Builds one SVG path of all dark modules: one `M x y h n v1 h-n z` rectangle per horizontal run
 * of dark modules in a row (about half the text of a square per module). Encoding is the costly
 * part (uqr scores all eight masks): each value is encoded once per process and kept (at most
 * {@link QR_CACHE_LIMIT} values) — the server needs the module count of the footer's codes on every
 * render, which cost a quarter of a member's product page render before.
 */
export function qrPath(value: string): { path: string; size: number } {
  let result = encoded.get(value);
  if (!result) {
    result = encodeQrPath(value);
    if (encoded.size >= QR_CACHE_LIMIT) encoded.clear();
    encoded.set(value, result);
  }
  return result;
}

function encodeQrPath(value: string): { path: string; size: number } {
  const { data, size } = encode(value, { ecc: "M", border: 0 });
  let path = "";
  data.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x += 1;
      const run = x - start;
      path += `M${start} ${y}h${run}v1h-${run}z`;
    }
  });
  return { path, size };
}

/** How far outside the viewport a code starts being drawn, so it is ready when scrolled to. */
const QR_DRAW_MARGIN = "200px";

/**
 * A scannable QR code drawn as inline SVG (encoded locally with `uqr`, no network). The server
 * renders the framed square only, and the browser encodes and draws the modules once the code
 * comes near the viewport (IntersectionObserver; at once where there is none): the footer's four
 * codes were a sixth of every page's HTML, and encoding them (uqr scores eight masks per code)
 * was ~75 ms of every page's hydration task on a 4× slowed phone CPU, for codes below the fold.
 * The modules sit in a nested SVG with their own viewBox, so the outer square needs no module
 * count and the server encodes nothing.
 */
export function QrCode({ value, size = 112, label, color = "var(--color-ink, #111)", background = "#fff", className }: QrCodeProps) {
  const ref = useRef<SVGSVGElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const svg = ref.current;
    if (!svg || typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: QR_DRAW_MARGIN },
    );
    observer.observe(svg);
    return () => observer.disconnect();
  }, []);
  const code = near ? qrPath(value) : null;
  const quiet = 2;
  return (
    <svg
      ref={ref}
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={className}
      data-qr-value={value}
    >
      <rect width={size} height={size} fill={background} />
      {code ? (
        <svg viewBox={`${-quiet} ${-quiet} ${code.size + quiet * 2} ${code.size + quiet * 2}`} width={size} height={size}>
          <path d={code.path} fill={color} />
        </svg>
      ) : null}
    </svg>
  );
}

/** Props of {@link QrFrame}. */
export interface QrFrameProps {
  /** Caption under the code, e.g. 公众号. */
  caption: ReactNode;
  /** Either a URL to encode… */
  value?: string;
  /** …or an image URL of a ready-made code (from the CMS). */
  imageSrc?: string;
  /** Rendered size in px. Default 112. */
  size?: number;
  /** Dark frame (default) or light. */
  tone?: "light" | "dark";
  className?: string;
}

/** A captioned, framed QR code (footer social codes, store code in the mega-menu). */
export function QrFrame({ caption, value, imageSrc, size = 112, tone = "light", className }: QrFrameProps) {
  const label = typeof caption === "string" ? `${caption}二维码` : "二维码";
  return (
    <figure className={cn("inline-flex flex-col items-center gap-2", className)}>
      <div className={cn("bg-paper p-1.5", tone === "dark" ? "ring-1 ring-paper/20" : "ring-1 ring-grey-200")}>
        {imageSrc ? (
          <img src={imageSrc} alt={label} width={size} height={size} className="block" loading="lazy" />
        ) : (
          <QrCode value={value ?? ""} size={size} label={label} />
        )}
      </div>
      <figcaption className={cn("text-xs", tone === "dark" ? "text-grey-300" : "text-grey-600")}>{caption}</figcaption>
    </figure>
  );
}
