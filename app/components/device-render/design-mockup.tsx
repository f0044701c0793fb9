import { deviceBody } from "#app/domain/catalog/bodies.ts";
import { deviceName } from "#app/domain/catalog/device-name.ts";
import { lidPrintArea } from "#app/domain/catalog/print-area.ts";
import type { FinishId } from "#app/domain/catalog/product.ts";
import type { OrderDesign } from "#app/domain/orders.ts";
import { placed } from "#app/domain/placement-math.ts";
import { DeviceRender, type RenderView, type WrapDesign } from "./device-render.tsx";

/**
 * A stored design as the renderer draws it: its device's body and what is
 * printed on it. `imageHref` is where the artwork's picture comes from (the
 * stored preview by default; the e-mails' pictures pass the image itself).
 */
export function mockupOf(
  design: OrderDesign,
  imageHref: string | null = design.artwork?.mimeType.startsWith("image/")
    ? `/artwork/${design.artwork.id}/preview`
    : null,
) {
  const body = deviceBody(design.deviceBrand, design.deviceModel);
  const aspect = design.artwork?.aspect ?? 1;
  const wrap: WrapDesign = {
    artwork: design.artwork && { href: imageHref, aspect },
    // Designs stored before placements were kept fill the lid, as the customizer starts them.
    placement:
      design.placement ?? placed("fill", { area: lidPrintArea(body), aspect, rotation: 0 }),
    textLines: design.textLines ?? [],
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
