import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { detailColor } from "../../fixtures";
import { galleryAssets } from "../../lib/assets";
import { GALLERY_IMAGE_SIZES, imagePreloadLink } from "../../lib/images";
import { Gallery } from "./gallery";

afterEach(cleanup);

// The gateway serves no video files yet (its product service leaves video assets out), but the
// contract carries them (isVideo, posterUrl): one 360° spin as the second asset, where the
// catalogue generator puts it.
const photos = detailColor.productAssets!;
const spin = {
  localUrl: `/videos/products/${detailColor.productSlug}/spin.mp4`,
  isVideo: true,
  posterUrl: photos[1]!.localUrl,
  enable: true,
  sort: 0,
  isGlobal: false,
};
const assets = [photos[0]!, spin, ...photos.slice(1)].map((asset, index) => ({ ...asset, sort: index + 1 }));

describe("Gallery", () => {
  it("shows enabled assets by sort; the first image is eager with high fetch priority", () => {
    const { container } = render(
      <Gallery assets={[...assets].reverse().concat({ ...assets[0]!, localUrl: "/off.jpg", enable: false, sort: 0 })} alt="卷云 3 代" />,
    );
    const stageImages = container.querySelectorAll<HTMLImageElement>("section img");
    expect(stageImages[0]!.getAttribute("src")).toBe(`${assets[0]!.localUrl}?w=1536`);
    expect(stageImages[0]!.getAttribute("loading")).toBe("eager");
    expect(stageImages[0]!.getAttribute("fetchpriority")).toBe("high");
    expect(stageImages[1]!.getAttribute("loading")).toBe("lazy");
    expect(container.querySelector('img[src^="/off.jpg"]')).toBeNull();
  });

  it("renders the first image exactly as the product page preloads it (issue 11: href, srcset and sizes of the LCP image)", () => {
    const { container } = render(<Gallery assets={assets} alt="卷云 3 代" />);
    const first = container.querySelector<HTMLImageElement>("section img")!;
    const preload = imagePreloadLink(galleryAssets(assets)[0]!.localUrl, GALLERY_IMAGE_SIZES);
    expect(preload).toMatchObject({ rel: "preload", as: "image", fetchPriority: "high" });
    expect(preload.href).toBe(first.getAttribute("src"));
    expect(preload.imageSrcSet).toBe(first.getAttribute("srcset"));
    expect(preload.imageSizes).toBe(first.getAttribute("sizes"));
    expect(preload.imageSrcSet).toContain("316w");
  });

  it("plays videos muted and inline with controls and a poster", () => {
    const { container } = render(<Gallery assets={assets} alt="卷云 3 代" />);
    const video = container.querySelector("video")!;
    expect(video.muted).toBe(true);
    expect(video.hasAttribute("playsinline")).toBe(true);
    expect(video.hasAttribute("controls")).toBe(true);
    expect(video.getAttribute("poster")).toBe(assets.find((a) => a.isVideo)!.posterUrl);
  });

  it("counts 1/N and follows the thumbnails", () => {
    render(<Gallery assets={assets} alt="卷云 3 代" />);
    expect(screen.getByTestId("gallery-counter").textContent).toBe(`1/${assets.length}`);
    fireEvent.click(screen.getByRole("button", { name: "查看第 3 张" }));
    expect(screen.getByTestId("gallery-counter").textContent).toBe(`3/${assets.length}`);
    expect(screen.getByRole("button", { name: "查看第 3 张" }).getAttribute("aria-current")).toBe("true");
  });

  it("opens a zoom dialog at full size and moves through images only", async () => {
    render(<Gallery assets={assets} alt="卷云 3 代" />);
    fireEvent.click(screen.getByRole("button", { name: "放大查看第 1 张" }));
    // the lightbox loads on the first zoom
    const dialog = await screen.findByRole("dialog");
    const images = assets.filter((a) => !a.isVideo).length;
    expect(dialog.textContent).toContain(`1 / ${images}`);
    expect(dialog.querySelector("img")!.getAttribute("src")).toBe(`${assets[0]!.localUrl}?w=1920`);
    fireEvent.click(screen.getAllByRole("button", { name: "下一张" }).at(-1)!);
    // the video (2nd asset) is skipped
    expect(dialog.querySelector("img")!.getAttribute("src")).toBe(`${assets[2]!.localUrl}?w=1920`);
    fireEvent.click(screen.getByRole("button", { name: "关闭" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
