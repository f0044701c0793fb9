import { expect, test } from "@playwright/test";
import { openPage } from "./helpers.ts";

const unavailable = /online sending is not available yet/i;

test("contact: required fields are explained, then the visitor is told plainly nothing was sent", async ({
  page,
}) => {
  await openPage(page, "/contact");
  const main = page.getByRole("main");
  await main.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Please enter your first name.")).toBeVisible();
  await expect(main.getByLabel("First Name")).toHaveAttribute("aria-invalid", "true");
  await main.getByLabel("First Name").fill("Ana");
  await main.getByLabel("Last Name").fill("Diaz");
  await main.getByLabel("Email Address").fill("ana@");
  await main.getByLabel("Message").fill("Do you cut wraps for the Framework 13?");
  await main.getByRole("button", { name: "Send Message" }).click();
  await expect(
    page.getByText("Please enter a valid email address, like name@example.com."),
  ).toBeVisible();
  await main.getByLabel("Email Address").fill("ana@example.com");
  await main.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("status")).toContainText(unavailable);
});

test("contact: a subject in the link is filled in", async ({ page }) => {
  await openPage(page, "/contact?subject=Template%20request");
  const main = page.getByRole("main");
  await expect(main.getByLabel("Subject")).toHaveValue("Template request");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact form validates on the server", async ({ page }) => {
    await page.goto("/contact");
    const main = page.getByRole("main");
    await main.getByLabel("First Name").fill("Ana");
    await main.getByLabel("Last Name").fill("Diaz");
    await main.getByLabel("Email Address").fill("ana@example.com");
    await main.getByLabel("Message").fill("  ");
    await main.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Please enter your message.")).toBeVisible();
  });

  test("the footer newsletter answers on its own page", async ({ page }) => {
    await page.goto("/about");
    const footer = page.getByRole("contentinfo");
    await footer.getByLabel("Email address").fill("reader@example.com");
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/newsletter$/);
    await expect(page.getByRole("main").getByRole("status")).toContainText(unavailable);
  });

  test("the quote form answers a valid request plainly", async ({ page }) => {
    await page.goto("/bulk-corporate");
    const main = page.getByRole("main");
    await main.getByLabel("First Name").fill("Sam");
    await main.getByLabel("Last Name").fill("Lee");
    await main.getByLabel("Email Address").fill("sam@school.org");
    await main.getByLabel("Organization Name").fill("Riverside Unified");
    await main.getByLabel("Estimated Quantity").fill("150");
    await page.getByRole("button", { name: "Request Quote" }).click();
    await expect(page.getByRole("status")).toContainText(unavailable);
  });
});

test("jump links to the forms are plain in-page anchors", async ({ request }) => {
  const bulk = await (await request.get("/bulk-corporate")).text();
  expect(bulk).toContain('href="#quote"');
  const affiliates = await (await request.get("/affiliates")).text();
  expect(affiliates).toContain('href="#apply"');
  expect(affiliates).toContain('id="apply"');
  expect(affiliates).toContain('id="program"');
});

test("the server answers invalid posts with 400 and field errors", async ({ request }) => {
  const response = await request.post("/affiliates", {
    form: { name: "Kim", email: "kim@example.com", website: "not a url" },
  });
  expect(response.status()).toBe(400);
  expect(await response.text()).toContain("Please enter a full URL");
});

test("customizer: brand and model come from the link; the design name follows its rule", async ({
  page,
}) => {
  await openPage(page, "/custom-laptop-wraps?brand=Dell&model=XPS%2013%209340");
  const main = page.getByRole("main");
  await expect(main.getByLabel("Device Brand")).toHaveValue("Dell");
  await expect(main.getByLabel("Device Model")).toHaveValue("XPS 13 9340");
  await expect(page.getByRole("radio", { name: /Top Only/ })).toBeChecked();
  await expect(page.getByRole("radio", { name: "Matte" })).toBeChecked();
  await expect(page.getByRole("complementary", { name: "Summary" })).toContainText("$24.95");
  await page.getByRole("radio", { name: /Top \+ Palmrest/ }).check();
  await expect(page.getByRole("complementary", { name: "Summary" })).toContainText("$34.95");

  const name = main.getByLabel("Design Name");
  await name.pressSequentially("DJ Nova!! #1");
  await expect(name).toHaveValue("DJ Nova 1");
  await name.fill("X");
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Please enter a design name 2–60 characters (letters, numbers, spaces, - ' & . only).",
  );
  await name.fill("DJ Nova");
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByRole("status")).toContainText(unavailable);
  await expect(name).toHaveValue("DJ Nova");
});

test("footer newsletter validates and answers plainly", async ({ page }) => {
  await openPage(page, "/about");
  const footer = page.getByRole("contentinfo");
  // Its script loads when the visitor first reaches for the form.
  await expect(footer.locator("[data-island-hydrated]")).toHaveCount(0);
  await footer.getByLabel("Email address").fill("reader@");
  await expect(footer.locator("[data-island-hydrated]")).toHaveCount(1);
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(footer.getByText(/valid email address/)).toBeVisible();
  await expect(footer.getByLabel("Email address")).toBeFocused();
  await footer.getByLabel("Email address").fill("reader@example.com");
  await expect(footer.getByText(/valid email address/)).toBeHidden();
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(footer.getByRole("status")).toContainText(unavailable);
  await expect(page).toHaveURL(/\/about$/);
});
