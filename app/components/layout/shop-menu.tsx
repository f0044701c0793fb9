import { ChevronDown } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { brandLinks, customizerLink } from "./navigation";

/**
 * The header's Shop dropdown, a disclosure of links (the WAI-ARIA pattern for
 * site navigation): Enter or Space toggles it, Escape closes it and returns
 * focus to the button, and it closes when focus or a click leaves it.
 */
export function ShopMenu() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const headingId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsideClick = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOnOutsideClick);
    return () => document.removeEventListener("pointerdown", closeOnOutsideClick);
  }, [open]);

  return (
    <div
      ref={wrapperRef}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!wrapperRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="text-ink hover:text-brand-700 inline-flex min-h-11 items-center gap-1 rounded-md px-3 font-medium"
      >
        Shop
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform ${open ? "rotate-180" : ""}`}
        />
      </button>
      <div
        id={panelId}
        hidden={!open}
        // Following any link in the panel closes it.
        onClick={(event) => {
          if ((event.target as HTMLElement).closest("a")) setOpen(false);
        }}
        className="border-brand-100 absolute top-full left-0 z-40 mt-2 w-64 rounded-xl border bg-white p-3 shadow-xl"
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
        <ul aria-labelledby={headingId} className="mt-1 grid grid-cols-2 gap-1">
          {brandLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="text-ink hover:bg-brand-50 block rounded-md px-3 py-2">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
