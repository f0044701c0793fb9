import { DesignMockup } from "#app/components/device-render/design-mockup.tsx";
import { deviceName } from "#app/domain/catalog/device-name.ts";
import type { OrderDesign } from "#app/domain/orders.ts";
import { formatCents, formatPercent } from "#app/lib/format.ts";
import { Nowrap } from "#app/components/ui/nowrap.tsx";

/** A design of an order as the summaries list it: the design on its device, and its price. */
export interface SummaryLine {
  id: string;
  design: OrderDesign;
  quantity: number;
  discountRate: number;
  discountCents: number;
  totalCents: number;
}

/** One design of an order as checkout's summary and the order page list it: on its device, priced. */
export function OrderLineSummary({
  id,
  design,
  quantity,
  discountRate,
  discountCents,
  totalCents,
}: SummaryLine) {
  return (
    <li className="flex gap-3 text-sm">
      <div className="w-24 shrink-0 rounded-lg bg-slate-100 p-1">
        <DesignMockup design={design} id={`m-${id}`} className="block w-full" />
      </div>
      <div className="min-w-0 flex-1">
        <p className="text-ink flex justify-between gap-3 font-medium">
          <span className="break-words">
            {quantity} × {design.designName}
          </span>
          <Nowrap>{formatCents(totalCents)}</Nowrap>
        </p>
        <p className="text-muted">
          {deviceName(design.deviceBrand, design.deviceModel)} · {design.coverageLabel} ·{" "}
          {design.finishLabel}
          {discountRate > 0 ? (
            <>
              {" "}
              · {formatPercent(discountRate)} volume discount (
              <Nowrap>−{formatCents(discountCents)}</Nowrap>)
            </>
          ) : null}
        </p>
      </div>
    </li>
  );
}
