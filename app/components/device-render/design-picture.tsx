import { renderToStaticMarkup } from "react-dom/server";
import type { CutTemplate } from "#app/domain/catalog/piece-cut.ts";
import type { OrderDesign } from "#app/domain/orders.ts";
import { mockupOf } from "./design-mockup.tsx";
import { DeviceRender } from "./device-render.tsx";

/**
 * A design on its device as one standalone SVG document, to be rasterised
 * (the e-mails' pictures, the mockup a proof shows): the closed lid, and for
 * Top + Palmrest the open laptop beside it. `picture` is the artwork's image
 * as a data URL (null for a PDF, or no artwork); `width` the picture's width.
 */
export function designPictureSvg(
  design: OrderDesign,
  picture: string | null,
  width: number,
  /** The model's measured template, which the mockup a proof shows is cut to. */
  template: CutTemplate | null = null,
): string {
  const mockup = mockupOf(design, picture, template);
  if (!mockup.palmrest) {
    return renderToStaticMarkup(<DeviceRender {...mockup} view="lid" id="picture" width={width} />);
  }
  // Side by side, each half its own viewport.
  const half = width / 2;
  const height = Math.round(half * 0.9);
  return renderToStaticMarkup(
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
    >
      <DeviceRender {...mockup} view="lid" id="picture-lid" x={0} width={half} height={height} />
      <DeviceRender
        {...mockup}
        view="open"
        id="picture-open"
        x={half}
        width={half}
        height={height}
      />
    </svg>,
  );
}
