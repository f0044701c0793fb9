/*
 * The header's cart count. Pages are prerendered, so the count travels in a
 * cookie scripts may read (the cart's id stays in an HttpOnly one), and an
 * event tells the header when the page itself changed the cart.
 */

export const cartCountCookie = "cart_count";

/** Dispatched on `window` after the page added a design to the cart. */
export const cartChangedEvent = "wrapcraft:cart-changed";

/** The units the cookie says the cart holds (0 without one). */
export function readCartCount(cookies: string): number {
  const match = new RegExp(`(?:^|;\\s*)${cartCountCookie}=(\\d{1,6})(?:;|$)`).exec(cookies);
  return match ? Number(match[1]) : 0;
}

/** "Cart, 3 items" */
export function cartLabel(count: number): string {
  return count === 0 ? "Cart, empty" : `Cart, ${count} ${count === 1 ? "item" : "items"}`;
}

/**
 * Fills in the header's cart links from the cookie, now and whenever the cart
 * changes. Returns what stops it.
 */
export function showCartCount(): () => void {
  const update = () => {
    const count = readCartCount(document.cookie);
    for (const link of document.querySelectorAll<HTMLElement>("[data-cart-link]")) {
      link.setAttribute("aria-label", cartLabel(count));
      const badge = link.querySelector<HTMLElement>("[data-cart-count]");
      if (!badge) continue;
      badge.textContent = count > 999 ? "999+" : String(count);
      badge.hidden = count === 0;
    }
  };
  update();
  const listening = new AbortController();
  window.addEventListener(cartChangedEvent, update, { signal: listening.signal });
  // A page restored from the back-forward cache shows the cart as it is now.
  window.addEventListener("pageshow", update, { signal: listening.signal });
  return () => listening.abort();
}
