import { describe, expect, it } from "vitest";
import { pngFile } from "../support/artwork.ts";
import { readRows, uploadArtwork } from "../support/cart.ts";
import { engineNames, useForwardingServer } from "../support/harness.ts";
import { waitFor } from "../support/http.ts";
import { mockupMade, placeOrder } from "../support/checkout.ts";
import { invitePath, joinStaff } from "../support/staff.ts";

/*
 * Issue 32, items 10, 11, 12 and 15: what the order page and the private
 * links give away, over HTTP on both engines. Each test places its own
 * order, so each passes alone.
 */

describe.each(engineNames)("private links and the order page (%s)", (engine) => {
  const block = useForwardingServer(engine);
  const origin = () => block.server.origin;
  let people = 0;

  /** A staff member signed in with a password. */
  function staffMember() {
    people += 1;
    return joinStaff(block, {
      email: `links-${people}-${engine}@wrapcraft.test`,
      name: "Lin Links",
    });
  }

  /** An order placed with "send me a proof first", and its status link's path and token. */
  const proofFirstOrder = () => placeOrder(origin(), { checkout: { proofFirst: "on" } });

  /** Places an order and sends its proof (the mockup, once made). */
  async function orderWithProof() {
    const staff = await staffMember();
    const order = await proofFirstOrder();
    await mockupMade(block.databaseUrl, order.number);
    const sent = await staff.client.post(`/staff/orders/${order.number}`, {
      intent: "proof",
      message: "Your proof",
    });
    expect(sent.status).toBe(303);
    return { ...order, staff };
  }

  const uploadCount = async () =>
    (await readRows(block.databaseUrl, "select id from uploads")).length;

  it("keeps no working link in the database's e-mails or in the request log (item 10)", async () => {
    const { email, client } = await staffMember();
    const invited = await client.post("/staff/team", {
      intent: "invite",
      email: `newcomer-${engine}@wrapcraft.test`,
      role: "staff",
    });
    const inviteToken = invitePath(invited.body).split("/").at(-1) ?? "";
    const { orderPath, token } = await proofFirstOrder();
    expect(inviteToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Both links are used, so the request log sees them.
    expect((await fetch(`${origin()}${orderPath}`)).status).toBe(200);
    expect((await fetch(`${origin()}/staff/welcome/${inviteToken}`)).status).toBe(200);

    const emails = await readRows<{ purpose: string; text_body: string; html_body: string }>(
      block.databaseUrl,
      "select purpose, text_body, html_body from emails",
    );
    expect(emails.map((row) => row.purpose)).toEqual(
      expect.arrayContaining(["staff-invite", "order-confirmation"]),
    );
    const stored = JSON.stringify(emails);
    expect(stored).not.toContain(inviteToken);
    expect(stored).not.toContain(token);
    // Where the links were, markers the outbox fills in as it sends.
    expect(stored).toContain("~secret~staff-invite~");
    expect(stored).toContain("~secret~order-status~");
    // The request lines arrive from the server's output as they are written.
    const log = await waitFor(() => {
      const text = block.server.log();
      return (
        text.includes("token=[redacted]") && text.includes("/staff/welcome/[redacted]") && text
      );
    });
    expect(log).not.toContain(inviteToken);
    expect(log).not.toContain(token);
    expect(email).toBeTruthy();
  });

  it("takes a reply's file from its file part only, never an id typed into the form (item 11)", async () => {
    const { number, orderPath } = await orderWithProof();
    // Someone else's upload, whose id the attacker knows.
    const victim = await uploadArtwork(origin(), await pngFile(1200, 800), "private.png");
    const typed = await fetch(`${origin()}${orderPath}`, {
      method: "POST",
      body: new URLSearchParams({
        intent: "changes",
        round: "1",
        comment: "Use this",
        file: victim,
      }),
      headers: { origin: origin() },
      redirect: "manual",
    });
    expect(typed.status).toBe(303);
    const [round] = await readRows<{ answer: string; reply_upload_id: string | null }>(
      block.databaseUrl,
      "select answer, reply_upload_id from proof_rounds where order_number = $1",
      [number],
    );
    expect(round).toEqual({ answer: "changes", reply_upload_id: null });
  });

  it("records a proof answered from a staff member's signed-in browser as theirs (item 12)", async () => {
    const { number, orderPath, staff } = await orderWithProof();
    const approved = await fetch(`${origin()}${orderPath}`, {
      method: "POST",
      body: new URLSearchParams({ intent: "approve", round: "1" }),
      headers: { origin: origin(), cookie: staff.client.cookie },
      redirect: "manual",
    });
    expect(approved.status).toBe(303);
    const [round] = await readRows<{ answer: string; answered_by_staff: string | null }>(
      block.databaseUrl,
      "select answer, answered_by_staff from proof_rounds where order_number = $1",
      [number],
    );
    expect(round).toEqual({ answer: "approved", answered_by_staff: staff.email });
    const audit = await readRows<{ staff_email: string }>(
      block.databaseUrl,
      "select staff_email from audit_log where action = 'answered-proof-for-customer' and subject = $1",
      [number],
    );
    expect(audit).toEqual([{ staff_email: staff.email }]);
    const page = await (await fetch(`${origin()}${orderPath}`)).text();
    expect(page).toContain(`Answered by ${staff.email} of our staff, for the customer.`);
  });

  it("reads no file for an order page whose token is wrong, or an order that does not exist (item 15)", async () => {
    const { number } = await proofFirstOrder();
    const before = await uploadCount();
    for (const path of [
      `/orders/${number}?token=${"x".repeat(43)}`,
      "/orders/WC-NOPE0000?token=x",
    ]) {
      const form = new FormData();
      form.set("intent", "changes");
      form.set("round", "1");
      form.set("comment", "A file for nobody");
      form.set(
        "file",
        new File([new Uint8Array(await pngFile(1200, 800))], "stray.png", { type: "image/png" }),
      );
      const answer = await fetch(`${origin()}${path}`, {
        method: "POST",
        body: form,
        headers: { origin: origin() },
        redirect: "manual",
      });
      expect(answer.status, path).toBe(404);
    }
    expect(await uploadCount()).toBe(before);
  });
});
