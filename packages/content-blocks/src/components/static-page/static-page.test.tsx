import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { demoContentClient, helpLinks } from "../../stories/content-client";
import { StaticPage } from "./static-page";
import { loadStaticPage, staticPageHead } from "./static-page-route";

afterEach(cleanup);
const newQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

function renderPage(queryClient: QueryClient, content = demoContentClient(), code?: string) {
  render(
    <QueryClientProvider client={queryClient}>
      <StaticPage content={content} code={code} helpLinks={helpLinks} />
    </QueryClientProvider>,
  );
}

describe("/static/{key}", () => {
  it("the loader caches static/{key}; the page shows its title and blocks; the head is the document's", async () => {
    const queryClient = newQueryClient();
    const content = demoContentClient();
    const data = await loadStaticPage({ queryClient, content }, "run-club");
    expect(data?.title).toBe("迅岚跑团");
    expect(staticPageHead(data).meta[0]).toEqual({ title: "迅岚跑团 | 迅岚 XUNLAN 官方商城" });
    renderPage(queryClient, content, "run-club");
    expect(screen.getByRole("heading", { level: 1, name: "迅岚跑团" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: /加入迅岚跑团/u })).toBeTruthy();
  });

  it("a key without a document — or one no document can have — is null (the route's not-found)", async () => {
    expect(await loadStaticPage({ queryClient: newQueryClient(), content: demoContentClient() }, "no-such-page")).toBeNull();
    expect(await loadStaticPage({ queryClient: newQueryClient(), content: demoContentClient() }, "-1")).toBeNull();
  });
});

describe("/static without a key", () => {
  it("no static.json: 品牌与服务 lists 迅岚跑团, the help centre's tabs and 附近门店", async () => {
    const queryClient = newQueryClient();
    const content = demoContentClient();
    const data = await loadStaticPage({ queryClient, content }, undefined);
    expect(data).toBeUndefined();
    expect(staticPageHead(data).meta).toEqual([{ title: "品牌与服务 | 迅岚 XUNLAN 官方商城" }]);
    renderPage(queryClient, content);
    expect(screen.getByRole("heading", { level: 1, name: "品牌与服务" })).toBeTruthy();
    expect(screen.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual([
      "/static/run-club",
      "/help?key=faq",
      "/help?key=size-guide",
      "/help?key=privacy",
      "/help?key=policy",
      "/store",
    ]);
  });

  it("a published static.json is the page instead", async () => {
    const queryClient = newQueryClient();
    const content = demoContentClient({
      "static.json": { pageType: "static", title: "关于迅岚", updatedAt: "2026-03-01T08:00:00.000Z", blocks: [] },
    });
    expect((await loadStaticPage({ queryClient, content }, undefined))?.title).toBe("关于迅岚");
    renderPage(queryClient, content);
    expect(screen.getByRole("heading", { level: 1, name: "关于迅岚" })).toBeTruthy();
    expect(screen.queryByText("品牌与服务")).toBeNull();
  });
});
