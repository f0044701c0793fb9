import { shippingMethods } from "~/domain/policies";
import { businessDays, shippingCost } from "./wording";

/** Shipping methods, delivery times and prices, read from the policies module. */
export function ShippingMethodsTable() {
  return (
    <div className="border-brand-100 overflow-x-auto rounded-2xl border">
      <table className="w-full text-left">
        <caption className="sr-only">Shipping methods, delivery times and costs</caption>
        <thead className="bg-brand-50 text-ink">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Method
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Delivery time
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Cost
            </th>
          </tr>
        </thead>
        <tbody className="divide-brand-100 divide-y">
          {shippingMethods.map((method) => (
            <tr key={method.id}>
              <th scope="row" className="text-ink px-4 py-3 font-semibold">
                {method.label}
              </th>
              <td className="text-muted px-4 py-3">{businessDays(method.days)}</td>
              <td className="text-muted px-4 py-3">{shippingCost(method)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
