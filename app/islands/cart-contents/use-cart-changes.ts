import { useEffect, useRef, useState } from "react";
import { cartChangedEvent } from "#app/cart/cart-count.ts";
import { type CartIntent, intentField, intentValue, quantityField } from "#app/cart/cart-form.ts";
import type { CartView } from "#app/cart/cart-lines.ts";
import { maxQuantity } from "#app/domain/pricing.ts";

/** Where the cart's script posts a change (app/routes/api/cart.ts). */
const cartEndpoint = "/api/cart";

/** How long typing may pause before a quantity is sent; a stepper's clicks wait less. */
const typingDelayMs = 700;
const stepDelayMs = 350;

const unreachable =
  "We could not update your cart just now. Please check your connection and try again.";

type Reply =
  | { outcome: "changed"; cart: CartView }
  | { outcome: "invalid"; itemId: string; error: string; cart: CartView }
  | { outcome: "no-cart" };

/** One change as the cart's form posts it: a line's quantity, or its removal. */
type Change = { itemId: string; quantity: string } | { itemId: string; remove: true };

function body(change: Change): URLSearchParams {
  const intent: CartIntent =
    "remove" in change ? { kind: "remove", itemId: change.itemId } : { kind: "update" };
  const fields = new URLSearchParams({ [intentField]: intentValue(intent) });
  if ("quantity" in change) fields.set(quantityField(change.itemId), change.quantity);
  return fields;
}

/**
 * The cart page's changes, applied as the visitor makes them: a quantity is
 * sent once typing pauses (or the field is left, or Enter pressed), a stepper
 * click a moment after the last one, a removal at once; the server answers
 * with the cart priced anew. `settle()` sends whatever is still waiting and
 * says whether the server took it all: checkout never starts from a quantity
 * the server has not applied.
 */
export function useCartChanges(initial: CartView) {
  const [cart, setCart] = useState(initial);
  /** What the visitor typed and the server has not applied yet, by item. */
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [announcement, setAnnouncement] = useState("");
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const waiting = useRef(new Map<string, string>());
  const inFlight = useRef(new Set<Promise<boolean>>());
  /** Lines whose last change the server refused or never got: their drafts are not applied. */
  const refused = useRef(new Set<string>());
  /** The latest change sent for each line: an answer to an older one arriving later is ignored. */
  const sent = useRef(new Map<string, number>());

  async function post(change: Change): Promise<boolean> {
    const { itemId } = change;
    const turn = (sent.current.get(itemId) ?? 0) + 1;
    sent.current.set(itemId, turn);
    let reply: Reply;
    try {
      const response = await fetch(cartEndpoint, {
        method: "POST",
        body: body(change),
        headers: { Accept: "application/json" },
        // A change on its way when the visitor reloads or leaves still arrives: the browser
        // would otherwise cancel it with the page.
        keepalive: true,
      });
      reply = (await response.json()) as Reply;
    } catch {
      // Kept to send again (Enter, leaving the field, Checkout), unless the visitor typed on.
      if ("quantity" in change && !waiting.current.has(itemId)) {
        waiting.current.set(itemId, change.quantity);
      }
      refused.current.add(itemId);
      setErrors((current) => ({ ...current, [itemId]: unreachable }));
      setAnnouncement(unreachable);
      return false;
    }
    if (reply.outcome === "no-cart") {
      location.reload();
      return false;
    }
    // A newer change to this line is on its way: its answer is the one that counts.
    if (sent.current.get(itemId) !== turn) return true;
    setCart(reply.cart);
    window.dispatchEvent(new Event(cartChangedEvent));
    if (reply.outcome === "invalid") {
      refused.current.add(reply.itemId);
      setErrors((current) => ({ ...current, [reply.itemId]: reply.error }));
      setAnnouncement(reply.error);
      return false;
    }
    refused.current.delete(itemId);
    setErrors(({ [itemId]: _fixed, ...rest }) => rest);
    const line = reply.cart.lines.find((entry) => entry.id === itemId);
    // A draft typed further while this was on its way stays; one that was sent is done.
    setDrafts(({ [itemId]: draft, ...rest }) =>
      draft === undefined || ("quantity" in change && draft === change.quantity)
        ? rest
        : { ...rest, [itemId]: draft },
    );
    setAnnouncement(
      "remove" in change
        ? "Removed from your cart."
        : line
          ? `${line.design.designName}: quantity ${line.quantity}.`
          : "",
    );
    return true;
  }

  function track(sending: Promise<boolean>) {
    inFlight.current.add(sending);
    void sending.finally(() => inFlight.current.delete(sending));
    return sending;
  }

  function sendQuantity(itemId: string) {
    const timer = timers.current.get(itemId);
    if (timer) clearTimeout(timer);
    timers.current.delete(itemId);
    const quantity = waiting.current.get(itemId);
    waiting.current.delete(itemId);
    if (quantity === undefined) return Promise.resolve(true);
    return track(post({ itemId, quantity }));
  }

  function setQuantity(itemId: string, quantity: string, delayMs = typingDelayMs) {
    setDrafts((current) => ({ ...current, [itemId]: quantity }));
    waiting.current.set(itemId, quantity);
    const timer = timers.current.get(itemId);
    if (timer) clearTimeout(timer);
    timers.current.set(
      itemId,
      setTimeout(() => void sendQuantity(itemId), delayMs),
    );
  }

  function step(itemId: string, by: 1 | -1) {
    const line = cart.lines.find((entry) => entry.id === itemId);
    const from = Number(drafts[itemId] ?? line?.quantity ?? 1);
    const next = Math.min(Math.max((Number.isInteger(from) ? from : 1) + by, 1), maxQuantity);
    setQuantity(itemId, String(next), stepDelayMs);
  }

  async function settle(): Promise<boolean> {
    const sent = await Promise.all([...waiting.current.keys()].map(sendQuantity));
    const pending = await Promise.all([...inFlight.current]);
    return [...sent, ...pending].every(Boolean) && refused.current.size === 0;
  }

  // Leaving the page with a quantity still waiting: it is sent anyway, and outlives the page.
  useEffect(() => {
    const leave = () => {
      for (const [itemId, quantity] of waiting.current) {
        void fetch(cartEndpoint, {
          method: "POST",
          body: body({ itemId, quantity }),
          keepalive: true,
        });
      }
      waiting.current.clear();
    };
    window.addEventListener("pagehide", leave);
    return () => window.removeEventListener("pagehide", leave);
  }, []);

  return {
    cart,
    drafts,
    errors,
    announcement,
    setQuantity,
    /** Sends the item's waiting quantity now (the field was left, or Enter pressed). */
    applyNow: (itemId: string) => void sendQuantity(itemId),
    step,
    remove: (itemId: string) => void track(post({ itemId, remove: true })),
    settle,
  };
}
