import { type Page, expect, test } from "@playwright/test";
import { pngFile } from "../support/artwork.ts";
import { addDesignToCart, setCartQuantity, uploadArtwork } from "../support/cart.ts";
import { placeOrder } from "../support/checkout.ts";
import { openPage } from "./helpers.ts";

/**
 * Every price (with its sign) and order number in the page's main content
 * that the browser laid out on more than one line.
 */
const brokenFigures = (page: Page) =>
  page.getByRole("main").evaluate((main) => {
    const nodes: { node: Text; start: number }[] = [];
    let text = "";
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      nodes.push({ node: node as Text, start: text.length });
      text += node.textContent;
    }
    const at = (offset: number) => {
      const found = nodes.findLast((entry) => entry.start <= offset)!;
      return [found.node, offset - found.start] as const;
    };
    const broken: string[] = [];
    for (const match of text.matchAll(/−?\$[\d,]+\.\d\d|WC-[0-9A-Z]{8}/g)) {
      const range = document.createRange();
      range.setStart(...at(match.index));
      range.setEnd(...at(match.index + match[0].length - 1));
      range.setEnd(range.endContainer, range.endOffset + 1);
      const tops = new Set(
        [...range.getClientRects()]
          .filter((rect) => rect.height >= 4 && rect.width > 0)
          .map((rect) => Math.round(rect.top / 8)),
      );
      if (tops.size > 1) broken.push(match[0]);
    }
    return { broken, seen: [...text.matchAll(/−\$|WC-/g)].length };
  });

test.describe("no figure breaks across lines (issue 35)", () => {
  test.use({ viewport: { width: 320, height: 800 } });

  test("the cart's discounted prices, at 320 px", async ({ page, context, baseURL }) => {
    const origin = baseURL!;
    const artworkId = await uploadArtwork(origin, await pngFile(3000, 2000));
    const added = await addDesignToCart(origin, {
      artworkId,
      designName: "Long Name For A Phone",
    });
    await setCartQuantity(origin, added, 12);
    await context.addCookies([{ name: "cart", value: added.cartId, url: origin }]);
    for (const path of ["/cart", "/checkout"]) {
      await openPage(page, path);
      const { broken, seen } = await brokenFigures(page);
      expect(seen, `${path} shows a discount`).toBeGreaterThan(0);
      expect(broken, path).toEqual([]);
    }
  });

  test("the order page's number and totals, at 320 px", async ({ page, baseURL }) => {
    const order = await placeOrder(baseURL!);
    await openPage(page, `${order.orderPath}&placed=1`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(order.number);
    const { broken, seen } = await brokenFigures(page);
    expect(seen).toBeGreaterThan(0);
    expect(broken).toEqual([]);
  });
});
