import { act, fireEvent, render, screen } from "@testing-library/react";
import { PopupProvider } from "@xunlan/ui";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { shareUrlOf } from "../../lib/share";
import { ShareProvider, type ShareProviderProps, useShare } from "./share-provider";

const WECHAT_UA =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2f) NetType/WIFI Language/zh_CN";
const CHROME_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";

function ShareButton() {
  const sharer = useShare();
  return (
    <button type="button" onClick={() => sharer?.share()}>
      分享给好友
    </button>
  );
}

function setup(props: Partial<ShareProviderProps> = {}) {
  return render(
    <PopupProvider>
      <ShareProvider isLoggedIn={false} userAgent={CHROME_UA} {...props}>
        <ShareButton />
      </ShareProvider>
    </PopupProvider>,
  );
}

beforeEach(() => {
  window.history.replaceState(null, "", "/products/velox-run-2/xl25rs0001-001?utm_source=wx&from=singlemessage&isappinstalled=0&size=42");
  const meta = document.createElement("meta");
  meta.setAttribute("property", "og:title");
  meta.content = "疾风跑鞋 2 | 迅岚 XUNLAN";
  document.head.append(meta);
});
afterEach(() => {
  document.head.querySelectorAll("meta").forEach((m) => m.remove());
  Reflect.deleteProperty(navigator, "share");
  Reflect.deleteProperty(navigator, "clipboard");
  vi.useRealTimers();
});

describe("share link", () => {
  it("drops tracking parameters (utm_*, WeChat's from/isappinstalled, spm, sharer) and the hash, keeps the rest", () => {
    expect(shareUrlOf("https://x.example/p?utm_source=a&from=singlemessage&isappinstalled=0&spm=1&sharer=M1&size=42#top")).toBe(
      "https://x.example/p?size=42",
    );
  });
});

describe("分享给好友", () => {
  it("inside WeChat shows the guide to the top-right menu with the page's share title", async () => {
    setup({ userAgent: WECHAT_UA });
    fireEvent.click(screen.getByRole("button", { name: "分享给好友" }));
    // the guide's code loads on the first share
    const guide = await screen.findByRole("dialog", { name: "微信分享指引" });
    expect(guide.textContent).toContain("点击右上角「···」");
    expect(guide.textContent).toContain("疾风跑鞋 2 | 迅岚 XUNLAN");
    fireEvent.click(screen.getByRole("button", { name: "我知道了" }));
    expect(screen.queryByRole("dialog", { name: "微信分享指引" })).toBeNull();
  });

  it("elsewhere opens the system share sheet with the page's title and clean link", async () => {
    const share = vi.fn<(data: ShareData) => Promise<void>>(async () => {});
    Object.defineProperty(navigator, "share", { value: share, configurable: true });
    setup();
    fireEvent.click(screen.getByRole("button", { name: "分享给好友" }));
    expect(share).toHaveBeenCalledWith({
      title: "疾风跑鞋 2 | 迅岚 XUNLAN",
      text: "",
      url: "http://localhost:3000/products/velox-run-2/xl25rs0001-001?size=42",
    });
  });

  it("without a share sheet copies the link and says so", async () => {
    vi.useFakeTimers();
    const writeText = vi.fn<(text: string) => Promise<void>>(async () => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    setup();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "分享给好友" }));
    });
    expect(writeText).toHaveBeenCalledWith("http://localhost:3000/products/velox-run-2/xl25rs0001-001?size=42");
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.getByTestId("toast").textContent).toBe("链接已复制，快去分享给好友吧");
  });

  it("a member gets a sheet with copy link and their QR poster for this page", async () => {
    const getPoster = vi.fn<NonNullable<ShareProviderProps["getPoster"]>>(async () => ({
      url: "http://localhost:3000/products/velox-run-2/xl25rs0001-001?size=42&sharer=M1",
      image: "data:image/svg+xml;base64,PHN2Zy8+",
    }));
    setup({ isLoggedIn: true, getPoster });
    fireEvent.click(screen.getByRole("button", { name: "分享给好友" }));
    expect(await screen.findByRole("dialog", { name: "分享给好友" })).toBeTruthy();
    expect(screen.getByTestId("share-url").textContent).toBe("http://localhost:3000/products/velox-run-2/xl25rs0001-001?size=42");
    fireEvent.click(screen.getByRole("button", { name: "生成分享海报" }));
    expect(getPoster).toHaveBeenCalledWith("/products/velox-run-2/xl25rs0001-001", "size=42");
    expect((await screen.findByRole("img", { name: "分享海报" })).getAttribute("src")).toBe("data:image/svg+xml;base64,PHN2Zy8+");
  });

  it("says when the poster could not be made", async () => {
    setup({ isLoggedIn: true, getPoster: () => Promise.reject(new Error("500")) });
    fireEvent.click(screen.getByRole("button", { name: "分享给好友" }));
    fireEvent.click(await screen.findByRole("button", { name: "生成分享海报" }));
    expect((await screen.findByRole("alert")).textContent).toBe("海报生成失败，请稍后再试");
  });
});
