import { Menu, X } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { LinkList } from "./link-list.tsx";
import { SearchForm } from "./search-form.tsx";
import { brandLinks, customizerLink, mainLinks } from "./navigation.ts";

const dialogId = "mobile-nav";

/**
 * Slide-out navigation for small screens, a native modal <dialog> opened and
 * closed by invoker commands: the browser moves focus into it, keeps the rest
 * of the page inert, closes it on Escape or a click outside and returns focus
 * to the menu button, with no JavaScript of ours.
 */
export function MobileNav() {
  const linkClass =
    "block rounded-md px-3 py-2.5 text-base text-ink hover:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700";

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        command="show-modal"
        commandfor={dialogId}
        className="text-ink hover:bg-brand-50 inline-flex size-11 items-center justify-center rounded-md xl:hidden"
      >
        <Menu aria-hidden="true" className="size-6" />
        <span className="sr-only">Open menu</span>
      </button>
      <dialog
        id={dialogId}
        aria-label="Site navigation"
        closedby="any"
        className="backdrop:bg-ink/60 fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-80 max-w-[85vw] bg-white p-0 shadow-2xl"
      >
        <div className="flex h-full flex-col overflow-y-auto p-4">
          <div className="mb-4 flex items-center justify-between">
            <p className="text-lg font-bold">Menu</p>
            <button
              type="button"
              command="close"
              commandfor={dialogId}
              className="hover:bg-brand-50 inline-flex size-11 items-center justify-center rounded-md"
            >
              <X aria-hidden="true" className="size-6" />
              <span className="sr-only">Close menu</span>
            </button>
          </div>
          <SearchForm id="mobile-nav-search" className="mb-4" />
          <nav aria-label="Mobile">
            <p className="text-muted px-3 text-xs font-semibold tracking-wider uppercase">Shop</p>
            <Link to={customizerLink.to} className={`${linkClass} font-semibold`}>
              {customizerLink.label}
            </Link>
            <p className="text-muted mt-3 px-3 text-xs font-semibold tracking-wider uppercase">
              By Brand
            </p>
            <LinkList
              links={brandLinks}
              linkClassName={linkClass}
              markCurrent
              className="grid grid-cols-2"
            />
            <LinkList
              links={mainLinks}
              linkClassName={linkClass}
              markCurrent
              className="border-brand-100 mt-3 border-t pt-3"
            />
          </nav>
          <Link to={customizerLink.to} className={buttonClasses("default", "lg", "mt-6 w-full")}>
            Customize Yours
          </Link>
        </div>
      </dialog>
    </>
  );
}
