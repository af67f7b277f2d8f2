import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { PopupProvider } from "@xunlan/ui";
import type { MenuIndex } from "@xunlan/validation";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SiteLayout, type SiteLayoutProps } from "./site-layout";

afterEach(cleanup);

function setup(props: Partial<SiteLayoutProps> = {}, activeMenuIndex = -1) {
  const onMenuChange = vi.fn<(i: MenuIndex) => void>();
  const view = render(
    <PopupProvider>
      <SiteLayout
        announcement={{ enable: true, message: "全场满 ¥499 包邮", style: "black", closable: false }}
        header={{ activeMenuIndex, onMenuChange, onNavigate: () => {}, isDesktop: true }}
        {...props}
      >
        <p>页面内容</p>
      </SiteLayout>
    </PopupProvider>,
  );
  return { ...view, onMenuChange };
}

describe("SiteLayout (spec §2 Layout)", () => {
  it("composes announcement, header, main and footer", async () => {
    setup();
    expect(screen.getByRole("region", { name: "公告" }).textContent).toContain("全场满 ¥499 包邮");
    expect(screen.getByRole("banner")).toBeTruthy();
    expect(screen.getByRole("main").textContent).toBe("页面内容");
    // the footer's code loads after the page's
    expect(await screen.findByRole("contentinfo")).toBeTruthy();
  });

  it("no announcement bar when it is disabled", () => {
    setup({ announcement: { enable: false, message: "x" } });
    expect(screen.queryByRole("region", { name: "公告" })).toBeNull();
  });

  it("checkout: header and footer hidden", () => {
    setup({ headerMode: "hidden", footerMode: "hidden" });
    expect(screen.queryByRole("banner")).toBeNull();
    expect(screen.queryByRole("contentinfo")).toBeNull();
    expect(screen.getByRole("main")).toBeTruthy();
  });

  it("mask shows while a menu is open and a click closes it", () => {
    const { onMenuChange } = setup({}, 1);
    fireEvent.click(screen.getByTestId("mask-overlay"));
    expect(onMenuChange).toHaveBeenCalledWith(-1);
  });

  it("no mask when closed", () => {
    setup({}, -1);
    expect(screen.queryByTestId("mask-overlay")).toBeNull();
  });
});
