import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SAMPLE_POINTS_HISTORY, SAMPLE_POINTS_SUMMARY } from "../../fixtures/points";
import { signedPoints } from "../../lib/points";
import { levelProgressPercent, MemberLevelCard } from "./member-level-card";
import { PointsHistory, PointsOverview } from "./points-page";

describe("signedPoints", () => {
  it("signs the history's amounts", () => {
    expect(signedPoints(-602)).toBe("-602");
    expect(signedPoints(2200)).toBe("+2,200");
    expect(signedPoints(0)).toBe("0");
  });
});

describe("MemberLevelCard", () => {
  it("shows the level, the points and the points the next level needs", () => {
    render(<MemberLevelCard summary={SAMPLE_POINTS_SUMMARY} />);
    const card = screen.getByRole("region", { name: "会员等级" });
    expect(within(card).getByText("银卡会员")).toBeTruthy();
    expect(within(card).getByText("1,598")).toBeTruthy();
    expect(card.textContent).toContain("再得 1,402 积分升级为金卡会员");
    expect((within(card).getByRole("progressbar") as HTMLProgressElement).value).toBe(30);
    expect(
      within(card)
        .getByRole("link", { name: /积分明细/ })
        .getAttribute("href"),
    ).toBe("/ucenter/points");
  });

  it("has no next level at the top", () => {
    const top = {
      ...SAMPLE_POINTS_SUMMARY,
      point: 3200,
      level: "金卡会员",
      nextLevel: null,
      nextLevelPoints: null,
      pointsToNextLevel: null,
    };
    render(<MemberLevelCard summary={top} />);
    expect(screen.getByText("已是最高等级")).toBeTruthy();
    expect(levelProgressPercent(top)).toBe(100);
  });
});

describe("PointsHistory and PointsOverview (/ucenter/points)", () => {
  it("lists each change with its order, Beijing time, signed points and balance", () => {
    render(<PointsHistory entries={SAMPLE_POINTS_HISTORY} />);
    const rows = within(screen.getByRole("list", { name: "积分明细" })).getAllByRole("listitem");
    expect(rows.map((r) => within(r).getByText(/^[+-]/).textContent)).toEqual(["-602", "+2,200"]);
    // 2026-06-20T16:30Z is 2026-06-21 00:30 in Beijing.
    expect(within(rows[1]!).getByText("2026-06-21 00:30")).toBeTruthy();
    expect(within(rows[1]!).getByText("积分翻倍")).toBeTruthy();
    expect(within(rows[0]!).getByRole("link").getAttribute("href")).toBe("/ucenter/orders/XL2026061012345678");
    expect(within(rows[0]!).getByText("余额 1,598")).toBeTruthy();
  });

  it("says 暂无积分记录 with a way to the orders when there is none", () => {
    render(<PointsHistory entries={[]} />);
    expect(screen.getByText("暂无积分记录")).toBeTruthy();
    expect(screen.getByRole("link", { name: "查看我的订单" }).getAttribute("href")).toBe("/ucenter/orders");
  });

  it("states the rule, the running promotion's Beijing dates and the levels from the data", () => {
    render(<PointsOverview summary={SAMPLE_POINTS_SUMMARY} />);
    expect(screen.getByText(/会员下单积分翻倍：2026\.03\.01 – 2026\.12\.31 期间下单，订单完成后积分 ×2/)).toBeTruthy();
    const rows = within(screen.getByRole("table")).getAllByRole("row").slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(["迅岚会员注册即享", "银卡会员当前等级1,000 积分", "金卡会员3,000 积分"]);
  });
});
