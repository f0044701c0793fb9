import { Download } from "lucide-react";
import { templateExtensions, templateFilePath } from "./shop-links.ts";
import type { TemplateDownload, TemplateRow } from "./template-rows.ts";

/** Size of a download, e.g. "12.22 × 8.71 in". */
export function pageSize(file: TemplateDownload): string {
  return `${file.page.width} × ${file.page.height} in`;
}

/**
 * A template outline's download links, one per format (plain links, so they
 * work in an island and without script).
 */
export function TemplateDownloadLinks({ row }: { row: TemplateRow }) {
  const several = row.downloads.length > 1;
  return (
    <ul className="grid gap-3">
      {row.downloads.map((file) => (
        <li key={file.name}>
          {several ? (
            <p className="text-ink font-semibold">
              {file.name} ({file.year})
            </p>
          ) : null}
          <p className="flex flex-wrap gap-x-4">
            {templateExtensions.map((extension) => (
              <a
                key={extension}
                href={templateFilePath(file.slug, extension)}
                download={`${file.slug}-wrap-template.${extension}`}
                className="text-brand-700 hover:text-brand-900 inline-flex min-h-11 items-center gap-1.5 font-semibold underline underline-offset-2"
              >
                <Download aria-hidden="true" className="size-4 shrink-0" />
                {extension.toUpperCase()}
                <span className="sr-only"> template for the {`${row.brand} ${file.name}`}</span>
              </a>
            ))}
          </p>
          <p className="text-muted text-sm">{pageSize(file)} with bleed</p>
        </li>
      ))}
    </ul>
  );
}
