import { DataTable } from "#app/components/ui/data-table.tsx";
import { shippingMethods } from "#app/domain/policies.ts";
import { businessDays, shippingCost } from "./wording.ts";

/** Shipping methods, delivery times and prices, read from the policies module. */
export function ShippingMethodsTable() {
  return (
    <DataTable
      label="Shipping methods table"
      caption="Shipping methods, delivery times and costs"
      rows={shippingMethods}
      rowKey={(method) => method.id}
      columns={[
        { label: "Method", rowHeader: true, cell: (method) => method.label },
        { label: "Delivery time", cell: (method) => businessDays(method.days) },
        { label: "Cost", cell: (method) => shippingCost(method) },
      ]}
    />
  );
}
