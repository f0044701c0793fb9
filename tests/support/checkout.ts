import { pngFile } from "./artwork.ts";
import { addDesignToCart, openCheckout, postPageForm, readRows, uploadArtwork } from "./cart.ts";
import { waitFor } from "./http.ts";

/** A US checkout that passes every check (standard shipping), as the page posts it. */
export const validCheckout = {
  name: "Grace Hopper",
  email: "grace@example.com",
  phone: "415-555-0100",
  country: "US",
  address1: "1 Market St",
  city: "San Francisco",
  state: "CA",
  zip: "94105",
  shippingMethod: "standard",
};

/*
 * An order placed the way a customer places one: artwork uploaded, a design
 * added to a cart, the checkout form posted. Each test that needs an order
 * places its own, so it passes when it runs alone.
 */

/** A placed order: its number, its status page's path and token, and its design's line id. */
export interface PlacedTestOrder {
  number: string;
  orderPath: string;
  token: string;
  lineId: string;
  /** The artwork's bytes, as uploaded. */
  art: Buffer;
}

interface TestCheckout {
  /** Overrides of the form's fields. */
  checkout?: Record<string, string>;
  coverage?: string;
  device?: { brand: string; model: string };
}

/**
 * Uploads artwork, adds a design and posts the checkout on the server at
 * `origin`: where the server sent the customer (an order's page, or with
 * payments on Stripe's), with the design's line id and the artwork.
 */
export async function postCheckout(
  origin: string,
  { checkout = {}, coverage = "top-only", device }: TestCheckout = {},
) {
  const art = await pngFile(3000, 2000);
  const artworkId = await uploadArtwork(origin, art, "team-logo.png");
  const added = await addDesignToCart(origin, { artworkId, coverage, ...(device && { device }) });
  const placed = await postPageForm(origin, "/checkout", added.cartId, {
    ...validCheckout,
    checkoutId: await openCheckout(origin, added.cartId),
    ...checkout,
  });
  return {
    status: placed.status,
    location: String(placed.headers.location),
    lineId: added.itemId,
    art,
  };
}

/** An order's number and token in a link to its page. */
export function orderLink(location: string) {
  const [, number, token] = /\/orders\/(WC-[0-9A-Z]{8})\?token=([^&#]+)/.exec(location) ?? [];
  return number && token ? { number, token, orderPath: `/orders/${number}?token=${token}` } : null;
}

/** Places an order on the server at `origin` (payments off: the checkout leads to its page). */
export async function placeOrder(
  origin: string,
  options: TestCheckout = {},
): Promise<PlacedTestOrder> {
  const { status, location, lineId, art } = await postCheckout(origin, options);
  const link = orderLink(location);
  if (!link || !location.startsWith("/orders/")) {
    throw new Error(`The order was not placed (${status}): ${location}`);
  }
  return { ...link, lineId, art };
}

/** Waits until the order's mockup is made (the first proof sends it). */
export async function mockupMade(databaseUrl: string, number: string): Promise<void> {
  await waitFor(
    async () =>
      (
        await readRows(
          databaseUrl,
          "select id from production_files where order_number = $1 and kind = 'mockup'",
          [number],
        )
      ).length === 1,
    { timeoutMs: 60_000, message: "the mockup" },
  );
}
