import { createHash } from "node:crypto";
import { type TokenKind, linkToken, tokenMarker } from "../mail/secret-links.ts";
import type { SecretKey } from "../secret-key.ts";

/*
 * An order's private links, made in one place: the customer's status link,
 * the e-mails' design pictures and the proofs' files. Each is keyed from
 * what only the order holds (its checkout id and cart); the status link's
 * token also from the server's SECRET_KEY (issue 32).
 */

/** What an order's links are made from: its row's columns. */
export interface OrderKeys {
  checkoutId: string;
  cartId: string | null;
  /** 1: the status token from the checkout and cart ids alone (orders placed before issue 32). */
  statusLinkVersion: number;
}

/**
 * The status link's token, derived from the checkout form's id and the cart
 * (its id is in an HttpOnly cookie, never in a page): only the browser that
 * placed the order has both, and the same post again can be answered with
 * the same link. The checkout id alone, which is in the checkout page, is not
 * enough (issue 16). Since issue 32 it is keyed with SECRET_KEY too, which
 * the database never holds (version 2); orders placed before keep the links
 * they were sent (version 1, and no cart before carts were kept). Only its
 * hash is stored.
 */
function statusTokenRecipe(order: OrderKeys): { kind: TokenKind; input: string } {
  const input = order.cartId === null ? order.checkoutId : `${order.checkoutId}:${order.cartId}`;
  return { kind: order.statusLinkVersion >= 2 ? "order-status" : "order-status-v1", input };
}

/** The status link's token (the customer's redirect, the console's copy of the link). */
export function statusToken(key: SecretKey, order: OrderKeys): string {
  const { kind, input } = statusTokenRecipe(order);
  return linkToken(key, kind, input);
}

/** What is stored of a status token: its SHA-256, hex. */
export const statusTokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/** The customer's private link to an order's page. */
export const orderStatusUrl = (publicUrl: string, number: string, token: string) =>
  `${publicUrl}/orders/${number}?token=${token}`;

/** The status link as an e-mail holds it: its token a marker the outbox fills in as it sends. */
export function emailedStatusUrl(publicUrl: string, number: string, order: OrderKeys) {
  const { kind, input } = statusTokenRecipe(order);
  return orderStatusUrl(publicUrl, number, tokenMarker(kind, input));
}

/** The order's "Pay" link as an e-mail holds it (issue 37): its token a marker, as the status link's. */
export function emailedPayUrl(publicUrl: string, number: string, order: OrderKeys) {
  const { kind, input } = statusTokenRecipe(order);
  return `${publicUrl}/orders/${number}/pay?token=${tokenMarker(kind, input)}`;
}

/** A one-way key from the order's checkout id: a mail client's image proxy learns nothing of the token. */
const linkKey = (purpose: string, checkoutId: string, id: string) =>
  createHash("sha256").update(`${purpose}:${checkoutId}:${id}`).digest("base64url").slice(0, 32);

/** The key of a design's picture link (the e-mails show each design on its device). */
export const designPictureKey = (checkoutId: string, lineId: string) =>
  linkKey("design-picture", checkoutId, lineId);

/** Where a design of an order is drawn on its device, as a PNG (app/routes/shop/design-picture.ts). */
export const designPictureUrl = (
  publicUrl: string,
  number: string,
  checkoutId: string,
  lineId: string,
) => `${publicUrl}/orders/${number}/designs/${designPictureKey(checkoutId, lineId)}.png`;

/** A proof file's private link key. */
export const proofFileKey = (checkoutId: string, fileId: string) =>
  linkKey("proof-file", checkoutId, fileId);

/** Where a proof's file is, for the customer (in e-mails, absolute) and the console alike. */
export const proofFilePath = (number: string, checkoutId: string, fileId: string) =>
  `/orders/${number}/proofs/${fileId}/${proofFileKey(checkoutId, fileId)}`;
