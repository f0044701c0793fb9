import { DataTable } from "#app/components/ui/data-table.tsx";
import { commonLidSizes } from "#app/domain/catalog/index.ts";

/** Common lid sizes (inches) from the catalog. */
export function LidSizesTable() {
  return (
    <DataTable
      label="Common laptop lid sizes"
      caption="Typical lid sizes in inches (width by height). Sizes vary by model, so always choose your exact model."
      showCaption
      minWidth="md:min-w-xl"
      rows={commonLidSizes}
      rowKey={(size) => size.screen}
      columns={[
        { label: "Screen size", rowHeader: true, nowrap: true, cell: (size) => size.screen },
        { label: "Lid width (in)", nowrap: true, cell: (size) => size.width },
        { label: "Lid height (in)", nowrap: true, cell: (size) => size.height },
        { label: "Example models", cell: (size) => size.examples },
      ]}
    />
  );
}
