import { PDFDocument } from "@cantoo/pdf-lib";
import { describe, expect, it } from "vitest";
import { pngFile } from "../support/artwork.ts";
import { readRows } from "../support/cart.ts";
import { engineNames, useForwardingServer } from "../support/harness.ts";
import { rawRequest, waitFor } from "../support/http.ts";
import { mockupMade, placeOrder } from "../support/checkout.ts";
import { type StaffClient, csrfOf, joinStaff } from "../support/staff.ts";

/*
 * Issue 20's proofs and print files over HTTP, on both engines: a proof's
 * picture only at its keyed link; the customer's answer only with the
 * order's token, once per round, the latest round only; a staff member's
 * replacement print file kept as a new version, and only a PDF; a file form
 * past the artwork limit refused before it is read.
 */

interface ProofRow {
  round: number;
  answer: string | null;
  comment: string;
}

describe.each(engineNames)("proofs (%s)", (engine) => {
  const block = useForwardingServer(engine, { SHOP_NOTIFY_EMAIL: "orders@wrapcraft.test" });
  const origin = () => block.server.origin;
  let signedIn: StaffClient | undefined;

  /** The block's staff member, signed in the first time a test asks (each test may run alone). */
  async function staffMember(): Promise<StaffClient> {
    signedIn ??= (
      await joinStaff(block, { email: `proofs-${engine}@wrapcraft.test`, name: "Pat Proofs" })
    ).client;
    return signedIn;
  }

  /** A new order with "send me a proof first", once its mockup is made. */
  async function placedOrder() {
    const order = await placeOrder(origin(), { checkout: { proofFirst: "on" } });
    await mockupMade(block.databaseUrl, order.number);
    return order;
  }

  /** A placed order whose first proof (its mockup) has been sent. */
  async function orderWithProof() {
    const order = await placedOrder();
    const sent = await (
      await staffMember()
    ).post(`/staff/orders/${order.number}`, {
      intent: "proof",
      message: "Your proof",
    });
    expect(sent.status).toBe(303);
    return order;
  }

  /** Posts a multipart form to a console page, with the session and its form token. */
  async function postFileForm(path: string, fields: Record<string, string>, file?: File) {
    const staff = await staffMember();
    const page = await staff.get(path);
    const form = new FormData();
    form.set("csrf", csrfOf(page.body) ?? "");
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    if (file) form.set("file", file);
    return fetch(`${origin()}${path}`, {
      method: "POST",
      body: form,
      headers: { cookie: staff.cookie, origin: origin() },
      redirect: "manual",
    });
  }

  const proofRows = (number: string) =>
    readRows<ProofRow>(
      block.databaseUrl,
      "select round, answer, comment from proof_rounds where order_number = $1 order by round",
      [number],
    );

  const answer = (path: string, fields: Record<string, string>) =>
    fetch(`${origin()}${path}`, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { origin: origin() },
      redirect: "manual",
    });

  it("sends the mockup as the proof once the design's files are made", async () => {
    const { number } = await orderWithProof();
    expect(await proofRows(number)).toEqual([{ round: 1, answer: null, comment: "" }]);
  });

  it("keeps a proof file of staff's own, named for its round", async () => {
    const { number, orderPath } = await orderWithProof();
    expect(
      (await answer(orderPath, { intent: "changes", round: "1", comment: "Bigger" })).status,
    ).toBe(303);
    const png = new File([new Uint8Array(await pngFile(800, 500))], "retouched.png", {
      type: "image/png",
    });
    const sent = await postFileForm(
      `/staff/orders/${number}`,
      { intent: "proof", message: "" },
      png,
    );
    expect(sent.status).toBe(303);
    expect(
      await readRows(
        block.databaseUrl,
        "select kind, filename from production_files where order_number = $1 and kind = 'proof'",
        [number],
      ),
    ).toEqual([{ kind: "proof", filename: `${number}-proof-2.png` }]);
  });

  it("shows the proof's picture at its keyed link only", async () => {
    const { orderPath } = await orderWithProof();
    const page = await (await fetch(`${origin()}${orderPath}`)).text();
    const picture = /<img src="(\/orders\/[^"]+\/proofs\/[^"]+)"/.exec(page)?.[1] ?? "";
    expect(picture).not.toBe("");
    const shown = await fetch(`${origin()}${picture}`);
    expect(shown.status).toBe(200);
    expect(shown.headers.get("content-type")).toBe("image/png");
    const wrongKey = picture.replace(/[^/]+$/, "A".repeat(32));
    expect((await fetch(`${origin()}${wrongKey}`)).status).toBe(404);
  });

  it("takes the customer's answer with the order's token only, once, for the latest round", async () => {
    const { number, orderPath } = await orderWithProof();
    const staff = await staffMember();
    const wrongToken = orderPath.replace(/token=[^&]+/, `token=${"x".repeat(43)}`);
    expect((await answer(wrongToken, { intent: "approve", round: "1" })).status).toBe(404);
    expect(await proofRows(number)).toEqual([{ round: 1, answer: null, comment: "" }]);

    const changes = await answer(orderPath, { intent: "changes", round: "1", comment: "Bigger" });
    expect(changes.status).toBe(303);
    // The same round again, or approving it now, changes nothing.
    expect((await answer(orderPath, { intent: "approve", round: "1" })).status).toBe(303);
    expect(await proofRows(number)).toEqual([{ round: 1, answer: "changes", comment: "Bigger" }]);

    const second = await staff.post(`/staff/orders/${number}`, { intent: "proof", message: "" });
    expect(second.status).toBe(303);
    // Round 1 is no longer the one to answer.
    expect((await answer(orderPath, { intent: "approve", round: "1" })).status).toBe(409);
    const [approved, twice] = await Promise.all([
      answer(orderPath, { intent: "approve", round: "2" }),
      answer(orderPath, { intent: "approve", round: "2" }),
    ]);
    expect([approved.status, twice.status]).toEqual([303, 303]);
    expect((await proofRows(number)).map((row) => row.answer)).toEqual(["changes", "approved"]);
    const stages = await readRows<{ stage: string }>(
      block.databaseUrl,
      "select stage from order_stages where order_number = $1 order by entered_at, stage",
      [number],
    );
    expect(stages.map((row) => row.stage).sort()).toEqual(["approved", "proof_sent", "received"]);
    const shopNotices = await readRows<{ subject: string }>(
      block.databaseUrl,
      "select subject from emails where order_number = $1 and purpose like 'proof-%'",
      [number],
    );
    // Both may be queued within one millisecond: which came first is proofRows' to say.
    expect(shopNotices.map((row) => row.subject).sort()).toEqual([
      `Changes asked for: order ${number}, proof 1`,
      `Proof approved: order ${number}`,
    ]);
    // Staff cannot send a proof of an approved order.
    const late = await staff.post(`/staff/orders/${number}`, { intent: "proof", message: "" });
    expect(late.status).toBe(409);
  });

  it("proofs the print: approval is of that print file, and replacing it reopens the proof", async () => {
    const { number, orderPath, lineId } = await orderWithProof();
    const staff = await staffMember();
    // The round shows the print file as a picture, and the design on the laptop.
    const [round] = await readRows<{ files: string }>(
      block.databaseUrl,
      "select files from proof_rounds where order_number = $1",
      [number],
    );
    const files = JSON.parse(round?.files ?? "[]") as {
      label: string;
      print?: { version: number };
    }[];
    expect(files.map((file) => file.label)).toEqual([
      "Order Test, as printed and cut (print file v1)",
      "Order Test, on your laptop",
    ]);
    expect(files[0]?.print?.version).toBe(1);

    expect((await answer(orderPath, { intent: "approve", round: "1" })).status).toBe(303);
    // The console's page as it reads (without React's text separators).
    const consoleText = async () =>
      (await staff.get(`/staff/orders/${number}`)).body.replaceAll("<!-- -->", "");
    expect(await consoleText()).toContain(
      "Approved as it will print: print file v1 (by the customer)",
    );

    // Staff keep a PDF of their own as the print file: the customer approved another file.
    const pdf = await PDFDocument.create();
    pdf.addPage([900, 650]);
    const replaced = await postFileForm(
      `/staff/orders/${number}`,
      { intent: "replace", line: lineId, note: "Moved the logo 2 mm" },
      new File([await pdf.save()], "adjusted.pdf", { type: "application/pdf" }),
    );
    expect(replaced.status).toBe(303);
    expect(await consoleText()).toContain(
      "Print file changed after approval: v1 was approved, v2 is current.",
    );
    const refused = await staff.post(`/staff/orders/${number}`, {
      intent: "move",
      stage: "in_production",
      testFit: "yes",
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toContain("Not approved as it will print");

    const kept = await staff.post(`/staff/orders/${number}`, {
      intent: "keep-approval",
      line: lineId,
      reason: "Only the cut moved: the art is as approved",
    });
    expect(kept.status).toBe(303);
    const moved = await staff.post(`/staff/orders/${number}`, {
      intent: "move",
      stage: "in_production",
      testFit: "yes",
    });
    expect(moved.status).toBe(303);
    const approvals = await readRows<{
      print_version: number;
      round: number | null;
      reason: string;
    }>(
      block.databaseUrl,
      "select print_version, round, reason from print_approvals where order_number = $1 order by print_version",
      [number],
    );
    expect(approvals).toEqual([
      { print_version: 1, round: 1, reason: "" },
      { print_version: 2, round: null, reason: "Only the cut moved: the art is as approved" },
    ]);
  });

  it("keeps a staff member's PDF as the next print file version, and refuses anything else", async () => {
    const { number, lineId } = await placedOrder();
    await waitFor(
      async () =>
        (
          await readRows(
            block.databaseUrl,
            "select id from production_files where order_number = $1 and kind = 'print'",
            [number],
          )
        ).length === 1,
      { timeoutMs: 60_000, message: "the print file" },
    );
    const pdf = await PDFDocument.create();
    pdf.addPage([900, 650]);
    const kept = await postFileForm(
      `/staff/orders/${number}`,
      { intent: "replace", line: lineId, note: "Moved the logo 2 mm" },
      new File([await pdf.save()], "adjusted.pdf", { type: "application/pdf" }),
    );
    expect(kept.status).toBe(303);
    const prints = await readRows<{ version: number; created_by: string | null; note: string }>(
      block.databaseUrl,
      "select version, created_by, note from production_files where order_number = $1 and kind = 'print' order by version",
      [number],
    );
    expect(prints).toEqual([
      { version: 1, created_by: null, note: "Made from the order." },
      { version: 2, created_by: `proofs-${engine}@wrapcraft.test`, note: "Moved the logo 2 mm" },
    ]);

    const png = await postFileForm(
      `/staff/orders/${number}`,
      { intent: "replace", line: lineId },
      new File([new Uint8Array(await pngFile(400, 300))], "art.png", { type: "image/png" }),
    );
    expect(png.status).toBe(400);
    expect(await png.text()).toContain("A print file must be a PDF.");
    const notAFile = await postFileForm(
      `/staff/orders/${number}`,
      { intent: "replace", line: lineId },
      new File(["hello"], "notes.txt", { type: "text/plain" }),
    );
    expect(notAFile.status).toBe(400);
    expect(await notAFile.text()).toContain("The file was not taken");
  });

  it("refuses a file form past the artwork limit before reading it", async () => {
    const { orderPath } = await placedOrder();
    const declared = await rawRequest(origin(), {
      method: "POST",
      path: orderPath,
      headers: {
        origin: origin(),
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(60 * 1024 * 1024),
      },
      body: "--x--",
    });
    expect(declared.status).toBe(413);
    // A page that takes no files keeps the small form limit, multipart or not.
    const elsewhere = await rawRequest(origin(), {
      method: "POST",
      path: "/contact",
      headers: {
        origin: origin(),
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(1024 * 1024),
      },
      body: "--x--",
    });
    expect(elsewhere.status).toBe(413);
  });
});
