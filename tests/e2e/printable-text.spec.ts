import { expect, test } from "@playwright/test";
import { getDocumentProxy } from "unpdf";
import {
  axeViolations,
  fillCheckout,
  openPage,
  quantityOnServer,
  validCheckout,
} from "./helpers.ts";
import { acceptWithPassword, inviteFromCli } from "./staff-helpers.ts";

/*
 * Issue 49: the print sets what the preview shows. A text line's character
 * the chosen typeface's files do not have is refused as it is typed, next to
 * the line, and again when the face changes; a character they have (é, and
 * Cyrillic from Arimo's own subsets) is taken and is in the print file.
 */

const customizer =
  "/custom-laptop-wraps?brand=Apple&model=MacBook%20Air%20(13-inch%2C%20M2%2C%202022)";
const refusal = /^We can’t print/;

test("a character the typeface cannot print is refused as it is typed, and the design is not added", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openPage(page, customizer);
  const main = page.getByRole("main");
  await main.getByLabel(/^Design Name/).fill(`Lettering ${Date.now()}`);
  const line = main.getByLabel("Text Line 1");
  for (const character of ["漢", "✓", "🚀"]) {
    await line.fill("");
    await line.pressSequentially(`Go ${character}`);
    const message = `We can’t print “${character}” in the Bold typeface: please remove it.`;
    // Next to the line as soon as it is typed: a status a screen reader announces, and the
    // line's own description.
    await expect(main.getByRole("status").filter({ hasText: message })).toBeVisible();
    await expect(line).toHaveAttribute("aria-invalid", "true");
    await expect(line).toHaveAccessibleDescription(message);
    await main.getByRole("button", { name: "Add to Cart" }).click();
    // Add to Cart stops at the line: focus goes to it, and nothing is added.
    await expect(line).toBeFocused();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  }
  expect(await axeViolations(page)).toEqual([]);
  expect(await quantityOnServer(page)).toBeUndefined();
  // Taking the character out takes the message away.
  await line.press("Backspace");
  await expect(line).toHaveValue("Go ");
  await expect(main.getByText(refusal)).toHaveCount(0);
  await expect(line).not.toHaveAttribute("aria-invalid");
});

test("changing the typeface checks the lines already typed again", async ({ page }) => {
  await openPage(page, customizer);
  const main = page.getByRole("main");
  await main.getByLabel("Text Line 1").fill("Café");
  await main.getByLabel("Text Line 2").fill("Жар");
  const faces = main.getByRole("group", { name: "Typeface" });
  await expect(faces.getByRole("radio", { name: "Bold" })).toBeChecked();
  await main.getByLabel(/^Design Name/).click();
  await expect(main.getByText(refusal)).toHaveCount(0);

  // DM Serif Display has é but no Cyrillic: the second line is refused, and Bold offered.
  await faces.getByText("Serif").click();
  await expect(
    main.getByRole("status").filter({
      hasText:
        "We can’t print “Ж”, “а” and “р” in the Serif typeface: please remove them, or choose Bold, which can print them.",
    }),
  ).toBeVisible();
  await expect(main.getByText(refusal)).toHaveCount(1);
  await expect(main.getByLabel("Text Line 2")).toHaveAttribute("aria-invalid", "true");
  await faces.getByText("Bold").click();
  await expect(main.getByText(refusal)).toHaveCount(0);
});

test("a character the face has is taken, and the print file sets it", async ({ browser }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const customer = await (await browser.newContext()).newPage();
  await openPage(customer, customizer);
  const main = customer.getByRole("main");
  // é from Arimo's Latin, Ж from its Cyrillic subset (issue 49 added it), in the default Bold.
  await main.getByLabel("Text Line 1").pressSequentially("Café Жар");
  await main.getByLabel(/^Design Name/).fill(`Cafe Zhar ${stamp}`);
  await expect(main.getByText(refusal)).toHaveCount(0);
  await main.getByRole("button", { name: "Add to Cart" }).click();
  await expect(
    customer.getByRole("dialog", { name: "Your custom wrap has been added to cart!" }),
  ).toBeVisible();
  await openPage(customer, "/checkout");
  await fillCheckout(customer, { ...validCheckout, email: `lettering-${stamp}@example.com` });
  await customer.getByRole("button", { name: "Place order" }).click();
  const heading = customer.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(/^Order WC-[0-9A-Z]{8} is placed$/);
  const number = /WC-[0-9A-Z]{8}/.exec(await heading.innerText())?.[0] ?? "";

  const staff = await (await browser.newContext()).newPage();
  const email = `lettering-${stamp}@wrapcraft.test`;
  await acceptWithPassword(staff, inviteFromCli(email, "staff"), "Lena Letter", email);
  await staff.goto(`/staff/orders/${number}`);
  const printFile = staff.getByRole("link", { name: /^Version 1 \(PDF/ });
  await expect
    .poll(
      async () => {
        await staff.reload();
        return printFile.count();
      },
      { timeout: 45_000, intervals: [500] },
    )
    .toBe(1);
  const response = await staff.request.get((await printFile.getAttribute("href")) ?? "");
  const pdf = await getDocumentProxy(new Uint8Array(await response.body()));
  const text = await (await pdf.getPage(1)).getTextContent();
  const shown = text.items.map((item) => ("str" in item ? item.str : "")).join("");
  expect(shown).toContain("Café Жар");
});
