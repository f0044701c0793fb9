import { describe, expect, it } from "vitest";
import { designNameMessage, isValidDesignName, sanitizeDesignName } from "./design-name.ts";

describe("sanitizeDesignName", () => {
  it("keeps letters, digits, spaces and - ' & .", () => {
    expect(sanitizeDesignName("DJ Nova's Mix-Tape & Co. 2")).toBe("DJ Nova's Mix-Tape & Co. 2");
  });

  it("drops every other character as typed", () => {
    expect(sanitizeDesignName("Beats!!! <script>@#$%")).toBe("Beats script");
  });

  it("keeps accented letters", () => {
    expect(sanitizeDesignName("Café Señor")).toBe("Café Señor");
  });

  it("cuts at 60 characters", () => {
    expect(sanitizeDesignName("a".repeat(80))).toHaveLength(60);
  });
});

describe("isValidDesignName", () => {
  it.each([
    ["A", false],
    ["  A  ", false],
    ["AB", true],
    ["a".repeat(60), true],
    ["a".repeat(61), false],
    ["Hello!", false],
    ["Riverside Unified #12", false],
  ])("%j → %s", (value, valid) => {
    expect(isValidDesignName(value)).toBe(valid);
  });

  it("words its failure exactly as the specification does", () => {
    expect(designNameMessage).toBe(
      "Please enter a design name 2–60 characters (letters, numbers, spaces, - ' & . only).",
    );
  });
});
