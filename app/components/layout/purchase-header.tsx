import { ArrowLeft, Phone } from "lucide-react";
import { Link } from "react-router";
import { site } from "#app/domain/site.ts";
import { CartLink } from "./cart-link.tsx";
import { Logo } from "./logo.tsx";
import type { PurchaseChrome } from "./page-chrome.ts";
import { headerRow } from "./site-header.tsx";

/** The cart's and checkout's header: the logo, the way back, the help line and the cart. */
export function PurchaseHeader({ back }: Pick<PurchaseChrome, "back">) {
  return (
    <header className="border-brand-100 border-b bg-white">
      <div className={`${headerRow} h-16 justify-between gap-3`}>
        <Logo />
        <div className="flex items-center text-sm sm:gap-3">
          <Link
            to={back.to}
            className="text-ink hover:text-brand-700 inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-md px-2 font-medium whitespace-nowrap"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {/* Beside the logo on a small phone only the arrow fits; it keeps the words as its name. */}
            <span className="max-[399px]:sr-only">{back.label}</span>
          </Link>
          <a
            href={site.phone.href}
            className="text-ink hover:text-brand-700 inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-md px-2 whitespace-nowrap"
          >
            <Phone aria-hidden="true" className="size-4" />
            <span className="max-sm:sr-only">Help: {site.phone.display}</span>
          </a>
          {/* The cart's count stays in view, and updates as quantities change. */}
          <CartLink />
        </div>
      </div>
    </header>
  );
}
