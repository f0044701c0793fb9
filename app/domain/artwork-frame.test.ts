import { describe, expect, it } from "vitest";
import { artworkFrame, noSides, pictureRect, pictureWidthFactor } from "./artwork-frame.ts";

/* Issue 49, items 3 and 9: where an artwork's trim is, and how far its picture reaches past it. */

const lid = { width: 11.97, height: 8.46 };
const bleed = 0.125;

describe("an artwork's frame", () => {
  it("puts an image made on our template's trim on the trim, its margin on the bleed", () => {
    // 300 DPI over the lid plus 0.125 in on every side.
    const frame = artworkFrame({ kind: "image", width: 3666, height: 2613 }, lid);
    expect(frame.aspect).toBeCloseTo(lid.height / lid.width, 3);
    expect(frame.bleed.left).toBeCloseTo(bleed / lid.width, 3);
    expect(frame.bleed.top).toBeCloseTo(bleed / lid.height, 3);
    expect(pictureWidthFactor(frame)).toBeCloseTo((lid.width + 2 * bleed) / lid.width, 3);
  });

  it("takes an image of the lid's own shape, or any other, as all trim", () => {
    for (const [width, height] of [
      [3600, 2550],
      [3000, 2000],
      [1000, 1000],
    ] as const) {
      const frame = artworkFrame({ kind: "image", width, height }, lid);
      expect(frame).toEqual({ aspect: height / width, bleed: noSides });
    }
  });

  it("keeps what a PDF's BleedBox holds beyond its TrimBox", () => {
    const frame = artworkFrame(
      {
        kind: "pdf",
        width: 10,
        height: 8,
        bleed: { left: 0.25, right: 0.25, top: 0.2, bottom: 0 },
        trimNamed: true,
      },
      lid,
    );
    expect(frame).toEqual({
      aspect: 0.8,
      bleed: { left: 0.025, right: 0.025, top: 0.025, bottom: 0 },
    });
  });

  it("reads a PDF page with no TrimBox of our template's size as made on it", () => {
    const page = { width: lid.width + 2 * bleed, height: lid.height + 2 * bleed, bleed: noSides };
    const frame = artworkFrame({ kind: "pdf", ...page, trimNamed: false }, lid);
    expect(frame.aspect).toBeCloseTo(lid.height / lid.width, 6);
    expect(frame.bleed.right).toBeCloseTo(bleed / lid.width, 6);
    // The same page that names its trim is taken at its word.
    expect(artworkFrame({ kind: "pdf", ...page, trimNamed: true }, lid).bleed).toEqual(noSides);
  });

  it("draws the picture past the trim by its bleed, the trim centred", () => {
    const rect = pictureRect(
      { aspect: 0.5, bleed: { left: 0.1, right: 0, top: 0, bottom: 0.2 } },
      100,
    );
    expect(rect.x).toBeCloseTo(-60, 9);
    expect(rect.y).toBeCloseTo(-25, 9);
    expect(rect.width).toBeCloseTo(110, 9);
    expect(rect.height).toBeCloseTo(60, 9);
  });
});
