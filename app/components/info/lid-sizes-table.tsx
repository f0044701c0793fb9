import { commonLidSizes } from "~/domain/catalog";

/** Common lid sizes (inches) from the catalog. */
export function LidSizesTable() {
  return (
    // Focusable so keyboard users can scroll the table sideways on small screens.
    <div
      role="region"
      aria-label="Common laptop lid sizes"
      tabIndex={0}
      className="border-brand-100 overflow-x-auto rounded-2xl border bg-white"
    >
      <table className="w-full min-w-xl text-left">
        <caption className="text-muted px-4 py-3 text-left text-sm">
          Typical lid sizes in inches (width by height). Sizes vary by model, so always choose your
          exact model.
        </caption>
        <thead className="bg-brand-50 text-ink">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Screen size
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Lid width (in)
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Lid height (in)
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Example models
            </th>
          </tr>
        </thead>
        <tbody className="divide-brand-100 divide-y">
          {commonLidSizes.map((size) => (
            <tr key={size.screen}>
              <th scope="row" className="text-ink px-4 py-3 font-semibold whitespace-nowrap">
                {size.screen}
              </th>
              <td className="text-muted px-4 py-3 whitespace-nowrap">{size.width}</td>
              <td className="text-muted px-4 py-3 whitespace-nowrap">{size.height}</td>
              <td className="text-muted px-4 py-3">{size.examples}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
