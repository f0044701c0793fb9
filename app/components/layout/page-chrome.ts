import { useMatches } from "react-router";

/**
 * What surrounds a page. Most pages have the site's: the top bar, the header
 * with every link, the footer with the newsletter. The cart and checkout have
 * the purchase's: a quiet header (the logo, a way back, the help line) and a
 * short footer, so nothing calls the visitor away mid-purchase. A route
 * chooses it with `export const handle = purchaseHandle(...)`.
 */
export interface PurchaseChrome {
  chrome: "purchase";
  /** The quiet header's way back. */
  back: { label: string; to: string };
}

export const purchaseHandle = (back: PurchaseChrome["back"]): PurchaseChrome => ({
  chrome: "purchase",
  back,
});

function isPurchase(handle: unknown): handle is PurchaseChrome {
  return (
    typeof handle === "object" &&
    handle !== null &&
    "chrome" in handle &&
    handle.chrome === "purchase"
  );
}

/** The purchase chrome of the page being rendered, if it has it. */
export function usePurchaseChrome(): PurchaseChrome | undefined {
  return useMatches()
    .map((match) => match.handle)
    .find(isPurchase);
}
