import { Box3, CanvasTexture, SRGBColorSpace, Vector3 } from "three";
import { deviceBody } from "#app/domain/catalog/bodies.ts";
import { lidPrintArea, palmrestPrintArea } from "#app/domain/catalog/print-area.ts";
import { placed } from "#app/domain/placement-math.ts";
import { defaultTextStyle } from "#app/domain/text-style.ts";
import { buildDevice } from "#app/device-3d/device.ts";
import { props } from "#app/device-3d/props.ts";
import { type Studio, createStudio } from "#app/device-3d/studio.ts";
import { disposeObject } from "#app/device-3d/parts.ts";
import { drawWrapPrint } from "#app/device-3d/wrap-texture.ts";
import type { ArtworkId, ProductPicture } from "#app/product-pictures/pictures.ts";

/*
 * The page the picture script (scripts/render-product-pictures.ts) opens in
 * Chromium: it renders one product picture at a time with the site's 3D
 * renderer (app/device-3d) on a transparent canvas and hands back a PNG.
 */

export interface RenderRequest {
  picture: ProductPicture;
  /** Each artwork the picture's devices wear, as a PNG data URL and its height ÷ width. */
  artworks: Partial<Record<ArtworkId, { url: string; aspect: number }>>;
  width: number;
  height: number;
  /** Rendered at this many times the size, for the script to scale down: smooth edges. */
  supersample: number;
}

const canvas = document.querySelector<HTMLCanvasElement>("#stage");

async function image(url: string): Promise<HTMLImageElement> {
  const element = new Image();
  element.src = url;
  await element.decode();
  return element;
}

function printTexture(
  area: { width: number; height: number },
  artwork: { aspect: number; url: string },
  element: HTMLImageElement,
  text: boolean,
) {
  const print = document.createElement("canvas");
  drawWrapPrint(
    print,
    area,
    {
      artwork: { href: artwork.url, aspect: artwork.aspect },
      placement: placed("fill", { area, aspect: artwork.aspect, rotation: 0 }),
      textLines: [],
      textStyle: defaultTextStyle,
    },
    element,
    { text },
  );
  const texture = new CanvasTexture(print);
  texture.colorSpace = SRGBColorSpace;
  texture.anisotropy = 16;
  return texture;
}

/** One studio for every picture the page renders (its environment map is made once). */
let studio: Studio | null = null;

async function renderPicture(request: RenderRequest): Promise<string> {
  if (!canvas) throw new Error("No canvas");
  const { picture } = request;
  studio ??= createStudio(canvas, { pixelRatio: request.supersample, keepDrawing: true });
  studio.resize(request.width, request.height);
  const devices = await Promise.all(
    picture.devices.map(async (entry) => {
      const body = deviceBody(entry.brand, entry.model);
      const artwork = entry.artwork ? request.artworks[entry.artwork] : undefined;
      const element = artwork ? await image(artwork.url) : null;
      const palm = palmrestPrintArea(body);
      const device = buildDevice(
        body,
        artwork && element
          ? {
              lid: printTexture(lidPrintArea(body), artwork, element, true),
              // The product pictures' laptops are wrapped Top + Palmrest: the palm rest shows when open.
              palmrest: palm ? printTexture(palm, artwork, element, false) : null,
              finish: entry.finish ?? "matte",
            }
          : null,
        { open: entry.open ?? 105, lift: entry.lift },
      );
      return {
        device,
        x: entry.x ?? 0,
        z: entry.z ?? 0,
        turn: ((entry.turn ?? 0) * Math.PI) / 180,
      };
    }),
  );
  // Tools lie on the table, or on the first device's closed lid.
  const lidTop = devices[0] ? new Box3().setFromObject(devices[0].device.group).max.y : 0;
  const extras = (picture.props ?? []).map((prop) => {
    const made = props[prop.kind]();
    made.position.copy(new Vector3(prop.x, prop.onLid ? lidTop + 0.012 : 0, prop.z));
    made.rotation.y = ((prop.turn ?? 0) * Math.PI) / 180;
    return made;
  });
  studio.show(devices, extras);
  studio.frame(picture.shot);
  studio.render();
  const png = canvas.toDataURL("image/png");
  for (const { device } of devices) device.dispose();
  for (const extra of extras) disposeObject(extra);
  return png;
}

Object.assign(window, { renderPicture, rendererReady: true });
