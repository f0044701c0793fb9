import * as z from "zod/mini";
import { maxQuantity } from "#app/domain/pricing.ts";
import { formatCount } from "#app/lib/format.ts";

/**
 * The cart's one post, the same from the page's form (no script) and from
 * its script: each line's quantity as typed (`quantity:{item}`), and what was
 * pressed (`intent`). Every button of the page's form sends every typed
 * quantity with it, so a quantity typed and then Checkout, a stepper or
 * Remove pressed is never lost; the server applies the quantities first.
 * The page also sends each quantity as it showed it (`shown:{item}`): one the
 * visitor left alone is not applied, so a page left open in another tab does
 * not undo what was changed since.
 */
export const quantityField = (itemId: string) => `quantity:${itemId}`;
export const shownField = (itemId: string) => `shown:${itemId}`;

export const intentField = "intent";

/** What was pressed: Update (or Enter), Checkout, a stepper, or Remove. */
export type CartIntent =
  { kind: "update" } | { kind: "checkout" } | { kind: "more" | "fewer" | "remove"; itemId: string };

export function intentValue(intent: CartIntent): string {
  return "itemId" in intent ? `${intent.kind}:${intent.itemId}` : intent.kind;
}

/** A submit button of the cart's form that says what it presses. */
export function intentButton(intent: CartIntent) {
  return { type: "submit" as const, name: intentField, value: intentValue(intent) };
}

const lineIntent = /^(more|fewer|remove):(.{1,64})$/s;

/** The intent a posted value names, or null for anything else. */
export function parseIntent(value: string | undefined): CartIntent | null {
  if (value === "update" || value === "checkout") return { kind: value };
  const match = lineIntent.exec(value ?? "");
  if (!match) return null;
  return { kind: match[1] as "more" | "fewer" | "remove", itemId: match[2] as string };
}

/** The quantities a post changes, by item: each typed one that differs from what its page showed. */
function changedQuantities(fields: Record<string, string>): Map<string, string> {
  const prefix = quantityField("");
  return new Map(
    Object.entries(fields)
      .filter(([name]) => name.startsWith(prefix) && name.length > prefix.length)
      .map(([name, value]): [string, string] => [name.slice(prefix.length), value])
      .filter(([itemId, value]) => fields[shownField(itemId)] !== value.trim()),
  );
}

export const quantityMessage = `Please enter a whole number from 1 to ${formatCount(maxQuantity)}.`;

/** A typed quantity as a whole number in range, or null. */
function quantityOf(typed: string): number | null {
  const quantity = Number(typed.trim() || Number.NaN);
  return Number.isInteger(quantity) && quantity >= 1 && quantity <= maxQuantity ? quantity : null;
}

/**
 * The cart's post as the server reads it (`readPost`, blanks kept): what was
 * pressed (Update when nothing named is) and each quantity the visitor
 * changed, null where it is not a whole number in range. Which items are the
 * visitor's is the cart's to say.
 */
export const CartPostSchema = z.pipe(
  z.record(z.string(), z.string()),
  z.transform((fields) => ({
    intent: parseIntent(fields[intentField]) ?? ({ kind: "update" } as CartIntent),
    quantities: [...changedQuantities(fields)].map(([itemId, typed]) => ({
      itemId,
      quantity: quantityOf(typed),
    })),
  })),
);

/** A stepper's step from a quantity, or null when it would leave the range. */
export const steppedQuantity = (quantity: number, kind: "more" | "fewer") =>
  quantityOf(String(quantity + (kind === "more" ? 1 : -1)));
