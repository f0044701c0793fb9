import { describe, expect, it } from "vitest";
import { clampPlacement, effectiveDpi, fillScale, fitScale } from "./placement-math.ts";

const lid = { width: 12, height: 8 };

describe("placement maths", () => {
  it("fits a wide image by width and a tall one by height", () => {
    expect(fitScale({ area: lid, aspect: 0.5, rotation: 0 })).toBe(1);
    // A square must shrink to the lid's height: 8 in wide of 12.
    expect(fitScale({ area: lid, aspect: 1, rotation: 0 })).toBeCloseTo(8 / 12, 4);
    // Turned a quarter, a 2:1 image runs its width up the lid: at most 8 in of 12.
    expect(fitScale({ area: lid, aspect: 0.5, rotation: 90 })).toBeCloseTo(8 / 12, 4);
  });

  it("fills by the side that would leave a gap", () => {
    expect(fillScale({ area: lid, aspect: 1, rotation: 0 })).toBe(1);
    // A 4:1 strip must be as tall as the lid: 32 in wide.
    expect(fillScale({ area: lid, aspect: 0.25, rotation: 0 })).toBeCloseTo(32 / 12, 4);
    // Turned a quarter, a square covers 12 × 12.
    expect(fillScale({ area: lid, aspect: 1, rotation: 90 })).toBeCloseTo(1, 4);
  });

  it("computes the printed DPI from pixels and printed width", () => {
    expect(effectiveDpi(3600, 1, 12)).toBe(300);
    expect(effectiveDpi(3600, 2, 12)).toBe(150);
  });

  it("keeps placements in range and rotation in 0–359", () => {
    expect(clampPlacement({ x: 5, y: -3, scale: 50, rotation: -90 })).toEqual({
      x: 2,
      y: -1,
      scale: 10,
      rotation: 270,
    });
  });
});
