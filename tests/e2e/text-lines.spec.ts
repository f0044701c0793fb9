import { expect, test } from "@playwright/test";
import { textColourById } from "#app/domain/text-style.ts";
import { printedText } from "../support/print-file.ts";
import { axeViolations, fillCheckout, openPage, validCheckout } from "./helpers.ts";
import { acceptWithPassword, inviteFromCli } from "./staff-helpers.ts";

/*
 * Issue 35: a text line's face, colour and position, chosen in the
 * customizer, are what the preview draws and what the shop prints: the
 * order's print file sets the line in that face (embedded), in that colour,
 * at that place on the lid.
 */

const gold = textColourById("gold").fill;

test("a text line's face, colour and position show in the preview and reach the print file", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const customer = await (await browser.newContext()).newPage();
  await openPage(
    customer,
    "/custom-laptop-wraps?brand=Apple&model=MacBook%20Air%20(13-inch%2C%20M2%2C%202022)",
  );
  const main = customer.getByRole("main");
  // The look's choices are offered once there is text to style.
  await expect(main.getByRole("group", { name: "Typeface" })).toHaveCount(0);
  await main.getByLabel("Text Line 1").fill("Gold Rush");
  await main.getByRole("group", { name: "Typeface" }).getByText("Serif").click();
  await main.getByRole("group", { name: "Colour" }).getByText("Gold").click();
  await main.getByRole("group", { name: "Position on the lid" }).getByText("Top").click();
  await expect(main.getByRole("radio", { name: "Serif" })).toBeChecked();

  // The preview draws it so: DM Serif Display, gold, in the lid's upper part.
  const lid = main.getByRole("img", { name: /^Preview:/ });
  const text = lid.locator('[data-layer="text"]');
  await expect(text).toHaveAttribute("font-family", /^'DM Serif Display'/);
  await expect(text).toHaveAttribute("fill", gold);
  const [line, lidBox] = await Promise.all([
    text.locator("text").first().boundingBox(),
    lid.locator('[data-part="lid"]').boundingBox(),
  ]);
  expect(line && lidBox && line.y + line.height < lidBox.y + lidBox.height * 0.4).toBe(true);
  // The choices are labelled, keyboard-reachable radios with enough contrast.
  expect(await axeViolations(customer)).toEqual([]);

  await main.getByLabel(/^Design Name/).fill(`Gold Rush ${stamp}`);
  await main.getByRole("button", { name: "Add to Cart" }).click();
  await expect(
    customer.getByRole("dialog", { name: "Your custom wrap has been added to cart!" }),
  ).toBeVisible();
  await openPage(customer, "/checkout");
  await fillCheckout(customer, { ...validCheckout, email: `gold-${stamp}@example.com` });
  await customer.getByRole("button", { name: "Place order" }).click();
  const heading = customer.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(/^Order WC-[0-9A-Z]{8} is placed$/);
  const number = /WC-[0-9A-Z]{8}/.exec(await heading.innerText())?.[0] ?? "";

  // The shop's print file, as staff download it once the job has made it.
  const staff = await (await browser.newContext()).newPage();
  const email = `text-lines-${stamp}@wrapcraft.test`;
  await acceptWithPassword(staff, inviteFromCli(email, "staff"), "Tess Type", email);
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
  await expect(staff.getByText("Gold Rush (Serif, gold, top)")).toBeVisible();
  const response = await staff.request.get((await printFile.getAttribute("href")) ?? "");
  expect(response.headers()["content-type"]).toBe("application/pdf");
  const printed = await printedText(await response.body(), gold);
  expect(printed.fonts).toEqual(
    expect.arrayContaining([expect.stringMatching(/^\/[A-Z]{6}\+DMSerifDisplay-Regular$/)]),
  );
  // Gold letters, and all of them in the page's upper part (the lid's top, below the slug).
  expect(printed.rows.length).toBeGreaterThan(20);
  expect(Math.max(...printed.rows)).toBeLessThan(0.4);
});
