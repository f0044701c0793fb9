import { PDFDocument } from "@cantoo/pdf-lib";
import { describe, expect, it } from "vitest";
import { pngFile } from "../support/artwork.ts";
import {
  addDesignToCart,
  openCheckout,
  postPageForm,
  readRows,
  uploadArtwork,
} from "../support/cart.ts";
import { validCheckout } from "../support/checkout.ts";
import { engineNames, useForwardingServer } from "../support/harness.ts";
import { rawRequest, waitFor } from "../support/http.ts";
import { type StaffClient, acceptWithPassword, csrfOf, inviteFromCli } from "../support/staff.ts";

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
  let staff: StaffClient;
  let number = "";
  let lineId = "";
  let orderPath = "";

  /** Posts a multipart form to a console page, with the session and its form token. */
  async function postFileForm(path: string, fields: Record<string, string>, file?: File) {
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

  const proofRows = () =>
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
    const email = `proofs-${engine}@wrapcraft.test`;
    ({ client: staff } = await acceptWithPassword(
      origin(),
      await inviteFromCli(block.databaseUrl, email, "owner"),
      { name: "Pat Proofs", email },
    ));
    const artworkId = await uploadArtwork(origin(), await pngFile(3000, 2000), "art.png");
    const added = await addDesignToCart(origin(), { artworkId, coverage: "top-only" });
    lineId = added.itemId;
    const placed = await postPageForm(origin(), "/checkout", added.cartId, {
      ...validCheckout,
      proofFirst: "on",
      checkoutId: await openCheckout(origin(), added.cartId),
    });
    orderPath = String(placed.headers.location).replace("&placed=1", "");
    number = /WC-[0-9A-Z]{8}/.exec(orderPath)?.[0] ?? "";
    await waitFor(
      async () =>
        (
          await readRows(
            block.databaseUrl,
            "select id from production_files where order_number = $1 and kind = 'mockup'",
            [number],
          )
        ).length === 1,
      { timeoutMs: 60_000, message: "the mockup" },
    );
    const sent = await staff.post(`/staff/orders/${number}`, {
      intent: "proof",
      message: "Your proof",
    });
    expect(sent.status).toBe(303);
    expect(await proofRows()).toEqual([{ round: 1, answer: null, comment: "" }]);
  });

  it("shows the proof's picture at its keyed link only", async () => {
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
    const wrongToken = orderPath.replace(/token=[^&]+/, `token=${"x".repeat(43)}`);
    expect((await answer(wrongToken, { intent: "approve", round: "1" })).status).toBe(404);
    expect(await proofRows()).toEqual([{ round: 1, answer: null, comment: "" }]);

    const changes = await answer(orderPath, { intent: "changes", round: "1", comment: "Bigger" });
    expect(changes.status).toBe(303);
    // The same round again, or approving it now, changes nothing.
    expect((await answer(orderPath, { intent: "approve", round: "1" })).status).toBe(303);
    expect(await proofRows()).toEqual([{ round: 1, answer: "changes", comment: "Bigger" }]);

    const second = await staff.post(`/staff/orders/${number}`, { intent: "proof", message: "" });
    expect(second.status).toBe(303);
    // Round 1 is no longer the one to answer.
    expect((await answer(orderPath, { intent: "approve", round: "1" })).status).toBe(409);
    const [approved, twice] = await Promise.all([
      answer(orderPath, { intent: "approve", round: "2" }),
      answer(orderPath, { intent: "approve", round: "2" }),
    ]);
    expect([approved.status, twice.status]).toEqual([303, 303]);
    expect((await proofRows()).map((row) => row.answer)).toEqual(["changes", "approved"]);
    const stages = await readRows<{ stage: string }>(
      block.databaseUrl,
      "select stage from order_stages where order_number = $1 order by entered_at, stage",
      [number],
    );
    expect(stages.map((row) => row.stage).sort()).toEqual(["approved", "proof_sent", "received"]);
    const shopNotices = await readRows<{ subject: string }>(
      block.databaseUrl,
      "select subject from emails where order_number = $1 and purpose like 'proof-%' order by created_at",
      [number],
    );
    expect(shopNotices.map((row) => row.subject)).toEqual([
      `Changes asked for: order ${number}, proof 1`,
      `Proof approved: order ${number}`,
    ]);
    // Staff cannot send a proof of an approved order.
    const late = await staff.post(`/staff/orders/${number}`, { intent: "proof", message: "" });
    expect(late.status).toBe(409);
  });

  it("keeps a staff member's PDF as the next print file version, and refuses anything else", async () => {
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
