import { clsx } from "clsx";
import type { ReactNode } from "react";

/** A column of a `DataTable`: its heading and what each row shows in it. */
export interface Column<Row> {
  label: string;
  /** The heading is read out but not shown (an actions column). */
  srOnly?: boolean;
  /** The row's name: a row header in the table, the card's title on a phone. */
  rowHeader?: boolean;
  /** Kept on one line in the table. */
  nowrap?: boolean;
  cell: (row: Row) => ReactNode;
}

/**
 * A table of facts in a rounded frame. From 768 px it is a table; on a phone
 * each row becomes a card of its own, every value beside its column's label,
 * so nothing hides off to the right and no page scrolls sideways. The table's
 * own elements carry its semantics (browsers keep them under a changed
 * display since Chrome 80, Firefox and Safari 16.4), with no ARIA roles
 * written over them, which the HTML standard forbids on native table rows
 * and cells (the Nu checker, issue 33). Between 768 px and the table's `minWidth` the frame scrolls: it is then a
 * named, focusable region, and positioned, so the labels read only by screen
 * readers stay inside it.
 */
export function DataTable<Row>({
  label,
  caption,
  showCaption = false,
  columns,
  rows,
  rowKey,
  minWidth,
}: {
  /** Name of the scrolling region. */
  label: string;
  caption: ReactNode;
  showCaption?: boolean;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Tailwind min-width class for the table from 768 px, e.g. "md:min-w-xl". */
  minWidth?: string;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="border-brand-100 relative overflow-x-auto rounded-2xl border bg-white"
    >
      <table className={clsx("w-full text-left max-md:block", minWidth)}>
        <caption
          className={clsx(
            showCaption ? "text-muted px-4 py-3 text-left text-sm" : "sr-only",
            "max-md:block",
          )}
        >
          {caption}
        </caption>
        <thead className="bg-brand-50 text-ink max-md:sr-only">
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className="px-4 py-3 font-semibold">
                {column.srOnly ? <span className="sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-brand-100 divide-y max-md:block">
          {rows.map((row) => (
            <tr key={rowKey(row)} className="max-md:flex max-md:flex-col max-md:px-4 max-md:py-3">
              {columns.map((column) => {
                const Cell = column.rowHeader ? "th" : "td";
                return (
                  <Cell
                    key={column.label}
                    scope={column.rowHeader ? "row" : undefined}
                    data-label={column.srOnly ? undefined : column.label}
                    className={clsx(
                      "px-4 py-3 max-md:flex max-md:justify-between max-md:gap-4 max-md:px-0 max-md:py-1",
                      // On a phone each value follows its column's label, except the row's name and its actions.
                      "max-md:before:text-muted max-md:before:font-normal max-md:before:content-[attr(data-label)]",
                      column.rowHeader
                        ? "text-ink font-semibold max-md:order-first max-md:text-lg"
                        : "text-muted",
                      (column.rowHeader || column.srOnly) && "max-md:before:hidden",
                      column.nowrap && "md:whitespace-nowrap",
                    )}
                  >
                    {column.cell(row)}
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
