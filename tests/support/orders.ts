import type { OrderLine, PlacedOrder } from "#app/domain/orders.ts";

/** One design of a placed order, for tests. */
export function testOrderLine(overrides: Partial<OrderLine> & Pick<OrderLine, "id">): OrderLine {
  return {
    design: {
      deviceBrand: "Apple",
      deviceModel: "MacBook Air 13",
      coverage: "full",
      coverageLabel: "Full wrap",
      finish: "matte",
      finishLabel: "Matte",
      designName: "Sunset Waves",
      notes: "",
      artwork: null,
    },
    quantity: 1,
    unitCents: 3495,
    discountedUnitCents: 3495,
    grossCents: 3495,
    discountRate: 0,
    discountCents: 0,
    totalCents: 3495,
    wrap: {},
    ...overrides,
  };
}

/** A placed order for tests: ten of one design (15% off) and one of another; free standard shipping. */
export function testOrder(overrides: Partial<PlacedOrder> = {}): PlacedOrder {
  const discounted = testOrderLine({
    id: "line-1",
    quantity: 10,
    unitCents: 2495,
    discountedUnitCents: 2121,
    grossCents: 24_950,
    discountRate: 0.15,
    discountCents: 3740,
    totalCents: 21_210,
  });
  return {
    number: "WC-7K3M9Q2A",
    placedAt: "2026-11-22T18:30:00.000Z",
    customer: { name: "Jane Doe", email: "jane@example.com", phone: "+1 714 555 0100" },
    organization: "",
    purchaseOrder: "",
    taxExempt: false,
    proofFirst: false,
    notes: "",
    shipTo: {
      name: "Jane Doe",
      line1: "1 Main St",
      line2: "",
      city: "Springfield",
      state: "IL",
      zip: "62701",
      country: "US",
    },
    shipping: { method: "standard", label: "Standard", days: "5–7", cents: 0 },
    lines: [discounted, testOrderLine({ id: "line-2" })],
    merchandiseCents: 24_705,
    discountCents: 3740,
    shippingCents: 0,
    totalCents: 24_705,
    currency: "USD",
    ...overrides,
  };
}
