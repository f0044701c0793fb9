import type { Route } from "./+types/template-file";
import { type TemplateExtension, templateExtensions } from "#app/components/shop/shop-links.ts";
import { templateFileBySlug } from "#app/domain/catalog/index.ts";
import { pieceCuts } from "#app/components/device-render/geometry.ts";
import { deviceBody } from "#app/domain/catalog/bodies.ts";
import { contentTypeOf, renderTemplateFile } from "#app/print-templates/template-files.ts";
import { shopServicesContext } from "#app/services.server.ts";

const fileName = /^([a-z0-9-]+)\.([a-z]+)$/;

const isExtension = (value: string | undefined): value is TemplateExtension =>
  templateExtensions.includes(value as TemplateExtension);

/** Files made this process, by template, format and the cut they were drawn from. */
const made = new Map<string, { body: string | Uint8Array<ArrayBuffer>; contentType: string }>();

/**
 * A print template in one of its formats, e.g. /templates/apple-macbook-air-13.eps,
 * drawn from the model's current cut (issue 34): its measured template where
 * the shop has imported one, else the drawn outline, so a download is always
 * the outline the print file cuts. Each is made once per cut and kept, and
 * revalidated by its cut's version.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const [, slug = "", extension] = fileName.exec(params.file) ?? [];
  const file = templateFileBySlug(slug);
  if (!file || !isExtension(extension)) {
    return new Response("No such template.\n", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const brand = file.template.brand;
  const template = await context.get(shopServicesContext).cutTemplate(brand, file.model);
  const piece = pieceCuts(deviceBody(brand, file.model, template)).lid;
  const version = template?.lid
    ? `${template.lid.template.id}-${template.lid.template.status}`
    : "drawn";
  const etag = `"${slug}-${version}"`;
  const headers = { "Cache-Control": "public, no-cache", ETag: etag };
  if (request.headers.get("if-none-match") === etag)
    return new Response(null, { status: 304, headers });
  // A HEAD asks whether the file is there (a link checker): answered without drawing it.
  if (request.method === "HEAD") {
    return new Response(null, {
      headers: { ...headers, "Content-Type": contentTypeOf(extension) },
    });
  }
  const key = `${slug}.${extension}:${version}`;
  let rendered = made.get(key);
  if (!rendered) {
    rendered = await renderTemplateFile(file.template, file, extension, piece);
    if (made.size >= 64) made.delete(made.keys().next().value ?? "");
    made.set(key, rendered);
  }
  return new Response(rendered.body, {
    headers: { ...headers, "Content-Type": rendered.contentType },
  });
}
