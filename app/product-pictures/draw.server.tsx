import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import { DeviceRender } from "#app/components/device-render/device-render.tsx";
import { deviceBody } from "#app/domain/catalog/bodies.ts";
import { lidPrintArea } from "#app/domain/catalog/print-area.ts";
import { placed } from "#app/domain/placement-math.ts";
import { defaultTextStyle } from "#app/domain/text-style.ts";
import { site } from "#app/domain/site.ts";
import { lettering } from "./lettering.server.ts";
import { artworks } from "#app/product-pictures/artwork/index.ts";
import { SvgCanvas, artboard } from "#app/product-pictures/artwork/artboard.tsx";
import { ogImage } from "#app/lib/seo.ts";
import {
  type ArtworkId,
  type PictureDevice,
  type ProductPicture,
  pictureFile,
  pictureSize,
} from "./pictures.ts";
import { modelPictureBackdrop } from "./model-pictures.ts";

/*
 * The pictures drawn on the server: a model page's pictures (the flat
 * renderer, DeviceRender, as SVG per request) and the social image (the
 * site's promise beside a product picture's 3D render). The product pictures
 * themselves are 3D renders committed in public/ (pictures.ts).
 */

const { width: canvasWidth, height: canvasHeight } = pictureSize;

/** `make`, run once per key for the life of the process. */
function once<Key, Value>(make: (key: Key) => Value): (key: Key) => Value {
  const made = new Map<Key, Value>();
  return (key) => {
    if (!made.has(key)) made.set(key, make(key));
    return made.get(key) as Value;
  };
}

interface Slot {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where each device stands on the canvas (fractions): one in the middle, or a row of three, the middle one in front. */
function slots(count: number): Slot[] {
  if (count === 1) return [{ x: 0.1, y: 0.06, width: 0.8, height: 0.88 }];
  return [
    { x: 0.02, y: 0.04, width: 0.5, height: 0.62 },
    { x: 0.48, y: 0.04, width: 0.5, height: 0.62 },
    { x: 0.22, y: 0.34, width: 0.56, height: 0.64 },
  ].slice(0, count);
}

/** An artwork as vector: the SVG itself as a data URL, for pictures served as SVG. */
const artworkVector = once(async (id: ArtworkId) => {
  const Artwork = artworks[id];
  return `data:image/svg+xml;base64,${Buffer.from(renderToStaticMarkup(<Artwork />)).toString("base64")}`;
});

/** Devices wearing their artwork, each drawn by the renderer into its slot (canvas units). */
async function drawDevices(
  devices: readonly PictureDevice[],
  at: readonly Slot[],
  image: (id: ArtworkId) => Promise<string>,
) {
  const images = await Promise.all(
    devices.map((device) => (device.artwork ? image(device.artwork) : null)),
  );
  const aspect = artboard.height / artboard.width;
  return devices.map((device, index) => {
    const body = deviceBody(device.brand, device.model);
    const slot = at[index] ?? { x: 0, y: 0, width: 0, height: 0 };
    const image = images[index];
    return (
      <DeviceRender
        key={index}
        body={body}
        view="lid"
        palmrest={false}
        design={{
          artwork: image ? { href: image, aspect } : null,
          placement: placed("fill", { area: lidPrintArea(body), aspect, rotation: 0 }),
          textLines: [],
          textStyle: defaultTextStyle,
          finish: device.finish ?? "matte",
        }}
        label=""
        id={`device-${index}`}
        {...slot}
      />
    );
  });
}

async function sceneSvg(
  picture: Pick<ProductPicture, "devices" | "backdrop">,
  image: (id: ArtworkId) => Promise<string>,
): Promise<string> {
  const at = slots(picture.devices.length).map((slot) => ({
    x: slot.x * canvasWidth,
    y: slot.y * canvasHeight,
    width: slot.width * canvasWidth,
    height: slot.height * canvasHeight,
  }));
  const [from, to] = picture.backdrop;
  return renderToStaticMarkup(
    <SvgCanvas {...pictureSize}>
      <defs>
        <radialGradient id="backdrop" cx="50%" cy="38%" r="75%">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </radialGradient>
      </defs>
      <rect width={canvasWidth} height={canvasHeight} fill="url(#backdrop)" />
      {await drawDevices(picture.devices, at, image)}
    </SvgCanvas>,
  );
}

/**
 * A model page's picture (model-pictures.ts): the model wearing one design,
 * as an SVG document whose artwork stays vector, so 236 models × their
 * designs cost no raster work at build time and stay sharp at any size.
 */
export function drawModelPicture(device: PictureDevice): Promise<string> {
  return sceneSvg({ devices: [device], backdrop: modelPictureBackdrop }, artworkVector);
}

/** A product picture's file as committed in public/ (the build and the server run from the repository's root). */
const committedPicture = (slug: string) => path.join(process.cwd(), "public", pictureFile(slug));

/**
 * The image a shared link shows: the site's name and promise beside the DJ's
 * MacBook Pro, the product pictures' 3D render (a card with rounded corners).
 */
export async function drawSocialImage(): Promise<Buffer> {
  const { width, height } = ogImage;
  const line = (text: string, y: number, size: number, face: "sans" | "sansBold") =>
    lettering(text, { face, size, x: 72, y });
  const text = renderToStaticMarkup(
    <SvgCanvas width={width} height={height}>
      <defs>
        <linearGradient id="social" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#24175e" />
          <stop offset="1" stopColor="#4a2fc0" />
        </linearGradient>
      </defs>
      <rect width={width} height={height} fill="url(#social)" />
      <path d={line(site.name, 200, 84, "sansBold")} fill="#ffffff" />
      <path d={line("Custom laptop wraps,", 286, 34, "sans")} fill="#e9e5ff" />
      <path d={line("precision-cut to your model", 332, 34, "sans")} fill="#e9e5ff" />
      <path d={line("and made in the USA.", 378, 34, "sans")} fill="#e9e5ff" />
      <path
        d={line(`${site.location.city}, ${site.location.regionName}`, 460, 26, "sansBold")}
        fill="#ffb547"
      />
    </SvgCanvas>,
  );
  const card = { width: 500, height: 312, left: 650, top: 159 };
  const corners = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${card.width}" height="${card.height}"><rect width="${card.width}" height="${card.height}" rx="24" fill="#fff"/></svg>`,
  );
  const picture = await sharp(committedPicture("dj-macbook-pro"))
    .resize(card.width, card.height)
    .composite([{ input: corners, blend: "dest-in" }])
    .png()
    .toBuffer();
  return sharp(Buffer.from(text))
    .composite([{ input: picture, left: card.left, top: card.top }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}
