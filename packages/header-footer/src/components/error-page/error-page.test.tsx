import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ErrorPage } from "./error-page";

afterEach(cleanup);

describe("ErrorPage (spec §2)", () => {
  it("404 shows the not-found text and a 返回首页 link", () => {
    render(<ErrorPage statusCode={404} />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("很抱歉，您访问的页面不存在");
    expect(screen.getByRole("link", { name: "返回首页" }).getAttribute("href")).toBe("/");
    // spec §2: the other not-found text, in English
    expect(screen.getByText("This page could not be found").getAttribute("lang")).toBe("en");
  });

  it.each([500, 400, 503])("%i shows the server-error text", (code) => {
    render(<ErrorPage statusCode={code} homeHref="/?from=error" />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("服务器出了小问题，请稍后再试～");
    expect(screen.getByRole("link", { name: "返回首页" }).getAttribute("href")).toBe("/?from=error");
    expect(screen.queryByText("This page could not be found")).toBeNull();
  });
});
