import { describe, expect, it } from "vitest";
import { MEMBER_LEVELS, memberLevelProgress, pointsForFen } from "./member-levels";

describe("pointsForFen (issue 24 §2)", () => {
  it("earns one point per whole yuan, rounded down", () => {
    expect(pointsForFen(121_620)).toBe(1216);
    expect(pointsForFen(99)).toBe(0);
    expect(pointsForFen(100)).toBe(1);
    expect(pointsForFen(19_999)).toBe(199);
    expect(pointsForFen(0)).toBe(0);
    expect(pointsForFen(-500)).toBe(0);
  });

  it("multiplies the whole yuan by a promotion's rate (the fraction is dropped first)", () => {
    expect(pointsForFen(19_999, 2)).toBe(398);
    expect(pointsForFen(150, 2)).toBe(2);
    expect(pointsForFen(150, 0)).toBe(1);
  });
});

describe("memberLevelProgress", () => {
  it("starts at the first level and counts the points to the next", () => {
    expect(memberLevelProgress(0)).toEqual({
      level: "迅岚会员",
      points: 0,
      nextLevel: "银卡会员",
      nextLevelPoints: 1000,
      pointsToNextLevel: 1000,
    });
    expect(memberLevelProgress(999)).toMatchObject({ level: "迅岚会员", pointsToNextLevel: 1 });
  });

  it("reaches a level at its threshold exactly, and has no next level at the top", () => {
    expect(memberLevelProgress(1000)).toMatchObject({ level: "银卡会员", nextLevel: "金卡会员", pointsToNextLevel: 2000 });
    expect(memberLevelProgress(3000)).toEqual({
      level: "金卡会员",
      points: 3000,
      nextLevel: null,
      nextLevelPoints: null,
      pointsToNextLevel: null,
    });
    expect(memberLevelProgress(-3)).toMatchObject({ level: MEMBER_LEVELS[0]!.name, points: 0 });
  });
});
