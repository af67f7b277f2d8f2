import { ChevronIcon, IconButton, Modal } from "@xunlan/ui";
import { resizeImageUrl } from "@xunlan/validation";
import { useEffect } from "react";
import type { ProductAsset } from "../../lib/types";

/** Props of {@link Lightbox}. */
export interface LightboxProps {
  items: ProductAsset[];
  at: number | null;
  onChange: (at: number | null) => void;
  alt: string;
  webp: boolean;
}

/** Full-screen zoom of the images (videos are skipped), full 1920 width, ←/→ to move. */
export function Lightbox({ items, at, onChange, alt, webp }: LightboxProps) {
  const images = items.map((asset, i) => ({ asset, i })).filter(({ asset }) => !asset.isVideo);
  const position = images.findIndex(({ i }) => i === at);
  const current = images[position];
  const open = at !== null && !!current;

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const delta = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
      const next = images[position + delta];
      if (delta !== 0 && next) onChange(next.i);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  });

  const move = (delta: number) => {
    const next = images[position + delta];
    if (next) onChange(next.i);
  };
  return (
    <Modal
      open={open}
      onClose={() => onChange(null)}
      label="图片预览"
      title={`${position + 1} / ${images.length}`}
      className="flex flex-1 items-center justify-center bg-canvas"
    >
      {current ? (
        <div className="relative flex size-full items-center justify-center">
          <img
            src={resizeImageUrl(current.asset.localUrl, { webp })}
            alt={`${alt} 第 ${current.i + 1} 张`}
            className="max-h-[calc(100dvh-7rem)] w-auto max-w-[calc(100%-8rem)] object-contain mix-blend-multiply"
          />
          <div className="absolute top-1/2 left-4 -translate-y-1/2">
            <IconButton label="上一张" variant="solid" disabled={position <= 0} onClick={() => move(-1)} className="rounded-full">
              <ChevronIcon direction="left" />
            </IconButton>
          </div>
          <div className="absolute top-1/2 right-4 -translate-y-1/2">
            <IconButton
              label="下一张"
              variant="solid"
              disabled={position >= images.length - 1}
              onClick={() => move(1)}
              className="rounded-full"
            >
              <ChevronIcon direction="right" />
            </IconButton>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
