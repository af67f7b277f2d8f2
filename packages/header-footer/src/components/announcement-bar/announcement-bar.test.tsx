import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installResizeObserver, resizeTo } from "../../test/resize-observer";
import { AnnouncementBar } from "./announcement-bar";
import { marqueeDurationSeconds, shouldScroll } from "./marquee";

let uninstall: () => void;
beforeEach(() => {
  uninstall = installResizeObserver();
});
afterEach(() => {
  cleanup();
  uninstall();
  vi.unstubAllGlobals();
});

function measure(box: number, text: number) {
  resizeTo(screen.getByTestId("marquee-box"), box);
  resizeTo(screen.getByTestId("marquee-text"), text);
}
const region = () => screen.getByRole("region", { name: "公告" });
const track = () => screen.getByTestId("marquee-track");

describe("marquee maths (spec §2/§9: gutter 100 px, 100 px/s)", () => {
  it("duration = (textWidth + 100) / 100 s", () => {
    expect(marqueeDurationSeconds(500)).toBe(6);
    expect(marqueeDurationSeconds(1250)).toBe(13.5);
  });
  it("scrolls only when the text is wider than the box", () => {
    expect(shouldScroll(400, 390)).toBe(true);
    expect(shouldScroll(390, 390)).toBe(false);
    expect(shouldScroll(100, 0)).toBe(false);
  });
});

describe("AnnouncementBar", () => {
  it("renders nothing when disabled or empty", () => {
    const { container, rerender } = render(<AnnouncementBar enable={false} message="全场包邮" />);
    expect(container.innerHTML).toBe("");
    rerender(<AnnouncementBar enable message="  " />);
    expect(container.innerHTML).toBe("");
  });

  it("stays static when the text fits its box", () => {
    render(<AnnouncementBar enable message="全场包邮" variant="white" />);
    measure(1200, 300);
    expect(region().dataset.marquee).toBe("off");
    expect(region().dataset.style).toBe("white");
    expect(track().className).not.toContain("animate-marquee");
    expect(screen.queryByRole("button", { name: "暂停" })).toBeNull();
  });

  it("scrolls when the text is wider, with the spec duration and shift", () => {
    render(<AnnouncementBar enable message="新品发售：迅岚疾风跑鞋全新配色现已上市，会员下单享专属礼遇" />);
    measure(390, 800);
    expect(region().dataset.marquee).toBe("playing");
    expect(track().className).toContain("animate-marquee");
    expect(track().style.animationDuration).toBe("9s");
    expect(track().style.getPropertyValue("--marquee-shift")).toBe("900px");
    expect(track().style.animationPlayState).toBe("running");
    // a second copy follows the gutter so the loop is seamless
    expect(track().textContent).toContain("会员下单享专属礼遇新品发售");
  });

  it("switches off again when the box grows wide enough", () => {
    render(<AnnouncementBar enable message="很长的公告" />);
    measure(390, 800);
    expect(region().dataset.marquee).toBe("playing");
    resizeTo(screen.getByTestId("marquee-box"), 1440);
    expect(region().dataset.marquee).toBe("off");
  });

  it("pauses on hover and resumes on leave", () => {
    render(<AnnouncementBar enable message="很长的公告" />);
    measure(390, 800);
    fireEvent.mouseEnter(region());
    expect(track().style.animationPlayState).toBe("paused");
    expect(region().dataset.marquee).toBe("paused");
    fireEvent.mouseLeave(region());
    expect(track().style.animationPlayState).toBe("running");
  });

  it("play/pause button toggles with aria-pressed and Chinese labels", () => {
    render(<AnnouncementBar enable message="很长的公告" />);
    measure(390, 800);
    const pause = screen.getByRole("button", { name: "暂停" });
    expect(pause.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(pause);
    const play = screen.getByRole("button", { name: "播放" });
    expect(play.getAttribute("aria-pressed")).toBe("true");
    expect(track().style.animationPlayState).toBe("paused");
    fireEvent.click(play);
    expect(screen.getByRole("button", { name: "暂停" })).toBeTruthy();
    expect(track().style.animationPlayState).toBe("running");
  });

  it("starts paused when the visitor prefers reduced motion", () => {
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: query.includes("reduce"),
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }));
    render(<AnnouncementBar enable message="很长的公告" />);
    measure(390, 800);
    expect(region().dataset.marquee).toBe("paused");
    expect(screen.getByRole("button", { name: "播放" })).toBeTruthy();
  });

  it("optional close button hides the bar and reports it", () => {
    const onClose = vi.fn<() => void>();
    const { rerender } = render(<AnnouncementBar enable message="全场包邮" />);
    expect(screen.queryByRole("button", { name: "关闭公告" })).toBeNull();
    rerender(<AnnouncementBar enable closable message="全场包邮" onClose={onClose} />);
    fireEvent.click(screen.getByRole("button", { name: "关闭公告" }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("region", { name: "公告" })).toBeNull();
  });

  it("renders the optional link", () => {
    render(<AnnouncementBar enable message="会员日" link={{ label: "了解详情", href: "/landing/member-day" }} />);
    expect(screen.getByRole("link", { name: "了解详情" }).getAttribute("href")).toBe("/landing/member-day");
  });
});
