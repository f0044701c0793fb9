import { Download, Eye, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { controlClass } from "#app/components/ui/control.ts";
import { DataTable } from "#app/components/ui/data-table.tsx";
import { filterTemplates } from "#app/domain/catalog/template-filter.ts";
import { TemplateDownloadLinks, pageSize } from "#app/components/shop/template-downloads.tsx";
import type { TemplateRow } from "#app/components/shop/template-rows.ts";

const searchId = "template-search";
const brandId = "template-brand";
const previewTitleId = "template-preview-title";
/** The id of a row's download menu. */
function downloadsId(row: TemplateRow): string {
  return `download-${row.id}`;
}

/**
 * The template finder (an island): search and brand filters with the live
 * count, the template list with Preview and Download, and the preview dialog.
 */
export function TemplateFinder({
  rows,
  brands,
  contactHref,
}: {
  rows: readonly TemplateRow[];
  brands: readonly string[];
  contactHref: string;
}) {
  const [search, setSearch] = useState("");
  const [brand, setBrand] = useState("");
  const [previewing, setPreviewing] = useState<TemplateRow | null>(null);
  const searchInput = useRef<HTMLInputElement>(null);
  const brandSelect = useRef<HTMLSelectElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const visible = filterTemplates(rows, { brand, search });

  // Anything chosen before the island hydrated is in the controls already.
  useEffect(() => {
    setSearch(searchInput.current?.value ?? "");
    setBrand(brandSelect.current?.value ?? "");
  }, []);

  useEffect(() => {
    if (previewing && !dialog.current?.open) dialog.current?.showModal();
  }, [previewing]);

  function clearFilters() {
    if (searchInput.current) searchInput.current.value = "";
    if (brandSelect.current) brandSelect.current.value = "";
    setSearch("");
    setBrand("");
  }

  return (
    <div>
      <div className="border-brand-100 grid gap-4 rounded-2xl border bg-white p-5 shadow-sm sm:grid-cols-[2fr_1fr_auto] sm:items-end">
        <div>
          <label htmlFor={searchId} className="text-ink block font-semibold">
            Search
          </label>
          <input
            ref={searchInput}
            id={searchId}
            type="search"
            autoComplete="off"
            placeholder="Search laptop model..."
            aria-describedby="template-count"
            onChange={(event) => setSearch(event.currentTarget.value)}
            className={`${controlClass} mt-1`}
          />
        </div>
        <div>
          <label htmlFor={brandId} className="text-ink block font-semibold">
            Brand
          </label>
          <select
            ref={brandSelect}
            id={brandId}
            defaultValue=""
            onChange={(event) => setBrand(event.currentTarget.value)}
            className={`${controlClass} mt-1`}
          >
            <option value="">Select Brand</option>
            {brands.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <button type="button" onClick={clearFilters} className={buttonClasses("outline")}>
          Clear Filters
        </button>
      </div>

      <p id="template-count" role="status" className="text-ink mt-6 font-semibold">
        {visible.length} template(s) found
      </p>

      {visible.length > 0 ? (
        <div className="mt-4">
          <DataTable
            label="Print templates"
            caption="Print templates"
            minWidth="md:min-w-[40rem]"
            rows={visible}
            rowKey={(row) => row.model}
            columns={[
              { label: "Brand", cell: (row) => row.brand },
              { label: "Model", rowHeader: true, cell: (row) => row.model },
              { label: "Screen Size", cell: (row) => row.size },
              { label: "Year", cell: (row) => row.year },
              {
                label: "Actions",
                srOnly: true,
                cell: (row) => <TemplateActions row={row} onPreview={setPreviewing} />,
              },
            ]}
          />
        </div>
      ) : (
        <div className="border-brand-100 mt-4 rounded-2xl border bg-white p-8 text-center">
          <p className="text-ink text-lg font-semibold">
            No templates found matching your criteria.
          </p>
          <p className="text-muted mt-2">
            Don&apos;t see your model?{" "}
            <a
              href={contactHref}
              className="text-brand-700 hover:text-brand-900 font-semibold underline underline-offset-2"
            >
              Contact us
            </a>{" "}
            and we&apos;ll create a custom template for you!
          </p>
        </div>
      )}

      <dialog
        ref={dialog}
        aria-labelledby={previewTitleId}
        onClose={() => setPreviewing(null)}
        // A click on the backdrop lands on the dialog itself: it closes, like Escape.
        onClick={(event) => {
          if (event.target === event.currentTarget) event.currentTarget.close();
        }}
        className="m-auto w-[min(56rem,calc(100vw-2rem))] rounded-2xl bg-white p-0 shadow-xl backdrop:bg-black/60"
      >
        {previewing ? (
          <div className="p-6">
            <div className="flex items-start justify-between gap-4">
              <h2 id={previewTitleId} className="text-ink text-2xl font-bold">
                {previewing.brand} {previewing.model} template
              </h2>
              <button
                type="button"
                onClick={() => dialog.current?.close()}
                className={buttonClasses("ghost", "icon")}
              >
                <X aria-hidden="true" className="size-5" />
                <span className="sr-only">Close preview</span>
              </button>
            </div>
            <p className="text-muted mt-2">
              Pink is the bleed, the solid magenta line is the cut line, and the dashed blue line is
              the safe area for text and logos. The files are at true size.
            </p>
            <div className="mt-4 grid gap-6">
              {previewing.downloads.map((file) => (
                <figure key={file.name}>
                  <img
                    src={file.svg}
                    width={Math.round(file.page.width * 60)}
                    height={Math.round(file.page.height * 60)}
                    alt={`Print template for the ${previewing.brand} ${file.name}: cut line, bleed and safe area`}
                    className="border-brand-100 h-auto w-full rounded-lg border"
                  />
                  <figcaption className="text-muted mt-2 text-sm">
                    {file.name} ({file.year}): cut line {file.cut.width} × {file.cut.height} in;
                    page with bleed {pageSize(file)}.
                  </figcaption>
                </figure>
              ))}
            </div>
            <div className="mt-4">
              <TemplateDownloadLinks row={previewing} />
            </div>
          </div>
        ) : null}
      </dialog>
    </div>
  );
}

/** A template's Preview and Download buttons, and its downloads' popover. */
function TemplateActions({
  row,
  onPreview,
}: {
  row: TemplateRow;
  onPreview: (row: TemplateRow) => void;
}) {
  return (
    <div className="flex flex-wrap items-start justify-end gap-2">
      <button
        type="button"
        onClick={() => onPreview(row)}
        className={buttonClasses("secondary", "sm")}
      >
        <Eye aria-hidden="true" className="size-4" />
        Preview<span className="sr-only"> {row.model}</span>
      </button>
      <button
        type="button"
        popoverTarget={downloadsId(row)}
        className={buttonClasses("default", "sm")}
      >
        <Download aria-hidden="true" className="size-4" />
        Download<span className="sr-only"> {row.model}</span>
      </button>
      <div
        id={downloadsId(row)}
        popover="auto"
        role="dialog"
        aria-labelledby={`${downloadsId(row)}-title`}
        className="m-auto w-[min(22rem,calc(100vw-2rem))] rounded-2xl bg-white p-6 shadow-xl backdrop:bg-black/40"
      >
        <div className="flex items-start justify-between gap-4">
          <h2 id={`${downloadsId(row)}-title`} className="text-ink text-xl font-bold">
            Download the {row.brand} {row.model} template
          </h2>
          <button
            type="button"
            popoverTarget={downloadsId(row)}
            popoverTargetAction="hide"
            className={buttonClasses("ghost", "icon", "-mt-2 -mr-2 shrink-0")}
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">Close</span>
          </button>
        </div>
        <p className="text-muted mt-1 text-sm">True size, print-ready PDF or editable SVG.</p>
        <div className="mt-3">
          <TemplateDownloadLinks row={row} />
        </div>
      </div>
    </div>
  );
}
