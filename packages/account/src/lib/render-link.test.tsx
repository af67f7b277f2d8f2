import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { type LinkLikeProps, LinkProvider } from "@xunlan/ui";
import { afterEach, describe, expect, it, vi } from "vitest";
import { defaultRenderLink } from "./render-link";

afterEach(cleanup);

describe("defaultRenderLink", () => {
  it("is a plain <a> without a LinkProvider, keeping class, aria-current and onClick", () => {
    const onClick = vi.fn<() => void>();
    render(<>{defaultRenderLink({ href: "/ucenter/orders", className: "tab", children: "我的订单", "aria-current": "page", onClick })}</>);
    const link = screen.getByRole("link", { name: "我的订单" });
    expect(link.getAttribute("href")).toBe("/ucenter/orders");
    expect(link.className).toBe("tab");
    expect(link.getAttribute("aria-current")).toBe("page");
    fireEvent.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("goes through the app's router link when it mounts ui's LinkProvider", () => {
    const RouterLink = ({ href, children, ...rest }: LinkLikeProps) => (
      <a href={href} data-router="yes" {...rest}>
        {children}
      </a>
    );
    render(<LinkProvider component={RouterLink}>{defaultRenderLink({ href: "/", children: "去逛逛" })}</LinkProvider>);
    expect(screen.getByRole("link", { name: "去逛逛" }).getAttribute("data-router")).toBe("yes");
  });
});
