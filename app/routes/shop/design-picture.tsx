import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import type { Route } from "./+types/design-picture";
import { mockupOf } from "~/components/device-render/design-mockup";
import { DeviceRender } from "~/components/device-render/device-render";
import { shopServicesContext, submissionServicesContext } from "~/services.server";

const pictureName = /^([A-Za-z0-9_-]{32})\.png$/;

/** How wide the picture is drawn: twice the width the e-mails show it at. */
const pictureWidth = 640;

const notFound = () =>
  new Response("Not found", { status: 404, headers: { "X-Robots-Tag": "noindex" } });

/**
 * GET /orders/{number}/designs/{key}.png: a design of an order on its device,
 * drawn by the site's one renderer and rasterised for the e-mails (mail
 * clients show PNG, not SVG). The key comes from the order's secret, so only
 * the e-mail's reader has the link; what it shows never changes.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const key = pictureName.exec(params.picture)?.[1];
  const design = key
    ? await context.get(shopServicesContext).findOrderDesign(params.number.slice(0, 20), key)
    : undefined;
  if (!design) return notFound();
  const preview = design.artwork?.mimeType.startsWith("image/")
    ? await context.get(submissionServicesContext).artworkPreview(design.artwork.id)
    : undefined;
  // The rasteriser reads PNG and JPEG pictures embedded in the drawing, not WebP.
  const image = preview
    ? `data:image/png;base64,${(await sharp(preview).png().toBuffer()).toString("base64")}`
    : null;
  const svg = renderToStaticMarkup(
    <DeviceRender {...mockupOf(design, image)} view="lid" id="picture" width={pictureWidth} />,
  );
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
  return new Response(new Uint8Array(png), {
    headers: {
      "Content-Type": "image/png",
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      "X-Robots-Tag": "noindex",
    },
  });
}
