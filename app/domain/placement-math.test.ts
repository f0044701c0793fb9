import { describe, expect, it } from "vitest";
import {
  bareShare,
  clampPlacement,
  effectiveDpi,
  fillScale,
  fitScale,
  placed,
} from "./placement-math.ts";

const lid = { width: 12, height: 8 };

describe("placement maths", () => {
  it("fits a wide image by width and a tall one by height", () => {
    expect(fitScale({ area: lid, aspect: 0.5, rotation: 0 })).toBe(1);
    // A square must shrink to the lid's height: 8 in wide of 12.
    expect(fitScale({ area: lid, aspect: 1, rotation: 0 })).toBeCloseTo(8 / 12, 4);
    // Turned a quarter, a 2:1 image runs its width up the lid: at most 8 in of 12.
    expect(fitScale({ area: lid, aspect: 0.5, rotation: 90 })).toBeCloseTo(8 / 12, 4);
  });

  it("fills by the side that would leave a gap, over the bleed too", () => {
    // Issue 49: filling covers the lid and its 0.125 in bleed, 12.25 × 8.25.
    expect(fillScale({ area: lid, aspect: 1, rotation: 0 })).toBeCloseTo(12.25 / 12, 3);
    // A 4:1 strip must be as tall as the bleed: 33 in wide.
    expect(fillScale({ area: lid, aspect: 0.25, rotation: 0 })).toBeCloseTo(33 / 12, 3);
    // Turned a quarter, a square covers 12.25 × 12.25.
    expect(fillScale({ area: lid, aspect: 1, rotation: 90 })).toBeCloseTo(12.25 / 12, 3);
    // Never a hair short of the bleed: rounded up, not to the nearest.
    expect(fillScale({ area: lid, aspect: 1, rotation: 0 }) * 12).toBeGreaterThanOrEqual(12.25);
  });

  it("fills a picture made on the template trim to trim, its bleed on the bleed", () => {
    const bleed = { left: 0.125 / 12, right: 0.125 / 12, top: 0.125 / 8, bottom: 0.125 / 8 };
    expect(fillScale({ area: lid, aspect: 8 / 12, rotation: 0, bleed })).toBe(1);
    // A bleed too thin for the print's is covered by growing the picture until it is.
    const thin = { left: 0.05 / 12, right: 0.05 / 12, top: 0.05 / 8, bottom: 0.05 / 8 };
    const scale = fillScale({ area: lid, aspect: 8 / 12, rotation: 0, bleed: thin });
    expect(scale * 12 * (1 + 0.1 / 12)).toBeGreaterThanOrEqual(12.25);
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

  it("counts the lid left bare by the artwork (to a sample grid's 1/80 of the lid)", () => {
    const near = (value: number, expected: number) =>
      expect(Math.abs(value - expected)).toBeLessThan(1 / 80);
    const fill = placed("fill", { area: lid, aspect: 1, rotation: 0 });
    expect(bareShare(fill, 1, lid)).toBe(0);
    // A square fitted to a 12 × 8 lid covers 8 × 8 of it: a third is bare.
    const fit = placed("fit", { area: lid, aspect: 1, rotation: 0 });
    near(bareShare(fit, 1, lid), 1 / 3);
    // Dragged right by half the lid, a lid-wide image leaves the left half bare.
    near(bareShare({ x: 1, y: 0.5, scale: 1, rotation: 0 }, 8 / 12, lid), 0.5);
    // Turned a quarter, a 12 × 8 image is 8 wide and 12 tall: a third bare.
    near(bareShare({ x: 0.5, y: 0.5, scale: 1, rotation: 90 }, 8 / 12, lid), 1 / 3);
    // Off the lid altogether.
    expect(bareShare({ x: 2, y: 2, scale: 0.2, rotation: 0 }, 1, lid)).toBe(1);
  });
});
