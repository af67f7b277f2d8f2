import { act, cleanup, render, screen } from "@testing-library/react";
import { encode } from "uqr";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Anchor, type LinkLikeProps, LinkProvider } from "./anchor/anchor";
import { Badge } from "./badge/badge";
import { LoadError } from "./load-error/load-error";
import { PageHeading } from "./page-heading/page-heading";
import { QrCode, qrPath } from "./qr-code/qr-code";

afterEach(cleanup);

function FakeRouterLink({ href, children, ...rest }: LinkLikeProps) {
  return (
    <a data-router="yes" href={`#router${href}`} {...rest}>
      {children}
    </a>
  );
}

describe("Anchor", () => {
  it("renders a plain anchor by default", () => {
    render(<Anchor href="/cart">购物袋</Anchor>);
    expect(screen.getByRole("link", { name: "购物袋" }).getAttribute("href")).toBe("/cart");
  });

  it("uses the router link from `as` or LinkProvider", () => {
    render(
      <LinkProvider component={FakeRouterLink}>
        <Anchor href="/store">附近门店</Anchor>
      </LinkProvider>,
    );
    const link = screen.getByRole("link", { name: "附近门店" });
    expect(link.dataset.router).toBe("yes");
    expect(link.getAttribute("href")).toBe("#router/store");
  });

  it("external links open a new tab safely and bypass the router", () => {
    render(
      <Anchor as={FakeRouterLink} external href="https://example.com/jobs">
        加入我们
      </Anchor>,
    );
    const link = screen.getByRole("link", { name: "加入我们" });
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toContain("noopener");
    expect(link.dataset.router).toBeUndefined();
  });
});

describe("LoadError", () => {
  it("says the load failed and offers 重试 only with onRetry", () => {
    const onRetry = vi.fn<() => void>();
    const { unmount } = render(<LoadError onRetry={onRetry} />);
    expect(screen.getByRole("alert").textContent).toContain("加载失败，请稍后再试");
    act(() => screen.getByRole("button", { name: "重试" }).click());
    expect(onRetry).toHaveBeenCalledTimes(1);
    unmount();
    render(<LoadError />);
    expect(screen.queryByRole("button")).toBeNull();
  });
});

describe("PageHeading", () => {
  it("renders the eyebrow, the page's one h1 and the navigation under it", () => {
    render(
      <PageHeading eyebrow="门店查询" title="附近门店">
        <nav aria-label="帮助中心">tabs</nav>
      </PageHeading>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "附近门店" })).toBeTruthy();
    expect(screen.getByText("门店查询").tagName).toBe("P");
    expect(screen.getByRole("navigation", { name: "帮助中心" })).toBeTruthy();
  });

  it("leaves out the eyebrow and the navigation's wrapper when there are none", () => {
    const { container } = render(<PageHeading title="精选系列" />);
    expect(container.querySelectorAll("p")).toHaveLength(0);
    expect(container.querySelector("h1")?.nextElementSibling).toBeNull();
  });
});

describe("Badge", () => {
  it("shows the count, caps at max and hides at zero", () => {
    const { rerender } = render(<Badge count={3} />);
    expect(screen.getByTestId("badge").textContent).toBe("3");
    expect(screen.getByTestId("badge").getAttribute("aria-label")).toBe("3 件商品");
    rerender(<Badge count={120} />);
    expect(screen.getByTestId("badge").textContent).toBe("99+");
    rerender(<Badge count={0} />);
    expect(screen.queryByTestId("badge")).toBeNull();
  });
});

describe("QrCode", () => {
  it("encodes deterministically and differently per value", () => {
    const a = qrPath("https://xunlan.example/wechat");
    expect(a.size).toBeGreaterThanOrEqual(21);
    expect(qrPath("https://xunlan.example/wechat").path).toBe(a.path);
    expect(qrPath("https://xunlan.example/weibo").path).not.toBe(a.path);
  });

  it("encodes a value once and keeps a bounded number of values", () => {
    const a = qrPath("https://xunlan.example/kept");
    expect(qrPath("https://xunlan.example/kept")).toBe(a);
    for (let i = 0; i < 100; i += 1) qrPath(`https://xunlan.example/other/${i}`);
    const again = qrPath("https://xunlan.example/kept");
    expect(again).not.toBe(a);
    expect(again).toEqual(a);
  });

  it("draws every dark module of the code, runs merged into rectangles", () => {
    const value = "https://xunlan.example/store";
    const { data } = encode(value, { ecc: "M", border: 0 });
    const dark = new Set<string>();
    for (const match of qrPath(value).path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
      for (let i = 0; i < Number(match[3]); i += 1) dark.add(`${Number(match[1]) + i},${match[2]}`);
    }
    const expected = new Set<string>();
    data.forEach((row, y) => row.forEach((on, x) => on && expected.add(`${x},${y}`)));
    expect(dark).toEqual(expected);
  });

  it("leaves the modules out of the server HTML and draws them in the browser", async () => {
    const { renderToString } = await import("react-dom/server");
    const html = renderToString(<QrCode value="https://xunlan.example" label="扫码关注" />);
    expect(html).toContain('aria-label="扫码关注"');
    expect(html).not.toContain("<path");
    const { container } = render(<QrCode value="https://xunlan.example" label="扫码关注" />);
    expect(container.querySelector("path")?.getAttribute("d")).toBe(qrPath("https://xunlan.example").path);
  });

  it("encodes and draws the modules only once the code comes near the viewport", () => {
    let report: ((entries: Array<{ isIntersecting: boolean }>) => void) | undefined;
    const observed: Element[] = [];
    const disconnect = vi.fn<() => void>();
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
          report = callback;
        }
        observe(target: Element) {
          observed.push(target);
        }
        disconnect = disconnect;
      },
    );
    try {
      const value = "https://xunlan.example/below-the-fold";
      const { container } = render(<QrCode value={value} label="扫码关注" />);
      const svg = screen.getByRole("img", { name: "扫码关注" });
      expect(observed).toEqual([svg]);
      expect(container.querySelector("path")).toBeNull();
      act(() => report?.([{ isIntersecting: false }]));
      expect(container.querySelector("path")).toBeNull();
      act(() => report?.([{ isIntersecting: true }]));
      expect(container.querySelector("path")?.getAttribute("d")).toBe(qrPath(value).path);
      // the modules' own viewBox: the code and its two-module quiet zone fill the square
      const size = qrPath(value).size;
      expect(container.querySelector("svg svg")?.getAttribute("viewBox")).toBe(`-2 -2 ${size + 4} ${size + 4}`);
      expect(disconnect).toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("renders an accessible SVG", () => {
    render(<QrCode value="https://xunlan.example" label="扫码关注" />);
    expect(screen.getByRole("img", { name: "扫码关注" }).tagName.toLowerCase()).toBe("svg");
  });
});
