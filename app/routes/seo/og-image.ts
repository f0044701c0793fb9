import { drawSocialImage } from "#app/product-pictures/social-image.server.tsx";

/**
 * GET /og-image.png: the image shared links show (app/lib/seo.ts), drawn by
 * the product pictures' renderer. The build prerenders it to a file.
 */
export async function loader() {
  return new Response(new Uint8Array(await drawSocialImage()), {
    headers: {
      "Content-Type": "image/png",
      "Cache-Control": "public, max-age=3600",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
