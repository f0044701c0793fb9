import type { Route } from "./+types/template-file";
import { templateFileBySlug } from "#app/domain/catalog/index.ts";
import { renderTemplatePdf } from "#app/print-templates/template-pdf.ts";
import { renderTemplateSvg } from "#app/print-templates/template-svg.tsx";

const fileName = /^([a-z0-9-]+)\.(svg|pdf)$/;

/**
 * A print template as SVG or PDF, e.g. /templates/apple-macbook-air-13.pdf.
 * The build prerenders every one to a file; this answers in development and
 * for names that are not files (404).
 */
export async function loader({ params }: Route.LoaderArgs) {
  const [, slug = "", extension] = fileName.exec(params.file) ?? [];
  const file = templateFileBySlug(slug);
  if (!file || !extension) {
    return new Response("No such template.\n", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const headers = { "Cache-Control": "public, max-age=3600" };
  if (extension === "svg") {
    return new Response(renderTemplateSvg(file.template, file), {
      headers: { ...headers, "Content-Type": "image/svg+xml; charset=utf-8" },
    });
  }
  const pdf = await renderTemplatePdf(file.template, file);
  return new Response(pdf, { headers: { ...headers, "Content-Type": "application/pdf" } });
}
