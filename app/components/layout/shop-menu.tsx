import { ChevronDown } from "lucide-react";
import { Link } from "react-router";
import { LinkList } from "./link-list.tsx";
import { brandLinks, customizerLink } from "./navigation.ts";

const panelId = "shop-menu";
const headingId = "shop-menu-by-brand";

/**
 * The header's Shop dropdown, a popover of links: the browser opens it from
 * the button (Enter or Space), closes it on Escape, returning focus to the
 * button, or on a click elsewhere, with no JavaScript of ours.
 */
export function ShopMenu() {
  return (
    <div className="group">
      <button
        type="button"
        popoverTarget={panelId}
        aria-controls={panelId}
        className="shop-menu-button text-ink hover:text-brand-700 inline-flex min-h-11 items-center gap-1 rounded-md px-2.5 font-medium whitespace-nowrap"
      >
        Shop
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform group-has-[:popover-open]:rotate-180"
        />
      </button>
      <div
        id={panelId}
        popover="auto"
        className="shop-menu-panel border-brand-100 text-ink w-64 rounded-xl border bg-white p-3 shadow-xl"
      >
        <Link
          to={customizerLink.to}
          className="text-brand-800 hover:bg-brand-50 block rounded-md px-3 py-2 font-semibold"
        >
          {customizerLink.label}
        </Link>
        <p
          id={headingId}
          className="text-muted mt-2 px-3 text-xs font-semibold tracking-wider uppercase"
        >
          By Brand
        </p>
        <LinkList
          links={brandLinks}
          linkClassName="text-ink hover:bg-brand-50 block rounded-md px-3 py-2"
          aria-labelledby={headingId}
          className="mt-1 grid grid-cols-2 gap-1"
        />
      </div>
    </div>
  );
}
