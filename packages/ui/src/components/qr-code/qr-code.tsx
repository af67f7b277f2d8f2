import { useMemo, type ReactNode } from "react";
import { encode } from "uqr";
import { cn } from "../../lib/cn";
import { useIsClient } from "../../lib/use-is-client";

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

/**
 * A scannable QR code drawn as inline SVG (encoded locally with `uqr`, no network). The server
 * renders the framed square only and the browser draws the modules after hydration: the
 * footer's four codes were a sixth of every page's HTML, and nobody scans a code before the
 * page's script ran.
 */
export function QrCode({ value, size = 112, label, color = "var(--color-ink, #111)", background = "#fff", className }: QrCodeProps) {
  const client = useIsClient();
  const { path, size: modules } = useMemo(() => qrPath(value), [value]);
  const quiet = 2;
  const box = modules + quiet * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`${-quiet} ${-quiet} ${box} ${box}`}
      shapeRendering="crispEdges"
      className={className}
      data-qr-value={value}
    >
      <rect x={-quiet} y={-quiet} width={box} height={box} fill={background} />
      {client ? <path d={path} fill={color} /> : null}
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
