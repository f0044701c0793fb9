import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import { site } from "#app/domain/site.ts";
import { lettering } from "./lettering.server.ts";
import { SvgCanvas } from "#app/product-pictures/artwork/artboard.tsx";
import { ogImage } from "#app/lib/seo.ts";
import { pictureFile } from "./pictures.ts";

/*
 * The picture drawn on the server: the social image, the site's promise
 * beside a product picture's 3D render. The product and model pictures
 * themselves are 3D renders committed in public/ (pictures.ts,
 * model-pictures.ts).
 */

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
