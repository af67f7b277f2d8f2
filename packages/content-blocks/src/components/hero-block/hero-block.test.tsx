import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { HeroBlock, keepSeparators } from "./hero-block";

describe("HeroBlock separators (issue 26 §8)", () => {
  it("keeps a middle dot at the end of a line, never at the start of the next", () => {
    expect(keepSeparators("疾风 3 · 每一步都更轻")).toBe("疾风 3\u00a0· 每一步都更轻");
    expect(keepSeparators("每周三夜跑 · 每周六晨跑")).toBe("每周三夜跑\u00a0· 每周六晨跑");
    expect(keepSeparators("没有分隔")).toBe("没有分隔");
  });

  it("renders the headline with the bound separator", () => {
    render(
      <HeroBlock
        block={{
          id: "h",
          type: "hero",
          theme: "light",
          headline: "疾风 3 · 每一步都更轻",
          media: { kind: "image", src: "/images/content/hero-running.jpg", alt: "疾风 3" },
        }}
      />,
    );
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("疾风 3\u00a0· 每一步都更轻");
  });
});
