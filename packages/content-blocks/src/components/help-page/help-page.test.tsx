import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { demoContentClient, helpLinks } from "../../stories/content-client";
import { HelpPage } from "./help-page";
import { helpKeyOf, helpPageHead, loadHelpPage, validateHelpSearch } from "./help-page-route";

afterEach(cleanup);
const newQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe("validateHelpSearch / helpKeyOf (spec §2 /help?key=)", () => {
  it("keeps one of the four keys and nothing else; anything else is the FAQ", () => {
    expect(validateHelpSearch({ key: "size-guide", utm_source: "wx", from: "singlemessage" })).toEqual({ key: "size-guide" });
    expect(validateHelpSearch({ key: "__proto__" })).toEqual({});
    expect(validateHelpSearch({ key: ["privacy"] })).toEqual({});
    expect(helpKeyOf({ key: "policy" })).toBe("policy");
    expect(helpKeyOf({ key: "__proto__" })).toBe("faq");
    expect(helpKeyOf({})).toBe("faq");
  });
});

describe("loadHelpPage", () => {
  it("caches the tab's legal document and gives its title and seo to the head", async () => {
    const data = await loadHelpPage({ queryClient: newQueryClient(), content: demoContentClient() }, "faq");
    expect(data?.title).toBe("常见问题");
    expect(helpPageHead(data).meta).toEqual([
      { title: "常见问题｜迅岚 XUNLAN 帮助中心" },
      { name: "description", content: "关于订单、配送、退换货、支付与会员的常见问题解答。" },
      { property: "og:title", content: "常见问题｜迅岚 XUNLAN 帮助中心" },
    ]);
  });

  it("is null when the document is missing (the route's not-found); other failures are thrown", async () => {
    const withoutPolicy = demoContentClient({ "legal/policy.json": undefined });
    expect(await loadHelpPage({ queryClient: newQueryClient(), content: withoutPolicy }, "policy")).toBeNull();
    const broken = demoContentClient({ "legal/policy.json": { pageType: "legal", title: 42 } });
    // a document that does not match the schema is the error page, not a 404
    const error: unknown = await loadHelpPage({ queryClient: newQueryClient(), content: broken }, "policy").catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ name: "ContentError" });
    expect((error as { status?: number }).status).not.toBe(404);
  });
});

describe("HelpPage", () => {
  it("帮助中心 with the four tabs, the open one current, over the open document's blocks (from the loader's cache)", async () => {
    const queryClient = newQueryClient();
    const content = demoContentClient();
    await loadHelpPage({ queryClient, content }, "size-guide");
    render(
      <QueryClientProvider client={queryClient}>
        <HelpPage content={content} helpKey="size-guide" links={helpLinks} />
      </QueryClientProvider>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "帮助中心" })).toBeTruthy();
    const tabs = within(screen.getByRole("navigation", { name: "帮助中心" })).getAllByRole("link");
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute("href")])).toEqual([
      ["常见问题", "/help?key=faq"],
      ["尺码指南", "/help?key=size-guide"],
      ["隐私政策", "/help?key=privacy"],
      ["通用条款", "/help?key=policy"],
    ]);
    expect(tabs.filter((tab) => tab.getAttribute("aria-current") === "page").map((tab) => tab.textContent)).toEqual(["尺码指南"]);
    expect(screen.getAllByRole("heading", { level: 2 }).length).toBeGreaterThan(0);
  });
});
