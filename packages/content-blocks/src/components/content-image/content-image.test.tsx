import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ContentImage, contentImageSrcSet } from "./content-image";

describe("ContentImage sources", () => {
  it("offers the store's image service's widths of its own pictures, phone and desktop", () => {
    const { container } = render(
      <ContentImage
        image={{
          src: "/images/content/hero-running.jpg",
          mobileSrc: "/images/content/hero-running-mobile.jpg",
          alt: "疾风 3",
          width: 1920,
          height: 1080,
        }}
        sizes="100vw"
        priority
      />,
    );
    const img = container.querySelector("img")!;
    expect(img.getAttribute("src")).toBe("/images/content/hero-running.jpg");
    expect(img.getAttribute("srcset")).toBe(
      "/images/content/hero-running.jpg?w=480 480w, /images/content/hero-running.jpg?w=750 750w, /images/content/hero-running.jpg?w=1080 1080w, /images/content/hero-running.jpg?w=1440 1440w, /images/content/hero-running.jpg?w=1920 1920w",
    );
    const source = container.querySelector("source")!;
    expect(source.getAttribute("media")).toBe("(max-width: 767px)");
    expect(source.getAttribute("srcset")?.split(", ")[1]).toBe("/images/content/hero-running-mobile.jpg?w=750 750w");
    expect(source.getAttribute("sizes")).toBe("100vw");
  });

  it("never offers a width past the source's (issue 26 §5)", () => {
    expect(contentImageSrcSet("/images/content/category-men.jpg", 750)).toBe(
      "/images/content/category-men.jpg?w=480 480w, /images/content/category-men.jpg?w=750 750w",
    );
    expect(contentImageSrcSet("/images/content/campaign.jpg", 1778)?.split(", ").at(-1)).toBe("/images/content/campaign.jpg?w=1778 1778w");
  });

  it("leaves pictures elsewhere, sized ones and other files as they are", () => {
    expect(contentImageSrcSet("https://cdn.example.com/hero.jpg")).toBeUndefined();
    expect(contentImageSrcSet("/images/content/hero.jpg?w=800")).toBeUndefined();
    expect(contentImageSrcSet("/images/content/hero.svg")).toBeUndefined();
    const { container } = render(<ContentImage image={{ src: "https://cdn.example.com/hero.jpg", alt: "x", width: 10, height: 10 }} />);
    expect(container.querySelector("img")!.hasAttribute("srcset")).toBe(false);
  });
});
