import { NavLink } from "react-router";
import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { CartLink } from "./cart-link.tsx";
import { Logo } from "./logo.tsx";
import { MobileNav } from "./mobile-nav.tsx";
import { customizerLink, mainLinks } from "./navigation.ts";
import { ShopMenu } from "./shop-menu.tsx";

/** The header's and the top bar's row: wider than the pages' text, so the links fit beside the logo. */
export const headerRow = "mx-auto flex max-w-7xl items-center px-4 sm:px-6";

/**
 * The sticky header. Its links show in one row only where they all fit on
 * one line each, from 1,280 px (`xl`) up; narrower screens get the menu
 * button and the slide-out navigation instead (tests/e2e/widths.spec.ts).
 */
export function SiteHeader() {
  return (
    <header className="border-brand-100 sticky top-0 z-30 border-b bg-white/95 backdrop-blur">
      <div className={`${headerRow} h-16 justify-between gap-4`}>
        <Logo />
        <nav aria-label="Main" className="hidden xl:block">
          <ul className="flex items-center">
            <li>
              <ShopMenu />
            </li>
            {mainLinks.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  className={({ isActive }) =>
                    `hover:text-brand-700 inline-flex min-h-11 items-center rounded-md px-2.5 font-medium whitespace-nowrap ${
                      isActive ? "text-brand-700 underline underline-offset-8" : "text-ink"
                    }`
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex shrink-0 items-center gap-2">
          <ButtonLink to={customizerLink.to} size="sm" className="max-sm:hidden">
            Customize Yours
          </ButtonLink>
          <CartLink />
          <MobileNav />
        </div>
      </div>
    </header>
  );
}
