/**
 * The cart's one post, the same from the page's form (no script) and from
 * its script: each line's quantity as typed (`quantity:{item}`), and what was
 * pressed (`intent`). Every button of the page's form sends every typed
 * quantity with it, so a quantity typed and then Checkout, a stepper or
 * Remove pressed is never lost; the server applies the quantities first.
 */
export const quantityField = (itemId: string) => `quantity:${itemId}`;

export const intentField = "intent";

/** What was pressed: Update (or Enter), Checkout, a stepper, or Remove. */
export type CartIntent =
  { kind: "update" } | { kind: "checkout" } | { kind: "more" | "fewer" | "remove"; itemId: string };

export function intentValue(intent: CartIntent): string {
  return "itemId" in intent ? `${intent.kind}:${intent.itemId}` : intent.kind;
}

const lineIntent = /^(more|fewer|remove):(.{1,64})$/s;

/** The intent a posted value names, or null for anything else. */
export function parseIntent(value: string | undefined): CartIntent | null {
  if (value === "update" || value === "checkout") return { kind: value };
  const match = lineIntent.exec(value ?? "");
  if (!match) return null;
  return { kind: match[1] as "more" | "fewer" | "remove", itemId: match[2] as string };
}

/** The typed quantities a post carries, by item. */
export function postedQuantities(fields: Record<string, string>): Map<string, string> {
  const prefix = quantityField("");
  return new Map(
    Object.entries(fields)
      .filter(([name]) => name.startsWith(prefix) && name.length > prefix.length)
      .map(([name, value]) => [name.slice(prefix.length), value]),
  );
}
