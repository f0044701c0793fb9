import { Facts, Panel, When } from "#app/components/staff/console-ui.tsx";
import type { PlacedOrder } from "#app/domain/orders.ts";
import { businessDays } from "#app/lib/format.ts";

/** The order page's facts about its customer: who, where it ships, and what they asked for. */
export function CustomerPanel({ order, statusUrl }: { order: PlacedOrder; statusUrl: string }) {
  const address = order.shipTo;
  return (
    <Panel id="customer" title="Customer and shipping">
      <Facts
        rows={[
          ["Customer", order.customer.name],
          [
            "E-mail",
            <a key="e" className="underline" href={`mailto:${order.customer.email}`}>
              {order.customer.email}
            </a>,
          ],
          ["Phone", order.customer.phone || "None"],
          ["Organization", order.organization || "None"],
          [
            "Ship to",
            [
              address.name,
              address.line1,
              address.line2,
              `${address.city}, ${address.state} ${address.zip}`,
              "United States",
            ]
              .filter(Boolean)
              .join(", "),
          ],
          ["Shipping", `${order.shipping.label}, ${businessDays(order.shipping.days)}`],
          ["PO number", order.purchaseOrder || "None"],
          ["Tax-exempt", order.taxExempt ? "Yes: check the certificate before invoicing" : "No"],
          ["Proof", order.proofFirst ? "Asked for a proof before printing" : "No proof asked for"],
          ["Notes", order.notes || "None"],
          ["Placed", <When key="p" iso={order.placedAt} />],
          [
            "Status page",
            <a key="s" className="break-all underline" href={statusUrl}>
              The customer's link
            </a>,
          ],
        ]}
      />
    </Panel>
  );
}
