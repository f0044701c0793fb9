import { describe, expect, it } from "vitest";
import { staffPolicy } from "#app/domain/staff.ts";
import { totpCode } from "../../server/staff/credentials.ts";
import { tokenHash } from "../../server/tokens.ts";
import { readRows, writeRows } from "../support/cart.ts";
import { placeOrder, validCheckout } from "../support/checkout.ts";
import { engineNames, useForwardingServer } from "../support/harness.ts";
import { get, postForm } from "../support/http.ts";
import { quoteFields, submissionExtras } from "../support/samples.ts";
import {
  StaffClient,
  acceptWithPassword,
  inviteFromCli,
  invitePath,
  joinStaff,
  postAnonymous,
  signInWithPassword,
  strongPassword,
} from "../support/staff.ts";

/*
 * Issue 19: the staff console over HTTP, on both engines. Every page and
 * every action refuses an anonymous visitor, an expired session, a staff
 * member where an owner is needed and a cross-site post; failed sign-ins
 * lock out; each change lands in the audit log. Each test makes the people
 * and the orders it needs, so each passes when it runs alone (issue 33).
 */

/** Every console page, and what it takes to see it. */
const pages: { path: string; owner?: boolean }[] = [
  { path: "/staff" },
  { path: "/staff/orders" },
  { path: "/staff/orders/WC-00000000" },
  { path: "/staff/leads" },
  { path: "/staff/leads/newsletter.csv" },
  { path: "/staff/leads/some-lead" },
  { path: "/staff/deliveries" },
  { path: "/staff/account" },
  { path: "/staff/team", owner: true },
  { path: "/staff/audit", owner: true },
];

/** Every console action, with fields that would change something. */
const actions: { path: string; fields: Record<string, string>; owner?: boolean }[] = [
  { path: "/staff/orders/WC-00000000", fields: { intent: "move", stage: "approved" } },
  { path: "/staff/leads/some-lead", fields: { intent: "status", status: "done", note: "x" } },
  { path: "/staff/deliveries", fields: { channel: "webhook" } },
  { path: "/staff/account", fields: { challengeId: "x", response: "{}" } },
  { path: "/staff/sign-out", fields: { everywhere: "yes" } },
  {
    path: "/staff/team",
    fields: { intent: "invite", email: "x@example.com", role: "owner" },
    owner: true,
  },
];

const signInRedirect = /^\/staff\/sign-in\?next=/;

describe.each(engineNames)("the staff console (%s)", (engine) => {
  const block = useForwardingServer(engine);
  const origin = () => block.server.origin;
  const auditRows = () =>
    readRows<{ staff_email: string; action: string; subject: string; detail: string }>(
      block.databaseUrl,
      "select staff_email, action, subject, detail from audit_log order by at, id",
    );

  let people = 0;
  /** A new member of `role`, joined from the command line's invite with a password. */
  const member = (name: string, role: "owner" | "staff" = "owner") =>
    joinStaff(block, {
      email: `${name.toLowerCase().replace(/\W+/g, "-")}-${++people}@wrapcraft.test`,
      name,
      role,
    });
  const ownerClient = async () => (await member("olive")).client;

  it("has no account until the command line invites the first owner, whose link works once", async () => {
    expect((await get(origin(), "/staff")).status).toBe(302);
    expect(await readRows(block.databaseUrl, "select id from staff")).toEqual([]);

    const path = await inviteFromCli(block, "owner@wrapcraft.test", "owner");
    const page = await get(origin(), path);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(page.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(page.headers.get("referrer-policy")).toBe("same-origin");
    expect(page.text).toContain('<meta name="robots" content="noindex, nofollow"/>');

    // A weak password and a wrong code are refused, and the link still works.
    const weak = await postAnonymous(origin(), path, {
      intent: "password",
      name: "Olive Owner",
      password: "password1234",
      code: "000000",
    });
    expect(weak.status).toBe(400);
    expect(weak.body).toContain("common or easy to guess");
    expect(weak.body).toContain("That code did not match");

    const { client: owner } = await acceptWithPassword(origin(), path, {
      clock: block.clock,
      name: "Olive Owner",
      email: "owner@wrapcraft.test",
    });
    const dashboard = await owner.get("/staff");
    expect(dashboard.status).toBe(200);
    expect(dashboard.body).toContain("Today, Olive");

    // Used once: the link is gone.
    expect((await get(origin(), path)).status).toBe(404);
    const [member] = await readRows<{ password_hash: string; role: string }>(
      block.databaseUrl,
      "select password_hash, role from staff",
    );
    expect(member?.role).toBe("owner");
    expect(member?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it("lets the owner invite a staff member, who cannot manage staff", async () => {
    const owner = await ownerClient();
    const invited = await owner.post("/staff/team", {
      intent: "invite",
      email: "sam@wrapcraft.test",
      role: "staff",
    });
    expect(invited.status).toBe(200);
    const { client: staff } = await acceptWithPassword(origin(), invitePath(invited.body), {
      clock: block.clock,
      name: "Sam Staff",
      email: "sam@wrapcraft.test",
    });
    expect((await staff.get("/staff/orders")).status).toBe(200);
    for (const page of pages.filter((entry) => entry.owner)) {
      expect((await staff.get(page.path)).status, page.path).toBe(403);
    }
    for (const action of actions.filter((entry) => entry.owner)) {
      const answer = await staff.post(action.path, action.fields, "/staff/orders");
      expect(answer.status, action.path).toBe(403);
    }
    expect(
      await readRows(
        block.databaseUrl,
        "select email from staff_invites where email = 'x@example.com'",
      ),
    ).toEqual([]);
  });

  it("refuses every page and action to an anonymous visitor", async () => {
    for (const page of pages) {
      const answer = await get(origin(), page.path);
      expect(answer.status, page.path).toBe(302);
      expect(answer.headers.get("location"), page.path).toMatch(signInRedirect);
    }
    for (const action of actions) {
      const answer = await postAnonymous(origin(), action.path, action.fields);
      expect(answer.status, action.path).toBe(303);
      expect(answer.headers.location, action.path).toMatch(signInRedirect);
    }
  });

  it("refuses an idle session, and one past its absolute limit, however busy", async () => {
    // The server's clock is the test's (TEST_CLOCK_FILE), never the wall clock.
    const now = block.clock.now();
    const cases = [
      { created: now - 60_000, seen: now - staffPolicy.sessionIdleMs - 60_000 },
      { created: now - staffPolicy.sessionAbsoluteMs - 60_000, seen: now - 60_000 },
    ];
    const { email } = await member("ida");
    const [joined] = await readRows<{ id: string }>(
      block.databaseUrl,
      "select id from staff where email = $1",
      [email],
    );
    for (const [index, times] of cases.entries()) {
      const sessionId = `expired-session-${index}`.padEnd(43, "x");
      await writeRows(
        block.databaseUrl,
        "insert into staff_sessions (id_hash, staff_id, csrf_token, created_at, last_seen_at, ip) values ($1, $2, $3, $4, $5, null)",
        [tokenHash(sessionId), joined?.id ?? "", "token", times.created, times.seen],
      );
      const expired = new StaffClient(origin(), `wc_staff=${sessionId}`);
      for (const page of pages) {
        const answer = await expired.get(page.path);
        expect(answer.status, page.path).toBe(302);
        expect(answer.headers.location, page.path).toMatch(signInRedirect);
      }
      for (const action of actions) {
        const answer = await expired.postRaw(action.path, { csrf: "token", ...action.fields });
        expect(answer.status, action.path).toBe(303);
      }
    }
  });

  it("refuses a cross-site post, and a post without the session's form token", async () => {
    const owner = await ownerClient();
    for (const action of actions) {
      const crossSite = await owner.postRaw(
        action.path,
        { ...action.fields },
        { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      );
      expect(crossSite.status, action.path).toBe(403);
      const tokenless = await owner.postRaw(action.path, action.fields);
      expect(tokenless.status, action.path).toBe(403);
      const wrongToken = await owner.postRaw(action.path, {
        ...action.fields,
        csrf: "not-the-token",
      });
      expect(wrongToken.status, action.path).toBe(403);
    }
    // The owner is still signed in: none of those posts did anything.
    expect((await owner.get("/staff")).status).toBe(200);
  });

  it("locks an account's password after repeated failures, for a while, and says so", async () => {
    const path = await inviteFromCli(block, "lock@wrapcraft.test", "staff");
    const { secret } = await acceptWithPassword(origin(), path, {
      clock: block.clock,
      name: "Lou",
      email: "lock@wrapcraft.test",
    });
    for (let attempt = 0; attempt < staffPolicy.failuresPerAccount; attempt += 1) {
      const { answer } = await signInWithPassword(origin(), {
        email: "lock@wrapcraft.test",
        password: "wrong password entirely",
        code: "123456",
      });
      expect(answer.status).toBe(401);
    }
    // Now even the right password and code are not checked until the window moves on.
    const locked = await signInWithPassword(origin(), {
      email: "lock@wrapcraft.test",
      password: strongPassword,
      code: totpCode(secret, "lock@wrapcraft.test", block.clock.now() + 30_000),
    });
    expect(locked.answer.status).toBe(429);
    expect(locked.answer.body).toContain("Too many failed sign-ins");
    expect(Number(locked.answer.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(locked.answer.headers["retry-after"])).toBeLessThanOrEqual(
      staffPolicy.failureWindowMs / 1000,
    );
    // Another account from the same address is not locked by it.
    const other = await signInWithPassword(origin(), {
      email: (await member("otto")).email,
      password: "wrong password entirely",
      code: "123456",
    });
    expect(other.answer.status).toBe(401);
  });

  it("finds an order, serves its artwork's exact bytes, moves it with a message, and audits it", async () => {
    const owner = await ownerClient();
    const { number, token, art } = await placeOrder(origin(), {
      coverage: "top-palmrest",
      checkout: { name: "Ada Buyer", purchaseOrder: "PO-77123" },
    });

    for (const search of [number, "ada buy", "PO-77123", validCheckout.email.toUpperCase()]) {
      const found = await owner.get(`/staff/orders?stage=all&q=${encodeURIComponent(search)}`);
      expect(found.body, search).toContain(`/staff/orders/${number}`);
    }
    const none = await owner.get("/staff/orders?q=nobody-at-all");
    expect(none.body).not.toContain(`/staff/orders/${number}`);

    const page = await owner.get(`/staff/orders/${number}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain("PO-77123");
    expect(page.body).toContain("team-logo.png");
    const download = /href="(\/artwork\/[^"]+)"[^>]*download/.exec(page.body)?.[1];
    expect(download).toBeDefined();
    const file = await fetch(origin() + (download ?? ""));
    expect(Buffer.from(await file.arrayBuffer()).equals(art)).toBe(true);

    const moved = await owner.post(`/staff/orders/${number}`, {
      intent: "move",
      stage: "approved",
      message: "Proof approved by phone.",
    });
    expect(moved.status).toBe(303);
    expect(moved.headers.location).toContain("notice=");
    const backwards = await owner.post(`/staff/orders/${number}`, {
      intent: "move",
      stage: "proof_sent",
    });
    expect(backwards.status).toBe(409);

    const status = await get(origin(), `/orders/${number}?token=${token}`);
    expect(status.text).toMatch(/Approved/);
    const emails = await readRows<{ purpose: string; text_body: string }>(
      block.databaseUrl,
      "select purpose, text_body from emails where order_number = $1 and purpose = 'order-approved'",
      [number],
    );
    expect(emails[0]?.text_body).toContain("Proof approved by phone.");
    const history = await owner.get(`/staff/orders/${number}`);
    expect(history.body).toContain("moved order");
    expect(history.body).toContain("Proof approved by phone.");
  });

  it("works leads: a status and a note, a quote answered by e-mail, subscribers as CSV", async () => {
    const { client: staff } = await member("Sam Staff", "staff");
    // A quote request through the real form: the intake puts it in the staff's queue.
    const extras = submissionExtras();
    const quoteId = extras.submissionId;
    const posted = await postForm(origin(), "/api/forms/quote", {
      ...quoteFields(),
      firstName: "Quinn",
      lastName: "Buyer",
      email: "quinn@school.example",
      organizationName: "Lincoln High",
      estimatedQuantity: "120",
      ...extras,
    });
    expect(posted.status).toBe(200);
    // A subscriber whose stored address would be a spreadsheet formula, as an older record might hold.
    const newsletterId = "newsletter-lead-1";
    const now = block.clock.now();
    await writeRows(
      block.databaseUrl,
      "insert into submissions (id, kind, payload, created_at) values ($1, $2, $3, $4)",
      [
        newsletterId,
        "newsletter",
        JSON.stringify({
          event: "newsletter_signup",
          email: "=cmd@example.com",
          page_url: "https://wrapcraft.co/",
        }),
        now,
      ],
    );
    await writeRows(
      block.databaseUrl,
      "insert into lead_states (submission_id, kind, received_at, status, note, updated_at) values ($1, 'newsletter', $2, 'new', '', $2)",
      [newsletterId, now],
    );
    const list = await staff.get("/staff/leads?kind=quote");
    expect(list.body).toContain("Lincoln High: 120 devices");
    const dashboard = await staff.get("/staff");
    expect(dashboard.body).toContain("Quinn Buyer");

    const saved = await staff.post(`/staff/leads/${quoteId}`, {
      intent: "status",
      status: "in-progress",
      note: "Called them",
    });
    expect(saved.status).toBe(303);
    const replied = await staff.post(`/staff/leads/${quoteId}`, {
      intent: "reply",
      subject: "Your WrapCraft quote",
      message: "120 wraps at $24.95 each.",
    });
    expect(replied.status).toBe(303);
    const [reply] = await readRows<{ to_address: string; text_body: string }>(
      block.databaseUrl,
      "select to_address, text_body from emails where purpose = 'quote-reply'",
    );
    expect(reply?.to_address).toBe("quinn@school.example");
    expect(reply?.text_body).toContain("120 wraps at $24.95 each.");
    expect(reply?.text_body).toContain("Sam Staff");

    const csv = await staff.get("/staff/leads/newsletter.csv");
    expect(csv.status).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.body).toContain(`"'=cmd@example.com"`);
  });

  it("writes every change, and every sign-in, to the audit log the owner reads", async () => {
    const path = await inviteFromCli(block, "audited-owner@wrapcraft.test", "owner");
    const { client: owner, secret } = await acceptWithPassword(origin(), path, {
      clock: block.clock,
      name: "Ava Owner",
      email: "audited-owner@wrapcraft.test",
    });
    const invited = await owner.post("/staff/team", {
      intent: "invite",
      email: "audited-staff@wrapcraft.test",
      role: "staff",
    });
    const { client: staff } = await acceptWithPassword(origin(), invitePath(invited.body), {
      clock: block.clock,
      name: "Stu Staff",
      email: "audited-staff@wrapcraft.test",
    });
    // A refused sign-in, then the owner's own, with the next authenticator code.
    await signInWithPassword(origin(), {
      email: "audited-staff@wrapcraft.test",
      password: "wrong password entirely",
      code: "123456",
    });
    block.clock.advance(30_000);
    const signedIn = await signInWithPassword(origin(), {
      email: "audited-owner@wrapcraft.test",
      password: strongPassword,
      code: totpCode(secret, "audited-owner@wrapcraft.test", block.clock.now()),
    });
    expect(signedIn.answer.status).toBe(303);
    const extras = submissionExtras();
    await postForm(origin(), "/api/forms/quote", { ...quoteFields(), ...extras });
    const lead = await staff.post(`/staff/leads/${extras.submissionId}`, {
      intent: "status",
      status: "in-progress",
      note: "Called them",
    });
    expect(lead.status).toBe(303);
    const { number } = await placeOrder(origin());
    const moved = await owner.post(`/staff/orders/${number}`, {
      intent: "move",
      stage: "approved",
    });
    expect(moved.status).toBe(303);

    const rows = await auditRows();
    const actions = rows.map((row) =>
      row.action.endsWith("lead") || row.action.endsWith("quote")
        ? `${row.staff_email} ${row.action}`
        : `${row.staff_email} ${row.action} ${row.subject}`,
    );
    expect(actions).toEqual(
      expect.arrayContaining([
        "command line invited audited-owner@wrapcraft.test",
        "audited-owner@wrapcraft.test joined audited-owner@wrapcraft.test",
        "audited-owner@wrapcraft.test signed-in audited-owner@wrapcraft.test",
        "audited-owner@wrapcraft.test invited audited-staff@wrapcraft.test",
        "audited-staff@wrapcraft.test joined audited-staff@wrapcraft.test",
        "audited-staff@wrapcraft.test sign-in-refused audited-staff@wrapcraft.test",
        "audited-staff@wrapcraft.test updated-lead",
        `audited-owner@wrapcraft.test moved-order ${number}`,
      ]),
    );
    const log = await owner.get("/staff/audit");
    expect(log.status).toBe(200);
    expect(log.body).toContain("updated lead");
    // There is no way to change it from the console: the audit page takes no posts.
    const post = await owner.post("/staff/audit", { action: "delete" });
    expect(post.status).toBe(405);
  });

  it("signs out everywhere, and removes a member, whose sessions end", async () => {
    const { client: owner, email: ownerEmail } = await member("Opal");
    const { client: staff, email: staffEmail } = await member("Stan", "staff");
    const removed = await readRows<{ id: string }>(
      block.databaseUrl,
      "select id from staff where email = $1",
      [staffEmail],
    );
    const answer = await owner.post("/staff/team", { intent: "remove", id: removed[0]?.id ?? "" });
    expect(answer.status).toBe(303);
    expect((await staff.get("/staff")).status).toBe(302);
    const out = await owner.post("/staff/sign-out", { everywhere: "yes" }, "/staff/account");
    expect(out.status).toBe(303);
    expect((await owner.get("/staff")).status).toBe(302);
    const sessions = await readRows(
      block.databaseUrl,
      "select id_hash from staff_sessions where staff_id = (select id from staff where email = $1)",
      [ownerEmail],
    );
    expect(sessions).toEqual([]);
  });
});
