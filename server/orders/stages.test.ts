import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testOrder, testOrderLine } from "../../tests/support/orders.ts";
import { type Database, migrateToLatest, openDatabase } from "../db/database.ts";
import { findEmail, listEmails } from "../mail/operator.ts";
import { revealTokens } from "../mail/secret-links.ts";
import { secretKeyFrom } from "../secret-key.ts";
import { createShop } from "../shop/shop.ts";
import { findOrder } from "./find.ts";
import { orderStatusUrl, statusToken } from "./links.ts";
import { createOrderPage } from "./order-page.ts";
import { listOrders, moveOrder } from "./stages.ts";

const publicUrl = "https://wrapcraft.test";
const run = promisify(execFile);

const key = secretKeyFrom("a test key, long enough to be a key");
let directory: string;
let databaseUrl: string;
let database: Database;

beforeEach(async () => {
  directory = await mkdtemp(path.join(tmpdir(), "stages-"));
  databaseUrl = `file:${path.join(directory, "test.db")}`;
  database = openDatabase(databaseUrl);
  await migrateToLatest(database);
});

afterEach(async () => {
  await database.close();
  await rm(directory, { recursive: true, force: true });
});

/** When the test's orders are placed: every time in these tests is fixed, never the wall clock's. */
const placedAt = Date.parse("2026-11-20T17:30:00Z");

const unused = () => {
  throw new Error("Not used by these tests");
};

/** Places an order through the shop, as checkout does: answers its number and status token. */
async function placeOrder(proofFirst = false) {
  const now = placedAt;
  const cartId = randomUUID();
  await database.db
    .insertInto("carts")
    .values({ id: cartId, created_at: now, updated_at: now })
    .execute();
  await database.db
    .insertInto("cart_items")
    .values({
      id: randomUUID(),
      cart_id: cartId,
      design: JSON.stringify({
        fields: {},
        design: { ...testOrderLine({ id: "line-1" }).design, coverage: "top-only" },
        wrap: {},
      }),
      quantity: 1,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const shop = createShop(database, {
    key,
    intake: { recordWith: unused, recordIn: async () => "created" },
    publicUrl,
    paymentsOn: false,
    shopNotifyEmail: undefined,
    smtpConfigured: false,
    confirmationLimits: { perAddress: 100, perClient: 100 },
    onQueued: () => {},
    logger: pino({ level: "silent" }),
    clock: () => placedAt,
  });
  const { customer, shipTo } = testOrder();
  const placed = await shop.placeOrder({
    cartId,
    checkout: {
      ...customer,
      country: "US",
      address1: shipTo.line1,
      city: shipTo.city,
      state: shipTo.state,
      zip: shipTo.zip,
      shippingMethod: "standard",
      taxExempt: false,
      proofFirst,
      checkoutId: randomUUID(),
    },
    context: {
      timestamp: new Date(placedAt).toISOString(),
      page_url: null,
      session_id: null,
      user_agent: null,
      ip: "203.0.113.9",
    },
  });
  if (placed.outcome !== "created") throw new Error(`Not placed: ${placed.outcome}`);
  const orderPage = createOrderPage(database, {
    publicUrl,
    smtpConfigured: false,
    shopNotifyEmail: undefined,
    proofDownload: unused,
    onQueued: () => {},
    logger: pino({ level: "silent" }),
    clock: () => placedAt,
  });
  return { shop: orderPage, number: placed.number, token: placed.token };
}

/** Staff moves come four days after the order (the CLI's, below, at the real time, which is later still). */
const movedAt = placedAt + 4 * 24 * 3600_000;

const move = (number: string, stage: Parameters<typeof moveOrder>[1]["stage"], email = true) =>
  moveOrder(database, {
    number,
    stage,
    email,
    publicUrl,
    smtpConfigured: false,
    now: movedAt,
  });

describe("moving an order along its stages", () => {
  it("moves forward, skipping a stage, and the order's page and e-mail follow", async () => {
    const { shop, number, token } = await placeOrder();
    const moved = await moveOrder(database, {
      number,
      stage: "approved",
      email: true,
      message: "Invoice INV-204 is on its way.",
      publicUrl,
      smtpConfigured: false,
      now: Date.parse("2026-11-23T15:00:00Z"),
    });
    expect(moved).toEqual({ outcome: "moved", from: "received", to: "approved", emailed: true });

    const status = await shop.findOrder(number, token);
    expect(status?.stage).toBe("approved");
    expect(status?.history.map((entry) => entry.stage)).toEqual(["received", "approved"]);
    expect(status?.history[1]?.enteredAt).toBe("2026-11-23T15:00:00.000Z");

    const email = await findEmail(database, `${number}-stage-approved`);
    expect(email).toMatchObject({
      purpose: "order-approved",
      to_address: "jane@example.com",
      subject: `Your WrapCraft order ${number}: Approved`,
      state: "stored",
    });
    const statusUrl = `${publicUrl}/orders/${number}?token=${token}`;
    expect(email?.text_body).toContain(`Order ${number}: Approved.`);
    expect(email?.text_body).toContain("Invoice INV-204 is on its way.");
    // Stored with a marker where the token goes (issue 32); the outbox puts the token in as it sends.
    expect(email?.text_body).not.toContain(token);
    expect(revealTokens(email?.text_body ?? "", key)).toContain(statusUrl);
    expect(revealTokens(email?.html_body ?? "", key)).toContain(`href="${statusUrl}"`);

    expect(await move(number, "shipped")).toMatchObject({ outcome: "moved", from: "approved" });
    const shipped = await findEmail(database, `${number}-stage-shipped`);
    expect(shipped?.text_body).toContain("on its way by Standard shipping (5–7 business days)");
  });

  it("never moves an order back or to where it is, and knows no other orders", async () => {
    const { shop, number, token } = await placeOrder(true);
    expect(await move(number, "in_production")).toMatchObject({ outcome: "moved" });
    expect(await move(number, "proof_sent")).toEqual({
      outcome: "not-forward",
      current: "in_production",
    });
    expect(await move(number, "in_production")).toEqual({
      outcome: "not-forward",
      current: "in_production",
    });
    expect(await move(number, "received")).toMatchObject({ outcome: "not-forward" });
    expect(await move("WC-00000000", "shipped")).toEqual({ outcome: "unknown-order" });
    expect((await shop.findOrder(number, token))?.history).toHaveLength(2);
  });

  it("sends no e-mail when staff say so", async () => {
    const { number } = await placeOrder();
    expect(await move(number, "in_production", false)).toMatchObject({ emailed: false });
    const stored = await listEmails(database, "stored", 50);
    expect(stored.map((entry) => entry.purpose)).toEqual(["order-confirmation"]);
  });

  it("lists and shows orders for staff", async () => {
    const { number, token } = await placeOrder();
    await move(number, "shipped", false);
    expect(await listOrders(database, { stage: "shipped", limit: 10 })).toEqual([
      expect.objectContaining({ number, stage: "shipped", email: "jane@example.com" }),
    ]);
    expect(await listOrders(database, { stage: "received", limit: 10 })).toEqual([]);
    const shown = await findOrder(database.db, number);
    expect(shown && orderStatusUrl(publicUrl, number, statusToken(key, shown))).toBe(
      `${publicUrl}/orders/${number}?token=${token}`,
    );
    expect(shown?.stage).toBe("shipped");
  });
});

// Each command starts Node and opens the database: slow on a busy machine.
describe("npm run orders", { timeout: 20_000 }, () => {
  const orders = (...args: string[]) =>
    run(process.execPath, ["scripts/orders.ts", ...args], {
      env: { ...process.env, DATABASE_URL: databaseUrl, PUBLIC_URL: publicUrl, SMTP_URL: "" },
    });

  it("moves an order and says where the customer's e-mail went", async () => {
    const { number } = await placeOrder();
    const { stdout } = await orders("stage", number, "shipped", "--message", "Tracking: 1Z999");
    expect(stdout).toContain(
      `${number}: received → shipped; the customer's e-mail, linking to ${publicUrl}, is stored`,
    );
    expect((await findEmail(database, `${number}-stage-shipped`))?.text_body).toContain(
      "Tracking: 1Z999",
    );
    const shown = await orders("show", number);
    expect(shown.stdout).toContain("Stage: shipped");
    expect(shown.stdout).toContain(`New order ${number}`);
  });

  it("refuses an unknown stage, a move back and a bad limit, and exits 1", async () => {
    const { number } = await placeOrder();
    await expect(orders("stage", number, "lost")).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("The stage must be one of received, proof_sent"),
    });
    await orders("stage", number, "approved", "--no-email");
    await expect(orders("stage", number, "received")).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining(`${number} is at "approved": an order only moves forward.`),
    });
    await expect(orders("list", "--limit=-1")).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("--limit takes a whole number from 1 to 1000."),
    });
  });
});
