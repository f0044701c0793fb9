import { DataTable } from "#app/components/ui/data-table.tsx";
import { shippingMethods } from "#app/domain/policies.ts";
import { businessDays, shippingCost } from "./wording.ts";

/** Shipping methods, delivery times and prices, read from the policies module. */
export function ShippingMethodsTable() {
  return (
    <DataTable
      label="Shipping methods table"
      caption="Shipping methods, delivery times and costs"
      columns={[{ label: "Method" }, { label: "Delivery time" }, { label: "Cost" }]}
    >
      {shippingMethods.map((method) => (
        <tr key={method.id}>
          <th scope="row" className="text-ink px-4 py-3 font-semibold">
            {method.label}
          </th>
          <td className="text-muted px-4 py-3">{businessDays(method.days)}</td>
          <td className="text-muted px-4 py-3">{shippingCost(method)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
