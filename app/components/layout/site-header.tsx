import { NavLink } from "react-router";
import { ButtonLink } from "#app/components/ui/button-link.tsx";
import { CartLink } from "./cart-link.tsx";
import { Logo } from "./logo.tsx";
import { MobileNav } from "./mobile-nav.tsx";
import { customizerLink, mainLinks } from "./navigation.ts";
import { ShopMenu } from "./shop-menu.tsx";

export function SiteHeader() {
  return (
    <header className="border-brand-100 sticky top-0 z-30 border-b bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            <li>
              <ShopMenu />
            </li>
            {mainLinks.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  className={({ isActive }) =>
                    `hover:text-brand-700 inline-flex min-h-11 items-center rounded-md px-3 font-medium ${
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
        <div className="flex items-center gap-2">
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
