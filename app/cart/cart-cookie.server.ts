import { randomBytes } from "node:crypto";
import { readCookie, setCookie } from "#app/lib/cookies.server.ts";
import type { RequestHead } from "#app/lib/post-request.ts";
import { cartCountCookie } from "./cart-count.ts";

/** The cart's id: random, unguessable, and the only way to the cart. */
const cartIdCookie = "cart";

const cartIdPattern = /^[A-Za-z0-9_-]{24}$/;

/** A cart is kept for a return visit weeks later. */
const maxAgeSeconds = 90 * 24 * 3600;

/** The request's cart id, if it carries a well-formed one. */
export function readCartId(request: RequestHead): string | undefined {
  const value = readCookie(request, cartIdCookie);
  return value && cartIdPattern.test(value) ? value : undefined;
}

/** A new cart's id (144 random bits). */
export function newCartId(): string {
  return randomBytes(18).toString("base64url");
}

/**
 * Set-Cookie headers for a cart and its unit count: the id HttpOnly, the
 * count readable by the header's script. Both are renewed on every change,
 * so a cart lives 90 days from its last use.
 */
export function cartCookies(request: RequestHead, cartId: string, units: number): Headers {
  const headers = new Headers();
  headers.append("Set-Cookie", setCookie(request, cartIdCookie, cartId, { maxAgeSeconds }));
  headers.append(
    "Set-Cookie",
    setCookie(request, cartCountCookie, String(units), { maxAgeSeconds, httpOnly: false }),
  );
  return headers;
}
