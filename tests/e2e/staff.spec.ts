import { type Browser, expect, test } from "@playwright/test";
import { totpCode } from "../../server/staff/credentials.ts";
import { pngFile } from "../support/artwork.ts";
import { addDesignToCart, openCheckout, postPageForm, uploadArtwork } from "../support/cart.ts";
import { invitePath, strongPassword } from "../support/staff.ts";
import {
  addArtworkDesign,
  axeViolations,
  desktop,
  fillCheckout,
  openPage,
  phone,
  validCheckout,
} from "./helpers.ts";
import { receivedMails } from "./submissions.ts";
import { acceptWithPassword, consoleClock, inviteFromCli } from "./staff-helpers.ts";

/*
 * Issue 19: the staff console in a real browser. The first owner comes from
 * the command line, signs up with a passkey (Chromium's virtual
 * authenticator), finds a customer's order, downloads its artwork and
 * approves it; the customer's page and inbox show it. Another owner takes
 * the password and authenticator path, with scripts off, and invites a staff
 * member, who cannot manage staff.
 */

/** A browser context with a passkey authenticator built in, as a laptop with a fingerprint reader. */
async function withAuthenticator(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { context, page };
}

test("the owner signs up with a passkey, approves a customer's order, and the customer hears of it", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const email = `olive-${Date.now()}@wrapcraft.test`;
  const invite = inviteFromCli(email, "owner");
  const { page: owner } = await withAuthenticator(browser);

  await owner.goto(invite);
  const passkey = owner.getByRole("region", { name: "With a passkey (recommended)" });
  await passkey.getByLabel("Your name").fill("Olive Owner");
  await passkey.getByLabel("Name this passkey").fill("Work laptop");
  await passkey.getByRole("button", { name: "Create a passkey" }).click();
  await expect(owner.getByRole("heading", { level: 1 })).toHaveText("Today, Olive");

  // Out, and back in with the passkey alone.
  await owner.getByRole("button", { name: "Sign out" }).click();
  await expect(owner).toHaveURL(/\/staff\/sign-in\?notice=/);
  await expect(owner.getByRole("status").filter({ hasText: "Signed out." })).toBeVisible();
  await owner.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(owner.getByRole("heading", { level: 1 })).toHaveText("Today, Olive");

  // A customer orders in a browser of their own.
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  const designName = `Approved ${Date.now()}`;
  const customerEmail = `approve-${Date.now()}@example.com`;
  await openPage(customer, "/custom-laptop-wraps?brand=Dell&model=XPS%2013%209340");
  await addArtworkDesign(customer, designName);
  await openPage(customer, "/checkout");
  await fillCheckout(customer, { ...validCheckout, name: "Ada Customer", email: customerEmail });
  await customer.getByRole("button", { name: "Place order" }).click();
  const heading = customer.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(/^Order WC-[0-9A-Z]{8} is placed$/);
  const number = /WC-[0-9A-Z]{8}/.exec(await heading.innerText())![0];

  // The owner finds it by the customer's name and opens it.
  await owner.getByRole("link", { name: "Orders" }).click();
  await owner.getByLabel("Search orders").fill("ada customer");
  await owner.getByRole("button", { name: "Search" }).click();
  await owner.getByRole("link", { name: number }).click();
  await expect(owner.getByRole("heading", { level: 1 })).toHaveText(`Order ${number}`);
  await expect(owner.getByText(designName).first()).toBeVisible();

  // The artwork downloads byte for byte as the customer uploaded it.
  const downloading = owner.waitForEvent("download");
  await owner.getByRole("link", { name: "Download the file" }).click();
  const download = await downloading;
  const bytes = await download.createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  });
  expect(bytes.equals(await pngFile(3000, 2000))).toBe(true);

  // Approved, with a message to the customer.
  const move = owner.getByRole("region", { name: "Move it along" });
  await move.getByLabel("Next stage").selectOption("approved");
  await move
    .getByLabel("Message to the customer (optional)")
    .fill("Approved on the phone with Ada.");
  await owner.getByRole("button", { name: "Move the order" }).click();
  await expect(owner.getByRole("status").filter({ hasText: "Moved to Approved" })).toBeVisible();
  await expect(owner.getByText("Approved on the phone with Ada.").first()).toBeVisible();

  await customer.reload();
  await expect(customer.getByText("Approved").first()).toBeVisible();
  await expect
    .poll(
      () =>
        receivedMails().filter(
          (mail) =>
            mail.to.includes(customerEmail) && mail.raw.includes("Approved on the phone with Ada."),
        ).length,
    )
    .toBe(1);
  await customerContext.close();
});

test("an owner signs up with a password and code, and invites staff who cannot manage staff, all without JavaScript", async ({
  browser,
}) => {
  const email = `petra-${Date.now()}@wrapcraft.test`;
  // The console is plain forms: this whole path runs with scripts off.
  const ownerContext = await browser.newContext({ javaScriptEnabled: false });
  const owner = await ownerContext.newPage();
  const secret = await acceptWithPassword(
    owner,
    inviteFromCli(email, "owner"),
    "Petra Owner",
    email,
  );

  // Out, and back in with the password and the authenticator's next code (each code works once).
  await owner.getByRole("button", { name: "Sign out" }).click();
  await owner.getByLabel("E-mail").fill(email);
  await owner.getByLabel(/^Password\b/).fill(strongPassword);
  await owner
    .getByLabel("Code from your authenticator app")
    .fill(totpCode(secret, email, consoleClock().now() + 30_000));
  await owner.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(owner.getByRole("heading", { level: 1 })).toHaveText("Today, Petra");

  await owner.getByRole("link", { name: "Team" }).click();
  const staffEmail = `sam-${Date.now()}@wrapcraft.test`;
  await owner.getByLabel("Their e-mail").fill(staffEmail);
  await owner.getByLabel("Role").selectOption("staff");
  await owner.getByRole("button", { name: "Make an invite" }).click();
  const link = await owner.locator("[data-invite-link]").innerText();

  const staffContext = await browser.newContext({ javaScriptEnabled: false });
  const staff = await staffContext.newPage();
  await acceptWithPassword(staff, invitePath(link), "Sam Staff", staffEmail);
  const nav = staff.getByRole("navigation", { name: "Console" });
  await expect(nav.getByRole("link", { name: "Orders" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Team" })).toHaveCount(0);
  await staff.goto("/staff/team");
  await expect(staff.getByRole("heading", { level: 1 })).toHaveText("Not allowed");
  await ownerContext.close();
  await staffContext.close();
});

for (const [label, viewport] of Object.entries({ desktop, phone })) {
  test(`the console has no accessibility violations at ${label} width`, async ({ browser }) => {
    test.setTimeout(90_000);
    const email = `axe-${label}-${Date.now()}@wrapcraft.test`;
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await page.goto("/staff/sign-in");
    expect(await axeViolations(page), "/staff/sign-in").toEqual([]);
    const invite = inviteFromCli(email, "owner");
    await page.goto(invite);
    expect(await axeViolations(page), "the invite").toEqual([]);
    await acceptWithPassword(page, invite, "Axel Owner", email);
    for (const console of [
      "/staff",
      "/staff/orders?stage=all",
      "/staff/leads",
      "/staff/leads?kind=newsletter",
      "/staff/deliveries",
      "/staff/team",
      "/staff/audit",
      "/staff/account",
    ]) {
      await page.goto(console);
      expect(await axeViolations(page), console).toEqual([]);
    }
    await page.goto(`/staff/orders/${await placeOrder(new URL(page.url()).origin)}`);
    expect(await axeViolations(page), "an order").toEqual([]);
    await context.close();
  });
}

/** An order placed over HTTP, as the checkout page posts it: its number. */
async function placeOrder(origin: string) {
  const artworkId = await uploadArtwork(origin, await pngFile(3000, 2000), "axe.png");
  const cart = await addDesignToCart(origin, { artworkId });
  const checkoutId = await openCheckout(origin, cart.cartId);
  const placed = await postPageForm(origin, "/checkout", cart.cartId, {
    ...validCheckout,
    checkoutId,
  });
  return /WC-[0-9A-Z]{8}/.exec(String(placed.headers.location))![0];
}
