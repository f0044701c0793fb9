import { describe, expect, it } from "vitest";
import { passwordProblem } from "./credentials.ts";

describe("passwordProblem", () => {
  it("refuses published example passwords however they are spaced or cased (issue 32, item 16)", () => {
    for (const famous of [
      "correcthorsebatterystaple",
      "correct horse battery staple",
      "Correct-Horse-Battery-Staple!",
      "Tr0ub4dor&3 Tr0ub4dor&3",
    ]) {
      expect(passwordProblem(famous, "ana@example.com"), famous).toMatch(/common or easy to guess/);
    }
  });

  it("takes a few unrelated words", () => {
    expect(passwordProblem("purple lantern oyster 42", "ana@example.com")).toBeUndefined();
  });
});
