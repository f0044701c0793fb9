import { expect, test } from "@playwright/test";
import { outboxStorageKey } from "#app/queued-posts/queued-posts.ts";
import { openPage } from "./helpers.ts";
import { expectStored, submissionsFrom } from "./submissions.ts";

test("contact: fields are explained, then the message is stored, confirmed and the form cleared", async ({
  page,
}) => {
  const email = "ana.diaz@example.com";
  await openPage(page, "/contact?utm_source=newsletter&utm_campaign=fall");
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
  await main.getByLabel("Email Address").fill(email);
  await main.getByRole("button", { name: "Send Message" }).click();

  const banner = page.getByRole("status");
  await expect(banner).toContainText("Message sent successfully!");
  await expect(banner).toContainText("We'll get back to you within 2 hours.");
  await expect(banner).not.toContainText(/connection dropped/);
  await expect(main.getByLabel("First Name")).toHaveValue("");
  await expect(main.getByLabel("Message")).toHaveValue("");

  const [stored] = await expectStored(email);
  expect(stored!.kind).toBe("contact");
  // Keyed by the id the form made: time-ordered (UUID version 7), so rows go in at their indexes' ends.
  expect(stored!.id).toMatch(
    /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
  );
  expect(stored!.payload).toMatchObject({
    event: "contact_form_submission",
    name: "Ana Diaz",
    email,
    message: "Do you cut wraps for the Framework 13?",
    page_url: expect.stringContaining("/contact?utm_source=newsletter"),
    // Random (UUID version 4): a session id says nothing of when the visit began.
    session_id: expect.stringMatching(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    ),
    utm: { source: "newsletter", medium: null, campaign: "fall", term: null, content: null },
    source: "website",
    user_agent: expect.stringContaining("Chrome"),
  });
});

test("contact: sent while offline, kept in the browser and sent when the connection returns", async ({
  page,
  context,
}) => {
  const email = "offline.visitor@example.com";
  await openPage(page, "/contact");
  const main = page.getByRole("main");
  await main.getByLabel("First Name").fill("Off");
  await main.getByLabel("Last Name").fill("Line");
  await main.getByLabel("Email Address").fill(email);
  await main.getByLabel("Message").fill("Written on a train.");
  await context.setOffline(true);
  await main.getByRole("button", { name: "Send Message" }).click();

  const banner = page.getByRole("status");
  await expect(banner).toContainText("Message sent successfully!");
  await expect(banner).toContainText(/kept it safe on this device/);
  await expect(main.getByLabel("First Name")).toHaveValue("");
  expect(submissionsFrom(email)).toHaveLength(0);
  expect(await page.evaluate(() => localStorage.getItem("wrapcraft:outbox"))).toContain(
    "offline.visitor",
  );

  await context.setOffline(false);
  await expectStored(email);
  await expect.poll(() => page.evaluate(() => localStorage.getItem("wrapcraft:outbox"))).toBeNull();
});

test("a submission the server could not take is sent on the next visit, once", async ({ page }) => {
  const email = "next.visit@example.com";
  await openPage(page, "/affiliates");
  // The server is unreachable for this post: the connection fails.
  await page.route("**/api/forms/affiliate", (route) => route.abort("connectionfailed"));
  const main = page.getByRole("main");
  await main.getByLabel("Full Name").fill("Nia Next");
  await main.getByLabel("Email Address").fill(email);
  await main.getByLabel("Website/Social Media URL").fill("https://instagram.com/nia");
  await main.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByRole("status")).toContainText("Application received!");
  await expect(page.getByRole("status")).toContainText(/kept it safe on this device/);
  await page.unroute("**/api/forms/affiliate");

  // Any page of the next visit sends it.
  await page.goto("/about");
  const [stored] = await expectStored(email);
  expect(stored!.payload).toMatchObject({ event: "affiliate_application", name: "Nia Next" });
  // Sent, it leaves the browser's queue, so the page after sends nothing.
  await page.waitForFunction((key) => localStorage.getItem(key) === null, outboxStorageKey);
  const resent: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/forms/")) resent.push(request.url());
  });
  // The resend starts before the page's islands hydrate, so a hydrated page has made it.
  await openPage(page, "/faq");
  expect(resent).toEqual([]);
  expect(submissionsFrom(email)).toHaveLength(1);
});

test("quote: a valid request is stored and confirmed", async ({ page }) => {
  const email = "it.buyer@school.example.org";
  await openPage(page, "/bulk-corporate");
  const main = page.getByRole("main");
  await main.getByLabel("First Name").fill("Sam");
  await main.getByLabel("Last Name").fill("Lee");
  await main.getByLabel("Email Address").fill(email);
  await main.getByLabel("Organization Name").fill("Riverside Unified");
  await main.getByLabel("Organization Type").selectOption("Educational Institution");
  await main.getByLabel("Estimated Quantity").fill("150");
  await main.getByLabel(/purchase order/i).check();
  await main.getByRole("button", { name: "Request Quote" }).click();
  await expect(page.getByRole("status")).toContainText("Quote request received!");
  const [stored] = await expectStored(email);
  expect(stored!.payload).toMatchObject({
    event: "bulk_quote_request",
    name: "Sam Lee",
    organization: { name: "Riverside Unified", type: "Educational Institution" },
    estimated_quantity: 150,
    options: { design_assistance: false, purchase_order: true, repeat_orders: false },
  });
});

test("contact: a subject in the link is filled in", async ({ page }) => {
  await openPage(page, "/contact?subject=Template%20request");
  const main = page.getByRole("main");
  await expect(main.getByLabel("Subject")).toHaveValue("Template request");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact form posts to the server, which stores it and confirms", async ({ page }) => {
    const email = "no.script@example.com";
    await page.goto("/contact");
    const main = page.getByRole("main");
    await main.getByLabel("First Name").fill("Noel");
    await main.getByLabel("Last Name").fill("Script");
    await main.getByLabel("Email Address").fill(email);
    await main.getByLabel("Message").fill("Sent without JavaScript.");
    await main.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("status")).toContainText("Message sent successfully!");
    const [stored] = await expectStored(email);
    expect(stored!.payload).toMatchObject({ name: "Noel Script", session_id: null });
  });

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
    await footer.getByLabel("Email address").fill("no.script.reader@example.com");
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/newsletter$/);
    await expect(page.getByRole("main").getByRole("status")).toContainText("You're subscribed!");
    await expectStored("no.script.reader@example.com");
  });

  test("the quote form answers a valid request plainly", async ({ page }) => {
    await page.goto("/bulk-corporate");
    const main = page.getByRole("main");
    await main.getByLabel("First Name").fill("Sam");
    await main.getByLabel("Last Name").fill("Lee");
    await main.getByLabel("Email Address").fill("sam.noscript@school.org");
    await main.getByLabel("Organization Name").fill("Riverside Unified");
    await main.getByLabel("Estimated Quantity").fill("150");
    await page.getByRole("button", { name: "Request Quote" }).click();
    await expect(page.getByRole("status")).toContainText("Quote request received!");
    await expectStored("sam.noscript@school.org");
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

  await main.getByLabel("Text Line 1").fill("NOVA");
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
  await expect(
    page.getByRole("dialog", { name: "Your custom wrap has been added to cart!" }),
  ).toBeVisible();
  await expect(name).toHaveValue("DJ Nova");
});

test("footer newsletter validates, subscribes, and one address is one subscriber", async ({
  page,
}) => {
  await openPage(page, "/about");
  const footer = page.getByRole("contentinfo");
  // Its script loads when the visitor first reaches for the form.
  await expect(footer.locator("[data-island-hydrated]")).toHaveCount(0);
  await footer.getByLabel("Email address").fill("reader@");
  await expect(footer.locator("[data-island-hydrated]")).toHaveCount(1);
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(footer.getByText(/valid email address/)).toBeVisible();
  await expect(footer.getByLabel("Email address")).toBeFocused();
  await footer.getByLabel("Email address").fill("footer.reader@example.com");
  await expect(footer.getByText(/valid email address/)).toBeHidden();
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(footer.getByRole("status")).toContainText("You're subscribed!");
  await expect(page).toHaveURL(/\/about$/);
  await expectStored("footer.reader@example.com");

  // The same address again (another form, another case) is still one subscriber.
  await openPage(page, "/newsletter");
  const main = page.getByRole("main");
  await main.getByLabel("Email address").fill("Footer.Reader@example.com");
  await main.getByRole("button", { name: "Subscribe" }).click();
  await expect(main.getByRole("status")).toContainText("You're subscribed!");
  expect(submissionsFrom("footer.reader@example.com")).toHaveLength(1);
  expect(submissionsFrom("Footer.Reader@example.com")).toHaveLength(0);
});
