import { DataTable } from "#app/components/ui/data-table.tsx";
import { commonLidSizes } from "#app/domain/catalog/index.ts";

/** Common lid sizes (inches) from the catalog. */
export function LidSizesTable() {
  return (
    <DataTable
      label="Common laptop lid sizes"
      caption="Typical lid sizes in inches (width by height). Sizes vary by model, so always choose your exact model."
      showCaption
      minWidth="min-w-xl"
      columns={[
        { label: "Screen size" },
        { label: "Lid width (in)" },
        { label: "Lid height (in)" },
        { label: "Example models" },
      ]}
    >
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
    </DataTable>
  );
}
