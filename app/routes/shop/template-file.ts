import type { Route } from "./+types/template-file";
import { type TemplateExtension, templateExtensions } from "#app/components/shop/shop-links.ts";
import { templateFileBySlug } from "#app/domain/catalog/index.ts";
import { renderTemplateFile } from "#app/print-templates/template-files.ts";

const fileName = /^([a-z0-9-]+)\.([a-z]+)$/;

const isExtension = (value: string | undefined): value is TemplateExtension =>
  templateExtensions.includes(value as TemplateExtension);

/**
 * A print template in one of its formats, e.g. /templates/apple-macbook-air-13.eps.
 * The build prerenders every one to a file; this answers in development and
 * for names that are not files (404).
 */
export async function loader({ params }: Route.LoaderArgs) {
  const [, slug = "", extension] = fileName.exec(params.file) ?? [];
  const file = templateFileBySlug(slug);
  if (!file || !isExtension(extension)) {
    return new Response("No such template.\n", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const { body, contentType } = await renderTemplateFile(file.template, file, extension);
  return new Response(body, {
    headers: { "Cache-Control": "public, max-age=3600", "Content-Type": contentType },
  });
}
