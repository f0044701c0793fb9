import { useMatches } from "react-router";

/**
 * What surrounds a page. Most pages have the site's: the top bar, the header
 * with every link, the footer with the newsletter. The cart and checkout have
 * the purchase's: a quiet header (the logo, a way back, the help line) and a
 * short footer, so nothing calls the visitor away mid-purchase. A route
 * chooses it with `export const handle = purchaseHandle(...)`. The staff
 * console has none of the site's (its layout draws its own): `staffHandle`.
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

export interface StaffChrome {
  chrome: "staff";
}

export const staffHandle: StaffChrome = { chrome: "staff" };

function hasChrome<Chrome extends PurchaseChrome | StaffChrome>(name: Chrome["chrome"]) {
  return (handle: unknown): handle is Chrome =>
    typeof handle === "object" && handle !== null && "chrome" in handle && handle.chrome === name;
}

/** The chrome of the page being rendered, when it is not the site's. */
export function usePageChrome(): PurchaseChrome | StaffChrome | undefined {
  const handles = useMatches().map((match) => match.handle);
  return (
    handles.find(hasChrome<StaffChrome>("staff")) ??
    handles.find(hasChrome<PurchaseChrome>("purchase"))
  );
}
