import { expect, test } from "@playwright/test";
import { desktop, openPage, phone } from "./helpers.ts";

const model = "MacBook Air (13-inch, M2, 2022)";

test.describe("the site search", () => {
  test.use({ viewport: desktop });

  test("the header's field finds a laptop by the number on its underside, opens its page, and from there the customizer", async ({
    page,
  }) => {
    await openPage(page, "/about");
    const field = page.getByRole("search").getByLabel("Search the site");
    await field.fill("A2681");
    await field.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=A2681$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results for “A2681”");
    const models = page.getByRole("region", { name: /Laptop models/ });
    await models.getByRole("link").first().click();
    await expect(page).toHaveURL("/shop/apple/macbook-air-13-inch-m2-2022");
    await page.getByRole("link", { name: "Customize this model" }).click();
    const main = page.getByRole("main");
    await expect(main.getByLabel("Device Brand")).toHaveValue("Apple");
    await expect(main.getByLabel("Device Model")).toHaveValue(model);
  });

  test("says when nothing is found, and where to go instead", async ({ page }) => {
    await openPage(page, "/search?q=zzqx");
    await expect(page.getByRole("status")).toHaveText("Nothing found.");
    await expect(page.getByRole("link", { name: /Ask our design team/ })).toBeVisible();
  });
});

test.describe("without script, on a phone", () => {
  test.use({ viewport: phone, javaScriptEnabled: false });

  test("the menu's field searches, and an answer link opens the FAQ at its answer", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Site navigation" });
    await menu.getByLabel("Search the site").fill("return policy");
    await menu.getByLabel("Search the site").press("Enter");
    await expect(page).toHaveURL(/\/search\?q=return\+policy$/);
    const answers = page.getByRole("region", { name: /Answers/ });
    await answers.getByRole("link", { name: /What is your return policy/ }).click();
    await expect(page).toHaveURL(/\/faq#returns-answer$/);
    await expect(page.locator("#returns")).toHaveAttribute("open", "");
  });
});
