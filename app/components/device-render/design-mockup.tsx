import { deviceBody } from "#app/domain/catalog/bodies.ts";
import type { CutTemplate } from "#app/domain/catalog/piece-cut.ts";
import { deviceName } from "#app/domain/catalog/device-name.ts";
import { lidPrintArea } from "#app/domain/catalog/print-area.ts";
import type { FinishId } from "#app/domain/catalog/product.ts";
import type { OrderDesign } from "#app/domain/orders.ts";
import { placed } from "#app/domain/placement-math.ts";
import { storedFrame } from "#app/domain/artwork-frame.ts";
import { defaultTextStyle } from "#app/domain/text-style.ts";
import { DeviceRender, type RenderView, type WrapDesign } from "./device-render.tsx";

/**
 * A stored design as the renderer draws it: its device's body and what is
 * printed on it. `imageHref` is where the artwork's picture comes from (the
 * stored preview by default, an image's or a PDF's trimmed first page; the
 * e-mails' pictures pass the picture itself).
 */
export function mockupOf(
  design: OrderDesign,
  imageHref: string | null = design.artwork ? `/artwork/${design.artwork.id}/preview` : null,
  template: CutTemplate | null = null,
) {
  const body = deviceBody(design.deviceBrand, design.deviceModel, template);
  const { aspect, bleed } = storedFrame(design.artwork);
  const wrap: WrapDesign = {
    artwork: design.artwork && { href: imageHref, aspect, bleed },
    // Designs stored before placements were kept fill the lid, as the customizer starts them.
    placement:
      design.placement ?? placed("fill", { area: lidPrintArea(body), aspect, bleed, rotation: 0 }),
    textLines: design.textLines ?? [],
    // Designs stored before the choice print as they always did: bold white near the hinge.
    textStyle: design.textStyle ?? defaultTextStyle,
    finish: (design.finish === "gloss" ? "gloss" : "matte") as FinishId,
  };
  return {
    body,
    design: wrap,
    palmrest: design.coverage === "top-palmrest",
    label: `${design.designName} on ${deviceName(design.deviceBrand, design.deviceModel)}, ${design.coverageLabel}, ${design.finishLabel.toLowerCase()}`,
  };
}

/** A design on its device, for the cart, checkout and the order page. */
export function DesignMockup({
  design,
  id,
  view = "lid",
  className,
}: {
  design: OrderDesign;
  /** Unique on the page: the render's gradients and clips are named by it. */
  id: string;
  view?: RenderView;
  className?: string;
}) {
  const mockup = mockupOf(design);
  return <DeviceRender {...mockup} view={view} id={id} className={className} />;
}
