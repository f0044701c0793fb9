import type { Route } from "./+types/design-picture";
import { designPictureSvg } from "#app/components/device-render/design-picture.tsx";
import { orderPageServicesContext, submissionServicesContext } from "#app/services.server.ts";

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
    ? await context.get(orderPageServicesContext).findOrderDesign(params.number.slice(0, 20), key)
    : undefined;
  if (!design) return notFound();
  let png: Buffer;
  try {
    png = await context
      .get(submissionServicesContext)
      .drawingAsPng(design.artwork?.id ?? null, (picture) =>
        designPictureSvg(design, picture, pictureWidth),
      );
  } catch (error) {
    // The server's image queue is full (server/sandbox/queue.ts): a mail client asks again later.
    if (error instanceof Error && error.name === "QueueFull") {
      return new Response("Busy", { status: 503, headers: { "Retry-After": "60" } });
    }
    throw error;
  }
  return new Response(new Uint8Array(png), {
    headers: {
      "Content-Type": "image/png",
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      "X-Robots-Tag": "noindex",
    },
  });
}
