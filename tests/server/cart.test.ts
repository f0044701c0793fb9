import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { quantityMessage } from "#app/cart/cart-form.ts";
import {
  type CartIntent,
  intentField,
  intentValue,
  quantityField,
  shownField,
} from "#app/cart/cart-form.ts";
import type { CartView } from "#app/cart/cart-lines.ts";
import { cartCountCookie } from "#app/cart/cart-count.ts";
import { priceLine } from "#app/domain/pricing.ts";
import { printAnywayMessage } from "#app/forms/customizer.ts";
import { pngFile } from "../support/artwork.ts";
import {
  addDesignToCart,
  cartIdFrom,
  postPageForm,
  readRows,
  setCartQuantity,
  uploadArtwork,
} from "../support/cart.ts";
import { engineNames, useForwardingServer } from "../support/harness.ts";
import { postJson, rawRequest, waitFor } from "../support/http.ts";
import { submissionExtras } from "../support/samples.ts";

/** What the cart's endpoint answers. */
interface CartAnswer {
  outcome: string;
  error?: string;
  cart?: CartView;
}

describe.each(engineNames)("the cart (%s)", (engine) => {
  const block = useForwardingServer(engine);
  const origin = () => block.server.origin;

  /** The quantities of a cart's lines, oldest first, read from the database. */
  async function quantities(cartId: string): Promise<number[]> {
    const rows = await readRows<{ quantity: number | string }>(
      block.databaseUrl,
      "SELECT quantity FROM cart_items WHERE cart_id = $1 ORDER BY created_at, id",
      [cartId],
    );
    return rows.map((row) => Number(row.quantity));
  }

  /** The cart's form as posted: typed quantities by item, and what was pressed. */
  function cartForm(intent: CartIntent, quantities: Record<string, string> = {}) {
    return {
      [intentField]: intentValue(intent),
      ...Object.fromEntries(
        Object.entries(quantities).map(([itemId, quantity]) => [quantityField(itemId), quantity]),
      ),
    };
  }

  /** Posts a change to the cart's endpoint as the cart page's script does. */
  async function change(cartId: string | null, fields: Record<string, string>) {
    const answer = cartId
      ? await postPageForm(origin(), "/api/cart", cartId, fields)
      : await rawRequest(origin(), {
          method: "POST",
          path: "/api/cart",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams(fields).toString(),
        });
    return { ...answer, json: JSON.parse(answer.body) as CartAnswer };
  }

  it("adds the same design again as one line of two, and a different finish as its own line", async () => {
    const artworkId = await uploadArtwork(origin(), await pngFile(3000, 2000));
    const first = await addDesignToCart(origin(), { artworkId });
    const again = await addDesignToCart(origin(), { artworkId, cartId: first.cartId });
    expect(await quantities(first.cartId)).toEqual([2]);
    // The line kept the first add's id: the cart page's links to it still work.
    expect(again.itemId).not.toBe(first.itemId);
    const rows = await readRows<{ id: string }>(
      block.databaseUrl,
      "SELECT id FROM cart_items WHERE cart_id = $1",
      [first.cartId],
    );
    expect(rows.map((row) => row.id)).toEqual([first.itemId]);

    await addDesignToCart(origin(), { artworkId, cartId: first.cartId, finish: "gloss" });
    expect(await quantities(first.cartId)).toEqual([2, 1]);
  });

  it("takes the same design added twice at once as one line of two", async () => {
    const artworkId = await uploadArtwork(origin(), await pngFile(3000, 2000));
    const first = await addDesignToCart(origin(), { artworkId, designName: "Twice" });
    // A double click: the same design, posted twice at the same moment, into one cart.
    await Promise.all([
      addDesignToCart(origin(), { artworkId, designName: "Twice", cartId: first.cartId }),
      addDesignToCart(origin(), { artworkId, designName: "Twice", cartId: first.cartId }),
    ]);
    expect(await quantities(first.cartId)).toEqual([3]);
  });

  it("an edit keeps its line's place and quantity, and joins a line it made identical", async () => {
    const artworkId = await uploadArtwork(origin(), await pngFile(3000, 2000));
    const matte = await addDesignToCart(origin(), { artworkId });
    const gloss = await addDesignToCart(origin(), {
      artworkId,
      cartId: matte.cartId,
      finish: "gloss",
    });
    await setCartQuantity(origin(), gloss, 4);
    await addDesignToCart(origin(), {
      artworkId,
      cartId: matte.cartId,
      coverage: "top-only",
    });
    expect(await quantities(matte.cartId)).toEqual([1, 4, 1]);

    // The gloss design edited to a new name: still four, still second.
    const renamed = await addDesignToCart(origin(), {
      artworkId,
      cartId: matte.cartId,
      finish: "gloss",
      designName: "Renamed",
      replaces: gloss.itemId,
    });
    expect(await quantities(matte.cartId)).toEqual([1, 4, 1]);

    // Edited to be the same as the first: one line of five.
    await addDesignToCart(origin(), {
      artworkId,
      cartId: matte.cartId,
      replaces: renamed.itemId,
    });
    expect(await quantities(matte.cartId)).toEqual([5, 1]);
  });

  it("applies a typed quantity and a stepper's step, answering the cart priced by the pricing module", async () => {
    const artworkId = await uploadArtwork(origin(), await pngFile(3000, 2000));
    const added = await addDesignToCart(origin(), { artworkId, coverage: "top-only" });

    const typed = await change(
      added.cartId,
      cartForm({ kind: "update" }, { [added.itemId]: "12" }),
    );
    expect(typed.status).toBe(200);
    expect(typed.headers["cache-control"]).toBe("private, no-store");
    expect(typed.headers["set-cookie"]).toContain(
      `${cartCountCookie}=12; Path=/; Max-Age=7776000; SameSite=Lax`,
    );
    const price = priceLine("top-only", 12);
    expect(typed.json.cart).toMatchObject({
      units: 12,
      merchandiseCents: price.totalCents,
      discountCents: price.discountCents,
      lines: [{ id: added.itemId, quantity: 12, totalCents: price.totalCents }],
    });

    const stepped = await change(added.cartId, cartForm({ kind: "more", itemId: added.itemId }));
    expect(stepped.json.cart?.lines[0]?.quantity).toBe(13);
    expect(await quantities(added.cartId)).toEqual([13]);
  });

  it("refuses a quantity out of range and leaves the line as it was", async () => {
    const artworkId = await uploadArtwork(origin(), await pngFile(3000, 2000));
    const added = await addDesignToCart(origin(), { artworkId });
    for (const quantity of ["0", "-3", "2.5", "ten", "1000000", ""]) {
      const refused = await change(
        added.cartId,
        cartForm({ kind: "update" }, { [added.itemId]: quantity }),
      );
      expect(refused.status, quantity).toBe(400);
      expect(refused.json).toMatchObject({ outcome: "invalid", error: quantityMessage });
      expect(refused.json.cart?.lines[0]?.quantity).toBe(1);
    }
    const below = await change(added.cartId, cartForm({ kind: "fewer", itemId: added.itemId }));
    expect(below.status).toBe(400);
    expect(await quantities(added.cartId)).toEqual([1]);
  });

  it("the page's form applies every typed quantity before what was pressed: Checkout, a stepper, Remove", async () => {
    const artworkId = await uploadArtwork(origin(), await pngFile(3000, 2000));
    const first = await addDesignToCart(origin(), { artworkId });
    const second = await addDesignToCart(origin(), {
      artworkId,
      cartId: first.cartId,
      finish: "gloss",
    });
    const post = (fields: Record<string, string>) =>
      postPageForm(origin(), "/cart", first.cartId, fields);

    // Typed in both lines, then Checkout pressed: both apply, then checkout.
    const checkout = await post(
      cartForm({ kind: "checkout" }, { [first.itemId]: "12", [second.itemId]: "3" }),
    );
    expect(checkout.status).toBe(303);
    expect(checkout.headers.location).toBe("/checkout");
    expect(String(checkout.headers["set-cookie"])).toContain(`${cartCountCookie}=15;`);
    expect(await quantities(first.cartId)).toEqual([12, 3]);

    // One refused: the other applies, the page answers with the field's message, no checkout.
    const refused = await post(
      cartForm({ kind: "checkout" }, { [first.itemId]: "20", [second.itemId]: "0" }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toContain(quantityMessage);
    expect(await quantities(first.cartId)).toEqual([20, 3]);

    // A stepper steps from the quantity typed beside it, not the stored one.
    await post(cartForm({ kind: "more", itemId: first.itemId }, { [first.itemId]: "30" }));
    expect(await quantities(first.cartId)).toEqual([31, 3]);

    // A page left open elsewhere (showing 3, still 3) does not undo what was changed since.
    await post(cartForm({ kind: "update" }, { [second.itemId]: "7" }));
    const stale = await post({
      ...cartForm(
        { kind: "more", itemId: first.itemId },
        { [first.itemId]: "31", [second.itemId]: "3" },
      ),
      [shownField(first.itemId)]: "31",
      [shownField(second.itemId)]: "3",
    });
    expect(stale.status).toBe(303);
    expect(await quantities(first.cartId)).toEqual([32, 7]);

    // Removing a line does not need its own typed quantity to be valid.
    const removed = await post(
      cartForm(
        { kind: "remove", itemId: second.itemId },
        { [second.itemId]: "", [first.itemId]: "31" },
      ),
    );
    expect(removed.status).toBe(303);
    expect(removed.headers.location).toBe("/cart");
    expect(await quantities(first.cartId)).toEqual([31]);
  });

  it("changes only the visitor's own cart", async () => {
    const artworkId = await uploadArtwork(origin(), await pngFile(3000, 2000));
    const theirs = await addDesignToCart(origin(), { artworkId });
    const mine = await addDesignToCart(origin(), { artworkId, designName: "Mine" });
    const answer = await change(
      mine.cartId,
      cartForm({ kind: "update" }, { [theirs.itemId]: "40" }),
    );
    expect(answer.json.cart?.lines.map((line) => line.id)).toEqual([mine.itemId]);
    const removed = await change(mine.cartId, cartForm({ kind: "remove", itemId: theirs.itemId }));
    expect(removed.status).toBe(200);
    expect(await quantities(theirs.cartId)).toEqual([1]);
    expect(await quantities(mine.cartId)).toEqual([1]);
  });

  it("answers 409 without a cart and 405 to a GET", async () => {
    const answer = await change(null, cartForm({ kind: "remove", itemId: "anything" }));
    expect(answer.status).toBe(409);
    expect(answer.json).toEqual({ outcome: "no-cart" });
    expect(cartIdFrom([answer.headers["set-cookie"] ?? []].flat())).toBeUndefined();
    const get = await rawRequest(origin(), { method: "GET", path: "/api/cart" });
    expect(get.status).toBe(405);
    expect(get.headers.allow).toBe("POST");
  });

  it("asks the visitor to confirm artwork that prints poorly, and records that they did", async () => {
    const artworkId = await uploadArtwork(origin(), await pngFile(600, 400));
    const design = {
      deviceBrand: "Dell",
      deviceModel: "XPS 13 9340",
      coverage: "top-only",
      finish: "matte",
      designName: "Small Picture",
      artworkId,
      placementX: "0.5",
      placementY: "0.5",
      placementScale: "1",
      placementRotation: "0",
    };
    const refused = await postJson(origin(), "/api/forms/customizer", {
      ...design,
      ...submissionExtras(),
    });
    expect(refused.status).toBe(400);
    expect(refused.json()).toMatchObject({ fieldErrors: { printAnyway: [printAnywayMessage] } });

    const extras = submissionExtras();
    const confirmed = await postJson(origin(), "/api/forms/customizer", {
      ...design,
      printAnyway: "on",
      ...extras,
    });
    expect(confirmed.status).toBe(200);
    const delivery = await waitFor(() => block.receiver.forId(extras.submissionId)[0], {
      message: "the order's delivery",
    });
    const payload = JSON.parse(delivery.body) as { options: Record<string, unknown> };
    expect(payload.options.print_quality).toEqual({
      // 600 px across the XPS 13's 11.62-inch lid.
      effective_dpi: 52,
      tier: "poor",
      confirmed_by_customer: true,
    });
  });

  // Issue 49: what the print cannot set is refused on the server too, whatever the browser did.
  it("refuses a text line with a character its face cannot print, and keeps nothing of it", async () => {
    const design = {
      deviceBrand: "Dell",
      deviceModel: "XPS 13 9340",
      coverage: "top-only",
      finish: "matte",
      designName: "Lettering",
    };
    const cartItemCount = async () =>
      (await readRows(block.databaseUrl, "SELECT id FROM cart_items")).length;
    const before = await cartItemCount();
    const post = (fields: Record<string, string>) =>
      postJson(origin(), "/api/forms/customizer", {
        ...design,
        ...fields,
        ...submissionExtras({ submissionId: randomUUID() }),
      });
    for (const [fields, errors] of [
      [
        { textLine1: "Team 🚀", textLine2: "漢字 ✓" },
        {
          textLine1: ["We can’t print “🚀” in the Bold typeface: please remove it."],
          textLine2: [
            "We can’t print “漢”, “字” and “✓” in the Bold typeface: please remove them.",
          ],
        },
      ],
      [
        { textLine1: "Жар", textFace: "serif" },
        {
          textLine1: [
            "We can’t print “Ж”, “а” and “р” in the Serif typeface: please remove them, or choose Bold, which can print them.",
          ],
        },
      ],
    ] as const) {
      const refused = await post(fields);
      expect(refused.status).toBe(400);
      expect((refused.json() as { fieldErrors: unknown }).fieldErrors).toEqual(errors);
    }
    expect(await cartItemCount()).toBe(before);
    const taken = await post({ textLine1: "Café Жар", textFace: "bold" });
    expect(taken.status).toBe(200);
    expect(await cartItemCount()).toBe(before + 1);
  });

  it("refuses a design with nothing to print and a missing model, saying both", async () => {
    const refused = await postJson(origin(), "/api/forms/customizer", {
      deviceBrand: "Dell",
      deviceModel: "",
      coverage: "top-only",
      finish: "matte",
      designName: "Blank",
      ...submissionExtras({ submissionId: randomUUID() }),
    });
    expect(refused.status).toBe(400);
    const { fieldErrors } = refused.json() as { fieldErrors: Record<string, unknown> };
    expect(Object.keys(fieldErrors).sort()).toEqual(["artworkId", "deviceModel"]);
  });
});
