import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { SMTPServer } from "smtp-server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { secretKeyFrom } from "../secret-key.ts";
import type { PlacedOrder } from "#app/domain/orders.ts";
import { testOrder, testOrderLine } from "../../tests/support/orders.ts";
import { type Database, migrateToLatest, openDatabase } from "../db/database.ts";
import { createMailOutbox, type MailOutboxSettings } from "./mail-outbox.ts";
import { clientKey, queueOrderEmails } from "./queue-emails.ts";
import { countEmails, findEmail, listEmails, resendEmails } from "./operator.ts";

const statusUrl = "https://wrapcraft.test/orders/WC-7K3M9Q2A?token=secret-token";
const shopNotifyEmail = "orders@wrapcraft.test";
const from = "WrapCraft Orders <orders@wrapcraft.test>";

/** One design, Express shipping, a proof first. */
const order: PlacedOrder = testOrder({
  proofFirst: true,
  shipping: { method: "express", label: "Express", days: "2–3", cents: 999 },
  lines: [testOrderLine({ id: "line-1" })],
  merchandiseCents: 3495,
  discountCents: 0,
  shippingCents: 999,
  totalCents: 4494,
});

interface Received {
  rcptTo: string[];
  headers: Map<string, string>;
  text: string;
  html: string;
}

/** Just enough MIME for what nodemailer writes: one multipart/alternative, QP or base64 parts. */
function splitHead(raw: string): { headers: Map<string, string>; body: string } {
  const at = raw.indexOf("\r\n\r\n");
  const lines = raw
    .slice(0, at)
    .replace(/\r\n[ \t]+/g, " ")
    .split("\r\n");
  const headers = new Map(
    lines.map((line) => {
      const colon = line.indexOf(":");
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()] as const;
    }),
  );
  return { headers, body: raw.slice(at + 4) };
}

const fromHexBytes = (text: string) =>
  Buffer.from(
    text.replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");

function decodePart(raw: string): { type: string; content: string } {
  const { headers, body } = splitHead(raw);
  const encoding = headers.get("content-transfer-encoding")?.toLowerCase();
  const content =
    encoding === "base64"
      ? Buffer.from(body, "base64").toString("utf8")
      : encoding === "quoted-printable"
        ? fromHexBytes(body.replace(/=\r\n/g, ""))
        : body;
  return { type: headers.get("content-type") ?? "", content: content.replace(/\r\n/g, "\n") };
}

/** RFC 2047 encoded words, as nodemailer writes a non-ASCII subject. */
const decodeWords = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toLowerCase() === "b"
        ? Buffer.from(text, "base64").toString("utf8")
        : fromHexBytes(text.replace(/_/g, " ")),
    );

function parseMessage(raw: string, rcptTo: string[]): Received {
  const { headers, body } = splitHead(raw);
  const boundary = /boundary="?([^";]+)"?/.exec(headers.get("content-type") ?? "")?.[1];
  if (!boundary) throw new Error(`Not multipart: ${headers.get("content-type")}`);
  const parts = body
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => decodePart(part.replace(/^\r\n/, "")));
  const of = (type: string) => parts.find((part) => part.type.startsWith(type))?.content ?? "";
  return { rcptTo, headers, text: of("text/plain"), html: of("text/html") };
}

/** A real SMTP server on loopback that turns away its first `reject` messages with `code`. */
async function startSmtp(reject = 0, code = 451) {
  const received: Received[] = [];
  let attempts = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        attempts += 1;
        if (attempts <= reject) {
          const reason = code >= 500 ? "Mailbox unavailable" : "Try again later";
          callback(Object.assign(new Error(reason), { responseCode: code }));
          return;
        }
        const rcptTo = session.envelope.rcptTo.map((address) => address.address);
        received.push(parseMessage(Buffer.concat(chunks).toString("utf8"), rcptTo));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let directory: string;
let database: Database;
let logLines: string[];
const logger = () =>
  pino({ level: "debug" }, { write: (line: string) => void logLines.push(line) });

const settings = (smtpUrl: string | undefined): MailOutboxSettings => ({
  key: secretKeyFrom("a test key, long enough to be a key"),
  smtpUrl,
  from,
  retrySchedule: [0],
  pollIntervalMs: 60_000,
  batchSize: 10,
  attemptTimeoutMs: 5000,
});

/** Queues the order's e-mails: the confirmation, and the shop's notice unless `customerOnly`. */
const queue = (smtpConfigured: boolean, now = Date.now(), customerOnly = false) =>
  database.db.transaction().execute((trx) =>
    queueOrderEmails(trx, order, {
      statusUrl,
      shopNotifyEmail: customerOnly ? undefined : shopNotifyEmail,
      smtpConfigured,
      now,
      clientKey: null,
      confirmationLimits: { perAddress: 100, perClient: 100 },
    }),
  );

beforeEach(async () => {
  directory = await mkdtemp(path.join(tmpdir(), "mail-outbox-"));
  database = openDatabase(`file:${path.join(directory, "test.db")}`);
  await migrateToLatest(database);
  logLines = [];
});

afterEach(async () => {
  await database.close();
  await rm(directory, { recursive: true, force: true });
});

describe("mail outbox", () => {
  it("sends the confirmation and the shop's notice with text and HTML parts", async () => {
    const smtp = await startSmtp();
    try {
      await queue(true);
      const outbox = createMailOutbox(database, settings(smtp.url), logger());
      expect(await outbox.deliverPending()).toBe(2);

      const byRecipient = new Map(smtp.received.map((message) => [message.rcptTo[0], message]));
      const confirmation = byRecipient.get(order.customer.email)!;
      expect(confirmation.rcptTo).toEqual([order.customer.email]);
      expect(confirmation.headers.get("to")).toBe(order.customer.email);
      expect(confirmation.headers.get("from")).toBe(from);
      expect(decodeWords(confirmation.headers.get("subject")!)).toBe(
        "Your WrapCraft order WC-7K3M9Q2A",
      );
      expect(confirmation.text).toContain("Thank you for your order WC-7K3M9Q2A");
      expect(confirmation.text).toContain(statusUrl);
      expect(confirmation.html).toContain('<html lang="en">');
      expect(confirmation.html).toContain(`href="${statusUrl}"`);

      const notice = byRecipient.get(shopNotifyEmail)!;
      expect(notice.headers.get("to")).toBe(shopNotifyEmail);
      expect(decodeWords(notice.headers.get("subject")!)).toBe("New order WC-7K3M9Q2A — $44.94");
      expect(notice.text).toContain("E-mail: jane@example.com");
      expect(notice.html).toContain("Sunset Waves");

      const rows = await database.db.selectFrom("emails").selectAll().execute();
      expect(rows.map((row) => [row.state, row.attempts, row.last_error])).toEqual([
        ["sent", 1, null],
        ["sent", 1, null],
      ]);
      expect(rows.every((row) => typeof row.sent_at === "number")).toBe(true);
      const log = logLines.join("");
      expect(log.match(/"msg":"E-mail sent"/g)).toHaveLength(2);
      expect(log).not.toContain("secret-token");
      expect(log).not.toContain(order.customer.email);
    } finally {
      await smtp.close();
    }
  });

  it("retries an e-mail the server turned away, then sends it", async () => {
    const smtp = await startSmtp(1);
    try {
      await queue(true, Date.now(), true);
      const outbox = createMailOutbox(database, settings(smtp.url), logger());

      expect(await outbox.deliverPending()).toBe(1);
      const failed = await findEmail(database, `${order.number}-confirmation`);
      expect(failed).toMatchObject({ state: "pending", attempts: 1, sent_at: null });
      expect(failed?.last_error).toContain("451");
      expect(smtp.received).toHaveLength(0);

      // A schedule of [0] makes the retry due at once.
      expect(await outbox.deliverPending()).toBe(1);
      expect(await findEmail(database, `${order.number}-confirmation`)).toMatchObject({
        state: "sent",
        attempts: 2,
        last_error: null,
      });
      expect(smtp.received.map((message) => message.rcptTo)).toEqual([[order.customer.email]]);
      expect(logLines.join("")).toContain('"msg":"E-mail failed: will retry"');
    } finally {
      await smtp.close();
    }
  });

  it("gives an e-mail up once the schedule is spent, and survives a server that is not there", async () => {
    const smtp = await startSmtp();
    const { url } = smtp;
    await smtp.close();
    await queue(true);
    const outbox = createMailOutbox(database, settings(url), logger());

    expect(await outbox.deliverPending()).toBe(2);
    expect(await countEmails(database)).toEqual({
      stored: 0,
      held: 0,
      pending: 2,
      sent: 0,
      dead: 0,
    });
    expect(await outbox.deliverPending()).toBe(2);
    expect(await countEmails(database)).toEqual({
      stored: 0,
      held: 0,
      pending: 0,
      sent: 0,
      dead: 2,
    });
    const dead = await listEmails(database, "dead", 50);
    expect(dead.map((entry) => entry.attempts)).toEqual([2, 2]);
    expect((await findEmail(database, dead[0]!.id))?.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(await outbox.deliverPending()).toBe(0);
  });

  it("gives an e-mail up at once when the server refuses it for good, until the operator resends it", async () => {
    const smtp = await startSmtp(1, 550);
    try {
      await queue(true, Date.now(), true);
      const outbox = createMailOutbox(database, settings(smtp.url), logger());
      const id = `${order.number}-confirmation`;

      // The schedule of [0] would retry a 451 at once; a 550 is not retried.
      expect(await outbox.deliverPending()).toBe(1);
      const refused = await findEmail(database, id);
      expect(refused).toMatchObject({ state: "dead", attempts: 1, sent_at: null });
      expect(refused?.last_error).toContain("550");
      expect(logLines.join("")).toContain('"msg":"E-mail refused: dead letter"');
      expect(await outbox.deliverPending()).toBe(0);

      expect(await resendEmails(database, { ids: [id] })).toBe(1);
      expect(await outbox.deliverPending()).toBe(1);
      expect(await findEmail(database, id)).toMatchObject({
        state: "sent",
        attempts: 1,
        last_error: null,
      });
      expect(smtp.received).toHaveLength(1);
      // A sent e-mail is not sent twice.
      expect(await resendEmails(database, { ids: [id] })).toBe(0);
    } finally {
      await smtp.close();
    }
  });

  it("sends e-mails stored while no SMTP was set once the operator resends them", async () => {
    await queue(false);
    const smtp = await startSmtp();
    try {
      const outbox = createMailOutbox(database, settings(smtp.url), logger());
      outbox.start();
      await vi.waitFor(() => expect(logLines.join("")).toContain('"stored":2'));
      expect(await outbox.deliverPending()).toBe(0);

      expect(await resendEmails(database, { states: ["dead"] })).toBe(0);
      expect(await resendEmails(database, { states: ["stored"] })).toBe(2);
      expect(await outbox.deliverPending()).toBe(2);
      await outbox.stop();
      expect(smtp.received.map((message) => message.rcptTo[0]).sort()).toEqual(
        [order.customer.email, shopNotifyEmail].sort(),
      );
      expect(await countEmails(database)).toEqual({
        stored: 0,
        held: 0,
        pending: 0,
        sent: 2,
        dead: 0,
      });
    } finally {
      await smtp.close();
    }
  });

  it("stores the e-mails when no SMTP is configured, for the operator to list", async () => {
    const now = Date.now();
    await queue(false, now);
    const outbox = createMailOutbox(database, settings(undefined), logger());
    outbox.start();
    expect(await outbox.deliverPending()).toBe(0);
    await outbox.stop();

    expect(await listEmails(database, "stored", 50)).toEqual([
      {
        id: `${order.number}-confirmation`,
        purpose: "order-confirmation",
        order: order.number,
        to: order.customer.email,
        subject: "Your WrapCraft order WC-7K3M9Q2A",
        state: "stored",
        attempts: 0,
        created: new Date(now).toISOString(),
        note: null,
      },
      {
        id: `${order.number}-shop-notice`,
        purpose: "shop-notice",
        order: order.number,
        to: shopNotifyEmail,
        subject: "New order WC-7K3M9Q2A — $44.94",
        state: "stored",
        attempts: 0,
        created: new Date(now).toISOString(),
        note: null,
      },
    ]);
    expect(await listEmails(database, "pending", 50)).toEqual([]);
    const stored = await findEmail(database, `${order.number}-confirmation`);
    expect(stored?.text_body).toContain(statusUrl);
    expect(stored?.html_body).toContain("<html");
  });

  it("queues an order's e-mails once, however often it is asked", async () => {
    await queue(false, 1000);
    await queue(false, 2000);
    const rows = await database.db
      .selectFrom("emails")
      .select(["id", "created_at"])
      .orderBy("id")
      .execute();
    expect(rows).toEqual([
      { id: `${order.number}-confirmation`, created_at: 1000 },
      { id: `${order.number}-shop-notice`, created_at: 1000 },
    ]);
  });

  it("holds a confirmation past the limits per address or per client within a day, and says why", async () => {
    const limits = { perAddress: 2, perClient: 3 };
    const day = 24 * 3600_000;
    let serial = 0;
    /** Queues a new order's confirmation (no shop notice) at `now`; answers its row. */
    const confirm = async (email: string, client: string | null, now: number) => {
      serial += 1;
      const placed: PlacedOrder = {
        ...order,
        number: `WC-LIMIT00${serial}`,
        customer: { ...order.customer, email },
      };
      await database.db.transaction().execute((trx) =>
        queueOrderEmails(trx, placed, {
          statusUrl,
          smtpConfigured: true,
          now,
          clientKey: clientKey(client),
          confirmationLimits: limits,
        }),
      );
      return database.db
        .selectFrom("emails")
        .select(["state", "last_error"])
        .where("id", "=", `${placed.number}-confirmation`)
        .executeTakeFirstOrThrow();
    };
    const start = 10 * day;
    // Per address, whatever its case, and from whichever client.
    expect(await confirm("ada@example.com", "198.51.100.1", start)).toEqual({
      state: "pending",
      last_error: null,
    });
    expect((await confirm("Ada@Example.com", "198.51.100.2", start + 1)).state).toBe("pending");
    expect(await confirm("ada@example.com", "198.51.100.3", start + 2)).toEqual({
      state: "held",
      last_error: "2 confirmations to this address in 24 hours: held for staff",
    });
    // A held one does not count: the address is free again once a day has passed since the first two.
    expect((await confirm("ada@example.com", null, start + day + 2)).state).toBe("pending");
    // Per client, whatever the addresses.
    for (const index of [1, 2, 3]) {
      expect((await confirm(`x${index}@example.com`, "203.0.113.7", start)).state).toBe("pending");
    }
    expect(await confirm("x4@example.com", "203.0.113.7", start + 5)).toEqual({
      state: "held",
      last_error: "3 confirmations from this client in 24 hours: held for staff",
    });
    expect((await confirm("x5@example.com", "203.0.113.8", start + 5)).state).toBe("pending");
    // An IPv6 client is its /56: rotating through its range is one client.
    for (const index of [1, 2, 3]) {
      const address = `2001:db8:0:${index}::${index}`;
      expect((await confirm(`v${index}@example.com`, address, start)).state).toBe("pending");
    }
    expect((await confirm("v4@example.com", "2001:db8:0:ff::9", start)).state).toBe("held");
    // Held e-mails are not sent, until an operator releases them.
    expect(await countEmails(database)).toMatchObject({ held: 3 });
    expect(await resendEmails(database, { states: ["held"] })).toBe(3);
    expect(await countEmails(database)).toMatchObject({ held: 0 });
  });
});
