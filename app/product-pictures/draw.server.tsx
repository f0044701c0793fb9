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
  type PictureFormat,
  type ProductPicture,
  pictureSize,
} from "./pictures.ts";
import { modelPictureBackdrop } from "./model-pictures.ts";

/*
 * The product pictures, drawn by the site's one renderer (DeviceRender): each
 * picture's catalog models wearing its artwork, on a soft backdrop, then
 * encoded at the width asked for. The build prerenders every size and format
 * to files (react-router.config.ts); this runs again only in development.
 */

const { width: canvasWidth, height: canvasHeight } = pictureSize;

/** `make`, run once per key for the life of the process (the build asks for each picture at every width and format). */
function once<Key, Value>(make: (key: Key) => Value): (key: Key) => Value {
  const made = new Map<Key, Value>();
  return (key) => {
    if (!made.has(key)) made.set(key, make(key));
    return made.get(key) as Value;
  };
}

/** An artwork as a picture the renderer can place on a lid (rasterised at print-like detail). */
const artworkImage = once(async (id: ArtworkId) => {
  const Artwork = artworks[id];
  const png = await sharp(Buffer.from(renderToStaticMarkup(<Artwork />)), { density: 72 * 1.6 })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString("base64")}`;
});

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
  image: (id: ArtworkId) => Promise<string> = artworkImage,
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
  image?: (id: ArtworkId) => Promise<string>,
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

/** The full-size picture, which every width and format is made from. */
const master = once(async (picture: ProductPicture) =>
  sharp(Buffer.from(await sceneSvg(picture)))
    .png()
    .toBuffer(),
);

/** The picture at `width` pixels, encoded as `format`. */
export async function drawProductPicture(
  picture: ProductPicture,
  width: number,
  format: PictureFormat,
): Promise<Buffer> {
  const resized = sharp(await master(picture)).resize({ width });
  // A phone's sizes are encoded tighter and slower: on a slow line their bytes share the
  // connection with the page's first paint (flat colours and clean edges survive it).
  const phone = width <= 720;
  return format === "avif"
    ? resized.avif({ quality: phone ? 40 : 50, effort: phone ? 6 : 4 }).toBuffer()
    : resized.webp({ quality: 78 }).toBuffer();
}

/**
 * The image a shared link shows: the site's name and promise beside two of
 * the product pictures' laptops (a DJ's MacBook Pro and a school's Chromebook).
 */
export async function drawSocialImage(): Promise<Buffer> {
  const { width, height } = ogImage;
  const line = (text: string, y: number, size: number, face: "sans" | "sansBold") =>
    lettering(text, { face, size, x: 72, y });
  const devices: PictureDevice[] = [
    { brand: "Chromebook", model: "Acer Chromebook 511", artwork: "school-crest" },
    {
      brand: "Apple",
      model: "MacBook Pro (14-inch, M4, 2024)",
      artwork: "dj-neon",
      finish: "gloss",
    },
  ];
  const svg = renderToStaticMarkup(
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
      {await drawDevices(devices, [
        { x: 720, y: 40, width: 460, height: 320 },
        { x: 640, y: 230, width: 520, height: 370 },
      ])}
    </SvgCanvas>,
  );
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
