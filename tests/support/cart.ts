import { randomUUID } from "node:crypto";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import { type RawAnswer, postArtwork, rawRequest } from "./http.ts";
import { intentField, intentValue, quantityField } from "#app/cart/cart-form.ts";

/**
 * A visitor's cart over HTTP, the way a browser without the site's scripts
 * keeps it: the `cart` cookie the server set, sent back with every request.
 */

/** Uploads an artwork file as the customizer does; answers its id. */
export async function uploadArtwork(
  origin: string,
  bytes: Buffer,
  filename = "artwork.png",
): Promise<string> {
  const { status, body } = await postArtwork(origin, bytes, filename);
  if (status !== 201 || typeof body.id !== "string") {
    throw new Error(`Upload answered ${status}: ${JSON.stringify(body)}`);
  }
  return body.id;
}

/** The `cart` cookie's value among an answer's Set-Cookie headers, if it sets one. */
export function cartIdFrom(setCookies: readonly string[]): string | undefined {
  for (const header of setCookies) {
    const value = /^cart=([A-Za-z0-9_-]{24});/.exec(header)?.[1];
    if (value) return value;
  }
  return undefined;
}

/** The Cookie header of a request in this cart. */
export const cartCookie = (cartId: string) => `cart=${cartId}`;

export interface AddedDesign {
  cartId: string;
  /** The cart item's id: the add-to-cart submission's id. */
  itemId: string;
}

/**
 * Adds a design with this artwork to a cart through the customizer page's
 * own post (/custom-laptop-wraps); a new cart unless `cartId` is given, and in
 * place of the item `replaces` when it is an edit.
 */
export async function addDesignToCart(
  origin: string,
  {
    artworkId,
    cartId,
    coverage = "top-palmrest",
    finish = "matte",
    designName = "Order Test",
    replaces,
    device = { brand: "Apple", model: "MacBook Air (13-inch, M2, 2022)" },
  }: {
    artworkId: string;
    /** The laptop the design is for. */
    device?: { brand: string; model: string };
    cartId?: string;
    coverage?: string;
    finish?: string;
    designName?: string;
    /** The cart item this design was opened from and replaces (the customizer's edit). */
    replaces?: string;
  },
): Promise<AddedDesign> {
  const itemId = randomUUID();
  const response = await fetch(`${origin}/custom-laptop-wraps`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      ...(cartId && { cookie: cartCookie(cartId) }),
    },
    body: new URLSearchParams({
      deviceBrand: device.brand,
      deviceModel: device.model,
      coverage,
      finish,
      designName,
      artworkId,
      placementX: "0.5",
      placementY: "0.5",
      placementScale: "1",
      placementRotation: "0",
      submissionId: itemId,
      ...(replaces && { cartItemId: replaces }),
    }).toString(),
    redirect: "manual",
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  const setCartId = cartIdFrom(response.headers.getSetCookie());
  if (response.status !== 200 || !setCartId || (cartId && setCartId !== cartId)) {
    throw new Error(`Add to cart answered ${response.status} (cart ${setCartId}): ${text}`);
  }
  return { cartId: setCartId, itemId };
}

/** Posts the cart page's form (no script) with Update: answers the raw answer (303 to /cart). */
export function setCartQuantity(
  origin: string,
  { cartId, itemId }: AddedDesign,
  quantity: number,
): Promise<RawAnswer> {
  return postPageForm(origin, "/cart", cartId, {
    [intentField]: intentValue({ kind: "update" }),
    [quantityField(itemId)]: String(quantity),
  });
}

/**
 * POSTs urlencoded fields to a page in a cart, without following a redirect
 * (the answer's status and Location are what a test looks at).
 */
export function postPageForm(
  origin: string,
  path: string,
  cartId: string,
  fields: Record<string, string>,
): Promise<RawAnswer> {
  return rawRequest(
    origin,
    {
      method: "POST",
      path,
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        cookie: cartCookie(cartId),
      },
      body: new URLSearchParams(fields).toString(),
    },
    15_000,
  );
}

/**
 * The rows a query answers, read straight from the database the server
 * writes (SQLite opened read-only; PostgreSQL through its own connection),
 * for tables `readStore` does not cover. PostgreSQL answers bigint columns
 * as text: cast them in the query when a number is wanted.
 */
export function readRows<Row = Record<string, unknown>>(
  databaseUrl: string,
  sql: string,
  parameters: readonly (string | number)[] = [],
): Promise<Row[]> {
  return runSql<Row>(databaseUrl, sql, parameters, { readOnly: true });
}

/**
 * Changes rows behind the server's back, as data stored by an older version
 * would be (an UPDATE; SQLite opened for writing, its writes serialized with
 * the server's by SQLite's own locking).
 */
export async function writeRows(
  databaseUrl: string,
  sql: string,
  parameters: readonly (string | number)[] = [],
): Promise<void> {
  await runSql(databaseUrl, sql, parameters, { readOnly: false });
}

async function runSql<Row>(
  databaseUrl: string,
  sql: string,
  parameters: readonly (string | number)[],
  { readOnly }: { readOnly: boolean },
): Promise<Row[]> {
  if (databaseUrl.startsWith("file:")) {
    const database = new DatabaseSync(databaseUrl.slice("file:".length), {
      readOnly,
      timeout: 5000,
    });
    try {
      // SQLite numbers its parameters ?1, ?2…; PostgreSQL $1, $2….
      const statement = database.prepare(sql.replace(/\$(\d+)/g, "?$1"));
      if (readOnly) return statement.all(...parameters) as Row[];
      statement.run(...parameters);
      return [];
    } finally {
      database.close();
    }
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql, [...parameters])).rows as Row[];
  } finally {
    await client.end();
  }
}

/** The checkout page's hidden checkout id (one per visit to the page), for a cart. */
export async function openCheckout(origin: string, cartId: string): Promise<string> {
  const page = await fetch(`${origin}/checkout`, {
    headers: { cookie: cartCookie(cartId) },
    redirect: "manual",
    signal: AbortSignal.timeout(15_000),
  });
  const text = await page.text();
  const id =
    /<input[^>]*name="checkoutId"[^>]*value="([0-9a-f-]{36})"/.exec(text)?.[1] ??
    /<input[^>]*value="([0-9a-f-]{36})"[^>]*name="checkoutId"/.exec(text)?.[1];
  if (page.status !== 200 || !id) {
    throw new Error(`The checkout page answered ${page.status} without a checkout id`);
  }
  return id;
}
