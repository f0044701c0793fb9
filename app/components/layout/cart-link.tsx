import { ShoppingCart } from "lucide-react";

/**
 * The header's link to the cart. Pages are prerendered, so the unit count is
 * filled in by the browser entry from a cookie (`showCartCount`), without
 * loading React on pages that have no other script.
 */
export function CartLink() {
  return (
    <a
      href="/cart"
      aria-label="Cart"
      data-cart-link=""
      className="text-ink hover:text-brand-700 relative inline-flex size-11 items-center justify-center rounded-md"
    >
      <ShoppingCart aria-hidden="true" className="size-6" />
      <span
        aria-hidden="true"
        data-cart-count=""
        hidden
        className="bg-brand-700 absolute top-0.5 right-0 min-w-5 rounded-full px-1 text-center text-xs leading-5 font-bold text-white"
      />
    </a>
  );
}
