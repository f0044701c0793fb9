import { type Page, expect, test } from "@playwright/test";
import sharp from "sharp";
import { publicUrl } from "../../playwright.config.ts";
import {
  addArtworkDesign,
  axeViolations,
  fillCheckout,
  openPage,
  validCheckout,
} from "./helpers.ts";
import { acceptWithPassword, inviteFromCli } from "./staff-helpers.ts";
import { receivedMails } from "./submissions.ts";

/*
 * Issue 20's journey in a real browser: a customer orders with "send me a
 * proof first"; the shop's job makes the mockup; staff send it as the proof;
 * the customer's e-mail arrives with the picture and a link; they ask for
 * changes with a comment and a file; staff send proof 2 (an image of their
 * own); the customer approves it; the order is "approved" and both rounds
 * show on both sides.
 */

/** A message's body with quoted-printable soft breaks and escapes undone (enough for links). */
const decoded = (raw: string) =>
  raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** The first e-mail to `to` whose body has `text`, once it has arrived. */
async function mailTo(to: string, text: string) {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        found = receivedMails()
          .filter((mail) => mail.to.includes(to))
          .map((mail) => decoded(mail.raw))
          .find((body) => body.includes(text));
        return Boolean(found);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found as string;
}

/** A link of the site's (made for PUBLIC_URL) as the test server serves it. */
const local = (url: string) => url.replace(publicUrl, "");

/** Reloads the staff page until the design's print file and mockup are made. */
async function waitForFiles(staff: Page) {
  await expect
    .poll(
      async () => {
        await staff.reload();
        return staff.getByRole("link", { name: /^Version 1 \(PDF/ }).count();
      },
      { timeout: 45_000, intervals: [500] },
    )
    .toBe(1);
}

test("a proof goes to the customer, comes back with changes, and is approved in round 2", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const staffEmail = `proofs-${stamp}@wrapcraft.test`;
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await acceptWithPassword(staff, inviteFromCli(staffEmail, "owner"), "Paula Proofs", staffEmail);

  // The customer orders, asking for a proof first.
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  const customerEmail = `proof-customer-${stamp}@example.com`;
  const designName = `Proofed ${stamp}`;
  await openPage(
    customer,
    "/custom-laptop-wraps?brand=Apple&model=MacBook%20Air%20(13-inch%2C%20M2%2C%202022)",
  );
  await addArtworkDesign(customer, designName);
  await openPage(customer, "/checkout");
  await fillCheckout(customer, { ...validCheckout, name: "Rosa Proof", email: customerEmail });
  await customer.getByLabel(/Send me a proof first/).check();
  await customer.getByRole("button", { name: "Place order" }).click();
  const heading = customer.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(/^Order WC-[0-9A-Z]{8} is placed$/);
  const number = /WC-[0-9A-Z]{8}/.exec(await heading.innerText())?.[0] ?? "";

  // Staff wait for the design's files, then send the proof: its print file, as a picture.
  await staff.goto(`/staff/orders/${number}`);
  await waitForFiles(staff);
  const proofPanel = staff.getByRole("region", { name: "Proof", exact: true });
  await proofPanel
    .getByLabel("Message to the customer")
    .fill("Here is your wrap as we will print it.");
  await proofPanel.getByRole("button", { name: "Send the proof" }).click();
  await expect(staff.getByRole("status").filter({ hasText: "Proof 1 sent" })).toBeVisible();
  await expect(staff.getByText("Proof sent", { exact: true }).first()).toBeVisible();

  // The customer's e-mail shows the proof's pictures (the print, 1,600 px wide, first) and
  // links to their order's page.
  const proofMail = await mailTo(customerEmail, "Here is the proof of your order");
  expect(proofMail).toContain("Here is your wrap as we will print it.");
  const picture = /<img src="([^"]+\/proofs\/[^"]+)"/.exec(proofMail)?.[1];
  expect(picture).toBeDefined();
  const image = await customer.request.get(local(picture ?? ""));
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/png");
  const pictureSize = await sharp(await image.body()).metadata();
  expect(pictureSize.width).toBe(1600);
  const orderLink = /(http:\/\/[^\s"<>]+\/orders\/WC-[0-9A-Z]{8}\?token=[A-Za-z0-9_-]+)/.exec(
    proofMail,
  )?.[1];
  expect(orderLink).toBeDefined();

  // They ask for changes, with a comment and a new file; on a phone the proof fits the screen.
  await customer.setViewportSize({ width: 390, height: 844 });
  await customer.goto(local(orderLink ?? ""));
  const proofs = customer.getByRole("region", { name: "Your proof" });
  // The proof is the print: the print file as a picture, and the design on the laptop.
  await expect(
    proofs.getByRole("img", { name: `Proof 1: ${designName}, as printed and cut (print file v1)` }),
  ).toBeVisible();
  await expect(
    proofs.getByRole("img", { name: `Proof 1: ${designName}, on your laptop` }),
  ).toBeVisible();
  expect(
    await customer.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBe(0);
  expect(await axeViolations(customer)).toEqual([]);
  await proofs.getByLabel("What should we change?").fill("Please make the stars bigger.");
  await proofs.getByLabel(/A new file/).setInputFiles({
    name: "bigger-stars.png",
    mimeType: "image/png",
    buffer: await sharp({
      create: { width: 1200, height: 800, channels: 3, background: { r: 250, g: 200, b: 40 } },
    })
      .png()
      .toBuffer(),
  });
  await proofs.getByRole("button", { name: "Request changes" }).click();
  await expect(customer.getByTestId("proof-1-answer")).toContainText("Changes asked for");
  await expect(customer.getByText("Please make the stars bigger.")).toBeVisible();
  await expect(customer.getByRole("button", { name: "Approve" })).toHaveCount(0);
  const shopNotice = await mailTo("orders@wrapcraft.test", `Changes asked for: order ${number}`);
  expect(shopNotice).toContain("Please make the stars bigger.");

  // Staff see the answer and the file, and send proof 2: an image of their own.
  await staff.reload();
  await expect(staff.getByTestId("proof-1-answer")).toContainText("Changes asked for");
  await expect(staff.getByRole("link", { name: "bigger-stars.png" })).toBeVisible();
  await proofPanel.getByLabel("Message to the customer").fill("Stars are bigger now.");
  await proofPanel.getByLabel("Proof file (optional)").setInputFiles({
    name: "proof-2.png",
    mimeType: "image/png",
    buffer: await sharp({
      create: { width: 2400, height: 1600, channels: 3, background: { r: 20, g: 40, b: 160 } },
    })
      .png()
      .toBuffer(),
  });
  await proofPanel.getByRole("button", { name: "Send proof 2" }).click();
  await expect(staff.getByRole("status").filter({ hasText: "Proof 2 sent" })).toBeVisible();
  await mailTo(customerEmail, "Stars are bigger now.");

  // The customer approves proof 2; approving again changes nothing.
  await customer.reload();
  await expect(proofs.getByRole("img", { name: "Proof 2: Proof" })).toBeVisible();
  await proofs.getByRole("button", { name: "Approve" }).click();
  await expect(customer.getByTestId("proof-2-answer")).toContainText("Approved");
  await expect(customer.getByTestId("proof-1-answer")).toContainText("Changes asked for");
  await expect(customer.locator("[aria-current=step]")).toContainText("Approved");
  const again = await customer.request.post(local(orderLink ?? ""), {
    form: { intent: "approve", round: "2" },
    headers: { origin: new URL(customer.url()).origin },
    maxRedirects: 0,
  });
  expect(again.status()).toBe(303);
  const crossSite = await customer.request.post(local(orderLink ?? ""), {
    form: { intent: "changes", round: "2", comment: "Sneaky" },
    headers: { origin: "https://elsewhere.example", "sec-fetch-site": "cross-site" },
    maxRedirects: 0,
  });
  expect(crossSite.status()).toBe(403);
  await mailTo("orders@wrapcraft.test", `Proof approved: order ${number}`);

  // Staff see the order approved, with both rounds.
  await staff.reload();
  await expect(staff.getByRole("heading", { level: 1 }).locator("..")).toContainText("Approved");
  await expect(staff.getByTestId("proof-2-answer")).toContainText("Approved");
  await expect(staff.getByTestId("proof-1-answer")).toContainText("Changes asked for");
  await expect(staff.getByText("Please make the stars bigger.")).toBeVisible();
  expect(await axeViolations(staff)).toEqual([]);
  await staffContext.close();
  await customerContext.close();
});
