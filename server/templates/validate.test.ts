import { describe, expect, it } from "vitest";
import { dxfPolylines } from "./dxf-outline.ts";
import { measuredShape, pieceOfShape } from "./measured-piece.ts";
import { svgPolylines } from "./svg-outline.ts";
import { type ExpectedSize, checkTemplate } from "./validate.ts";

/*
 * Issue 34: an imported template is refused, with a message, when it cannot
 * be cut; one that can becomes the piece the shop cuts.
 */

const airFootprint: ExpectedSize = { widthMm: 304.1, depthMm: 215, kind: "published" };

/** An SVG in millimetres: a lid's outline and whatever `inside` adds. */
const lidSvg = (
  inside: string,
  outline = '<rect id="Outline" width="304" height="215" rx="10"/>',
) =>
  `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="320mm" height="230mm" viewBox="-8 -8 320 230">${outline}${inside}</svg>`;

const check = (svg: string, expected = airFootprint) => checkTemplate(svgPolylines(svg), expected);
const problems = (svg: string) => {
  const result = check(svg);
  return result.ok ? [] : result.problems;
};

describe("an imported template", () => {
  it("reads an SVG's outline and holes in millimetres, and makes the piece from them", () => {
    const result = check(lidSvg('<ellipse id="Apple logo" cx="152" cy="107.5" rx="10" ry="12"/>'));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.holes.map((hole) => hole.label)).toEqual(["Apple logo"]);
    const piece = pieceOfShape(measuredShape(result.outline, result.holes), "lid");
    expect(piece.width).toBeCloseTo(304 / 25.4, 3);
    expect(piece.height).toBeCloseTo(215 / 25.4, 3);
    expect(piece.outline).not.toBe(piece.edge);
    expect(piece.holes).toHaveLength(1);
  });

  it("refuses an open path, saying how far apart its ends are", () => {
    expect(problems(lidSvg('<path id="Logo" d="M140 100 L160 100 L160 120 L140 121"/>'))).toEqual([
      'Path "Logo" is open: its ends are 21 mm apart. A cutter needs every path closed.',
    ]);
  });

  it("refuses a path that crosses itself", () => {
    expect(
      problems(lidSvg('<path id="Bow tie" d="M120 90 L180 130 L180 90 L120 130 Z"/>')),
    ).toEqual(['Path "Bow tie" crosses itself.']);
  });

  it("refuses a strip of vinyl thinner than a bridge may be, naming the holes", () => {
    const holes =
      '<rect id="Keyboard" x="20" y="20" width="264" height="100"/><rect id="Trackpad" x="100" y="121" width="104" height="70"/>';
    expect(problems(lidSvg(holes))).toEqual([
      'Only 1 mm of vinyl is left between holes "Keyboard" and "Trackpad": at least 2 mm is needed, or the strip tears.',
    ]);
  });

  it("refuses overlapping holes, a hole across the outline and a hole outside it", () => {
    const found = problems(
      lidSvg(
        '<circle id="A" cx="100" cy="100" r="10"/><circle id="B" cx="105" cy="100" r="10"/><circle id="Edge" cx="0" cy="100" r="5"/><circle id="Out" cx="400" cy="100" r="5"/>',
        '<rect id="Outline" width="304" height="215"/>',
      ),
    );
    expect(found).toContain('Holes "A" and "B" overlap.');
    expect(found).toContain('Hole "Edge" crosses the outline.');
    expect(found.some((problem) => /"Out"/.test(problem))).toBe(true);
  });

  it("refuses an outline far from the published footprint, hinting at units", () => {
    // The same drawing with no unit on its size: CSS pixels, a quarter smaller.
    const unitless = lidSvg("").replace('width="320mm" height="230mm"', 'width="320" height="230"');
    expect(problems(unitless)[0]).toMatch(
      /^The outline is 80\.4 mm × 56\.9 mm, far from the published footprint of 304\.1 mm × 215 mm\. Check the file's units/,
    );
  });

  it("reads only the cut layer of a template with guides and notes", () => {
    const svg = lidSvg(
      '<g id="notes"><rect width="10" height="10"/></g><g id="cutLine" inkscape:label="Cut line"><rect width="304" height="215"/></g><g id="cutouts"><circle cx="152" cy="107" r="9"/></g>',
      '<rect id="bleed" x="-8" y="-8" width="320" height="231"/>',
    );
    const result = check(svg);
    expect(result.ok).toBe(true);
    expect(result.ok && result.holes).toHaveLength(1);
  });

  it("reads a DXF in millimetres: a polyline with rounded corners (bulges) and a circle", () => {
    const group = (code: number, value: string | number) => `${code}\n${value}`;
    const corner = 0.41421356; // tan(90° / 4): a quarter circle
    const vertices = [
      [10, 0, 0],
      [294, 0, corner],
      [304, 10, 0],
      [304, 205, corner],
      [294, 215, 0],
      [10, 215, corner],
      [0, 205, 0],
      [0, 10, corner],
    ];
    const dxf = [
      group(0, "SECTION"),
      group(2, "HEADER"),
      group(9, "$INSUNITS"),
      group(70, 4),
      group(0, "ENDSEC"),
      group(0, "SECTION"),
      group(2, "ENTITIES"),
      group(0, "LWPOLYLINE"),
      group(8, "Outline"),
      group(90, vertices.length),
      group(70, 1),
      ...vertices.flatMap(([x, y, bulge]) => [group(10, x!), group(20, y!), group(42, bulge!)]),
      group(0, "CIRCLE"),
      group(8, "Logo"),
      group(10, 152),
      group(20, 107.5),
      group(40, 10),
      group(0, "ENDSEC"),
      group(0, "EOF"),
    ].join("\n");
    const result = checkTemplate(dxfPolylines(dxf), airFootprint);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.holes.map((hole) => hole.label)).toEqual(["Logo"]);
    const piece = pieceOfShape(measuredShape(result.outline, result.holes), "lid");
    expect(piece.width).toBeCloseTo(304 / 25.4, 2);
    expect(piece.height).toBeCloseTo(215 / 25.4, 2);
  });
});
