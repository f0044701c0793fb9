import { clsx } from "clsx";
import type { ReactNode } from "react";

/**
 * A table of facts in a rounded frame that scrolls sideways on narrow
 * screens. The frame is a named, focusable region so keyboard users can
 * scroll it too. Rows go in as `children` (the table body).
 */
export function DataTable({
  label,
  caption,
  showCaption = false,
  columns,
  minWidth,
  children,
}: {
  /** Name of the scrolling region. */
  label: string;
  caption: ReactNode;
  showCaption?: boolean;
  /** Column headings; an empty string is a column without a visible heading. */
  columns: readonly { label: string; srOnly?: boolean }[];
  /** Tailwind min-width class for the table, e.g. "min-w-xl". */
  minWidth?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="border-brand-100 overflow-x-auto rounded-2xl border bg-white"
    >
      <table className={clsx("w-full text-left", minWidth)}>
        <caption className={showCaption ? "text-muted px-4 py-3 text-left text-sm" : "sr-only"}>
          {caption}
        </caption>
        <thead className="bg-brand-50 text-ink">
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className="px-4 py-3 font-semibold">
                {column.srOnly ? <span className="sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-brand-100 divide-y">{children}</tbody>
      </table>
    </div>
  );
}
