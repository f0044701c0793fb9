import { DataTable } from "~/components/ui/data-table";
import { shippingMethods } from "~/domain/policies";
import { businessDays, shippingCost } from "./wording";

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
