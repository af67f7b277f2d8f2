import { describe, expect, it } from "vitest";
import { isCssLength } from "./css";

describe("isCssLength", () => {
  it("accepts numbers with a unit", () => {
    for (const v of ["12px", "1.5rem", "-4px", "+2em", ".5em", "50%", "100vh", "100vw", "10vmin", "3ch", "1ex", "12pt", "12PX", "0px"]) {
      expect(isCssLength(v)).toBe(true);
    }
  });
  it("rejects bare numbers, bare units and junk", () => {
    for (const v of ["12", "0", "px", "", " 12px", "12 px", "12px;", "1.px", "12abc", "--4px", 12, null]) {
      expect(isCssLength(v)).toBe(false);
    }
  });
});
