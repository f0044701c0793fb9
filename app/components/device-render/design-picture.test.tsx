import { describe, expect, it } from "vitest";
import type { MeasuredPiece } from "#app/domain/catalog/piece-cut.ts";
import type { OrderDesign } from "#app/domain/orders.ts";
import { designPictureSvg } from "./design-picture.tsx";

const design: OrderDesign = {
  deviceBrand: "Lenovo",
  deviceModel: "ThinkPad T14 Gen 4",
  coverage: "top-palmrest",
  coverageLabel: "Top + Palmrest",
  finish: "matte",
  finishLabel: "Matte",
  designName: "Studio",
  notes: "",
  artwork: {
    id: "a".repeat(24),
    url: "/artwork/a",
    filename: "studio.png",
    mimeType: "image/png",
    aspect: 0.7,
  },
};
const picture = "data:image/png;base64,iVBORw0KGgo=";

// A measured piece whose paths no drawing of ours would make.
const measured = (name: string): MeasuredPiece => ({
  width: 12.5,
  height: 8.9,
  edge: `M0 0H1250V890H0Z M${name}-edge`,
  outline: `M3 3H1247V887H3Z M${name}-cut`,
  safe: "M28 28H1222V862H28Z",
  holes: [{ label: "Logo", d: `M600 400h50v50h-50Z M${name}-hole` }],
  template: { id: "t-1", version: 3, status: "approved" },
});

describe("the picture of a design that proofs and e-mails show", () => {
  it("is cut to the model's measured template when the shop has one", () => {
    const svg = designPictureSvg(design, picture, 800, {
      lid: measured("lid"),
      palmrest: measured("palm"),
    });
    expect(svg).toContain("Mlid-cut");
    expect(svg).toContain("Mpalm-cut");
  });

  it("is our drawing of the model when it has none", () => {
    const svg = designPictureSvg(design, picture, 800);
    expect(svg).not.toContain("-cut");
    expect(svg).toMatch(/<path[^>]+d="M/);
  });
});
