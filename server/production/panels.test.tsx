import { renderToStaticMarkup } from "react-dom/server";
import { pathBounds } from "../../tests/support/templates.ts";
import { describe, expect, it } from "vitest";
import { DeviceRender } from "#app/components/device-render/device-render.tsx";
import { clipPathOf, pieceCuts, u } from "#app/components/device-render/geometry.ts";
import { deviceBody } from "#app/domain/catalog/bodies.ts";
import { cutting } from "#app/domain/policies.ts";
import type { OrderDesign } from "#app/domain/orders.ts";
import { defaultTextStyle } from "#app/domain/text-style.ts";
import { printPanels } from "./panels.ts";

/*
 * Issue 34, "one edge": the preview clips the wrap to the very cut line the
 * print file cuts, `cutting.insetInches` inside the device's edge.
 */

const design: OrderDesign = {
  deviceBrand: "Lenovo",
  deviceModel: "ThinkPad T14 Gen 4",
  coverage: "top-palmrest",
  coverageLabel: "Top + Palmrest",
  finish: "matte",
  finishLabel: "Matte",
  designName: "Edge",
  notes: "",
  textLines: ["Edge"],
  placement: { x: 0.5, y: 0.5, scale: 1, rotation: 0 },
  artwork: null,
};

describe("one edge", () => {
  const body = deviceBody(design.deviceBrand, design.deviceModel);
  const [lid, palmrest] = printPanels(design, null);

  it("cuts each piece its inset inside the edge, and the print file cuts the pieces the preview draws", () => {
    for (const [panel, piece, inset] of [
      [lid!, pieceCuts(body).lid, cutting.insetInches.lid],
      [palmrest!, pieceCuts(body).palmrest!, cutting.insetInches.palmrest],
    ] as const) {
      expect(panel.cut).toEqual(piece);
      const [left, top, right, bottom] = pathBounds(panel.cut.outline);
      expect(left).toBeCloseTo(u(inset), 1);
      expect(top).toBeCloseTo(u(inset), 1);
      expect(right).toBeCloseTo(u(panel.width - inset), 1);
      expect(bottom).toBeCloseTo(u(panel.height - inset), 1);
    }
  });

  it("clips the preview's wrap to that cut line, on the lid and on the palm rest", () => {
    const markup = renderToStaticMarkup(
      <>
        {(["lid", "open"] as const).map((view) => (
          <DeviceRender
            key={view}
            body={body}
            view={view}
            design={{
              artwork: null,
              placement: design.placement!,
              textLines: ["Edge"],
              textStyle: defaultTextStyle,
              finish: "matte",
            }}
            palmrest
            label="Preview"
            id={`edge-${view}`}
          />
        ))}
      </>,
    );
    const clips = [...markup.matchAll(/<clipPath[^>]*><path d="([^"]+)"/g)].map(([, d]) => d);
    expect(clips).toContain(clipPathOf(lid!.cut));
    expect(clips).toContain(clipPathOf(palmrest!.cut));
  });

  it("cuts a ThinkPad's trackpad and buttons as one opening, with no sliver between them", () => {
    const labels = palmrest!.cut.holes.map((hole) => hole.label);
    expect(labels).toEqual(["Keyboard", "Trackpad and buttons"]);
  });

  it("cuts no trackpad hole in a seamless glass palm rest, and leaves a MacBook Pro's speakers open", () => {
    const xps = pieceCuts(deviceBody("Dell", "XPS 13 9340")).palmrest!;
    expect(xps.holes.map((hole) => hole.label)).toEqual(["Keyboard"]);
    const pro = pieceCuts(deviceBody("Apple", "MacBook Pro (14-inch, M4, 2024)")).palmrest!;
    expect(pro.holes.map((hole) => hole.label)).toEqual([
      "Keyboard",
      "Trackpad",
      "Left speaker",
      "Right speaker",
    ]);
  });
});
