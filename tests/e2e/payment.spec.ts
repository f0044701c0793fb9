import { type BrowserContext, type Page, expect, test } from "@playwright/test";
import { pngFile } from "../support/artwork.ts";
import { addDesignToCart, uploadArtwork } from "../support/cart.ts";
import { freePort } from "../support/postgres-cluster.ts";
import { type ServerProcess, startServer, tempSqliteUrl } from "../support/server-process.ts";
import { StripeStandIn } from "../support/stripe-stand-in.ts";
import { axeViolations, fillCheckout, pageReady, validCheckout } from "./helpers.ts";

/*
 * Issue 37's journey in the browser: a cart's checkout goes on to Stripe's
 * payment page and back, and the order page says "Paid" once Stripe's signed
 * webhook has said so. This file's server has payments on, against the
 * stand-in of Stripe's API and its hosted page (tests/support/stripe-stand-in.ts);
 * the rest of the suite's server has them off.
 */

test.describe.configure({ mode: "serial" });

let stripe: StripeStandIn;
let server: ServerProcess;

test.beforeAll(async () => {
  stripe = await new StripeStandIn().up();
  const port = await freePort();
  server = await startServer(
    {
      ...stripe.env(),
      DATABASE_URL: tempSqliteUrl(),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: "warn",
      RATE_LIMIT_POSTS: "10000",
      CONFIRMATIONS_PER_ADDRESS: "10000",
      CONFIRMATIONS_PER_CLIENT: "10000",
    },
    { port },
  );
  stripe.webhookUrl = `${server.origin}/webhooks/stripe`;
});

test.afterAll(async () => {
  await server?.kill();
  await stripe?.down();
});

/** A cart with one design in this browser, made the way the customizer makes it. */
async function cartWithDesign(context: BrowserContext) {
  const artworkId = await uploadArtwork(server.origin, await pngFile(3000, 2000), "stars.png");
  const { cartId } = await addDesignToCart(server.origin, { artworkId });
  await context.addCookies([{ name: "cart", value: cartId, url: server.origin }]);
}

/** From the cart to Stripe's page: the checkout filled and "Place order" pressed. */
async function checkOut(page: Page) {
  await page.goto(`${server.origin}/cart`);
  await pageReady(page);
  await page.getByRole("button", { name: "Checkout" }).click();
  await pageReady(page);
  await expect(page.getByText(/Next you pay by card on Stripe's secure page/)).toBeVisible();
  await fillCheckout(page, validCheckout);
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(new RegExp(`^${stripe.origin}/pay/cs_test_`));
}

test("from the cart through Stripe's page to an order that says Paid", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await cartWithDesign(context);
  await checkOut(page);
  const total = page.getByRole("heading", { level: 1 });
  await expect(total).toHaveText(/^Pay \$\d+\.\d\d$/);
  const amount = (await total.innerText()).slice("Pay ".length);
  await page.getByRole("button", { name: `Pay ${amount}` }).click();

  await expect(page).toHaveURL(/\/orders\/WC-[0-9A-Z]{8}\?token=[^&]+&paid=1$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    /^Order WC-[0-9A-Z]{8} is placed$/,
  );
  const payment = page.getByRole("region", { name: "Payment" });
  await expect(payment.getByTestId("payment-state")).toHaveText("Paid");
  await expect(payment).toContainText(`We received ${amount}`);
  await expect(payment.getByRole("link", { name: /^Pay / })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});

test("leaving Stripe's page unpaid keeps the order, and its page pays it later", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await cartWithDesign(context);
  await checkOut(page);
  await page.getByRole("link", { name: "Back" }).click();

  await expect(page).toHaveURL(/\/orders\/WC-[0-9A-Z]{8}\?token=[^&]+&payment=cancelled$/);
  const payment = page.getByRole("region", { name: "Payment" });
  await expect(payment.getByTestId("payment-state")).toHaveText("Unpaid");
  await expect(payment).toContainText("You left the payment page before paying");
  expect(await axeViolations(page)).toEqual([]);

  // The same open session again: one payment page per order.
  const pay = payment.getByRole("link", { name: /^Pay \$\d+\.\d\d$/ });
  await pay.click();
  await expect(page).toHaveURL(new RegExp(`^${stripe.origin}/pay/cs_test_`));
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(
    page.getByRole("region", { name: "Payment" }).getByTestId("payment-state"),
  ).toHaveText("Paid");
});
