import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Anchor, LinkProvider, type LinkLikeProps } from "./anchor/anchor";
import { Badge } from "./badge/badge";
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

  it("renders an accessible SVG", () => {
    render(<QrCode value="https://xunlan.example" label="扫码关注" />);
    expect(screen.getByRole("img", { name: "扫码关注" }).tagName.toLowerCase()).toBe("svg");
  });
});
