import type { SVGProps } from "react";
import type { DeviceBody } from "#app/domain/catalog/bodies.ts";
import { u } from "./geometry.ts";
import { LidView } from "./lid-view.tsx";
import { OpenView } from "./open-view.tsx";
import { deckTilt, screenTilt } from "./perspective.tsx";
import type { WrapDesign } from "./wrap-layers.tsx";

export type { RenderArtwork, WrapDesign } from "./wrap-layers.tsx";

/**
 * The closed lid seen from outside (hinge at the bottom), or the open laptop
 * from the front and above, showing the deck and its palm rest.
 */
export type RenderView = "lid" | "open";

/** The picture's extent around the body, in SVG units: room for the shadow and the hinge. */
function viewBox(body: DeviceBody, view: RenderView): string {
  const width = u(body.lid.width);
  const margin = u(0.45);
  if (view === "lid" || !body.deck) {
    return `${-margin} ${-margin} ${width + 2 * margin} ${u(body.lid.height) + margin + u(0.75)}`;
  }
  const height = u(body.lid.height) * screenTilt + u(0.16) + u(body.deck.height) * deckTilt;
  return `${-margin} ${-margin} ${width + 2 * margin} ${height + margin + u(0.55)}`;
}

/**
 * A wrap on a device: the one renderer of the preview, the cart, checkout,
 * the order page, the e-mails' pictures and the site's product pictures.
 * An image to assistive technology, named by `label`; `id` keeps its
 * gradients and clips apart from other renders on the page.
 */
export function DeviceRender({
  body,
  view,
  design,
  palmrest,
  label,
  id,
  ...svg
}: {
  body: DeviceBody;
  view: RenderView;
  design: WrapDesign;
  /** Whether the design covers the palm rest too (Top + Palmrest). */
  palmrest: boolean;
  label: string;
  id: string;
} & Omit<SVGProps<SVGSVGElement>, "id" | "viewBox" | "role">) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={viewBox(body, view)}
      role="img"
      aria-label={label}
      data-view={view}
      data-family={body.family}
      {...svg}
    >
      {view === "lid" ? (
        <LidView body={body} design={design} id={id} />
      ) : (
        <OpenView body={body} design={design} palmrest={palmrest} id={id} />
      )}
    </svg>
  );
}
