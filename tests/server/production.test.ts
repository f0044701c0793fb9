import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { randomFillSync } from "node:crypto";
import sharp from "sharp";
import { pngFile } from "../support/artwork.ts";
import { contentBombPdf } from "../support/pdf-bombs.ts";
import {
  addDesignToCart,
  openCheckout,
  postPageForm,
  readRows,
  uploadArtwork,
  writeRows,
} from "../support/cart.ts";
import { validCheckout } from "../support/checkout.ts";
import { engineNames, useEngine, useProcesses } from "../support/harness.ts";
import { waitFor } from "../support/http.ts";

/*
 * Issue 20 over the real server: placing an order queues each design's print
 * file and mockup in the database; a worker makes them beside the artwork,
 * records their sizes and checksums, and a job cut short by SIGKILL is made
 * by the next process once its lease runs out.
 */

interface FileRow {
  id: string;
  line_id: string;
  kind: string;
  version: number;
  filename: string;
  size_bytes: number | string;
  sha256: string;
}
interface JobRow {
  state: string;
  attempts: number;
  last_error: string | null;
}

/** A PNG of random pixels, sharp enough for a 13" lid at 300 DPI, and slow to decode. */
function noiseArtwork(width: number, height: number) {
  const pixels = randomFillSync(Buffer.alloc(width * height * 3));
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

describe.each(engineNames)("production files (%s)", (engine) => {
  const databases = useEngine(engine);
  const processes = useProcesses();

  async function placeOrder(
    origin: string,
    artwork: Buffer,
    { beforeOrdering }: { beforeOrdering?: (artworkId: string) => void } = {},
  ) {
    const artworkId = await uploadArtwork(origin, artwork, "night-market.png");
    beforeOrdering?.(artworkId);
    const added = await addDesignToCart(origin, { artworkId, coverage: "top-palmrest" });
    const checkoutId = await openCheckout(origin, added.cartId);
    const placed = await postPageForm(origin, "/checkout", added.cartId, {
      ...validCheckout,
      checkoutId,
    });
    expect(placed.status).toBe(303);
    const number = /\/orders\/(WC-[0-9A-Z]{8})/.exec(String(placed.headers.location))?.[1];
    if (!number) throw new Error(`No order number in ${String(placed.headers.location)}`);
    return { number, lineId: added.itemId };
  }

  const filesOf = (databaseUrl: string, number: string) =>
    readRows<FileRow>(
      databaseUrl,
      "select id, line_id, kind, version, filename, size_bytes, sha256 from production_files where order_number = $1 order by kind",
      [number],
    );
  const jobsOf = (databaseUrl: string, number: string) =>
    readRows<JobRow>(
      databaseUrl,
      "select state, attempts, last_error from production_jobs where order_number = $1",
      [number],
    );

  it("makes each design's print file and mockup after the order, stored with their checksums", async () => {
    const databaseUrl = await databases.fresh();
    const uploadsDir = mkdtempSync(path.join(tmpdir(), "wrapcraft-production-"));
    const server = await processes.server({ DATABASE_URL: databaseUrl, UPLOADS_DIR: uploadsDir });
    const { number, lineId } = await placeOrder(server.origin, await pngFile(3000, 2000));
    const files = await waitFor(
      async () => {
        const rows = await filesOf(databaseUrl, number);
        return rows.length === 3 && rows;
      },
      { timeoutMs: 60_000, message: "the print file, its picture and the mockup" },
    );
    // The print file, its proof picture drawn from it (issue 34), and the mockup.
    expect(files.map((file) => [file.kind, file.version, file.line_id])).toEqual([
      ["mockup", 1, lineId],
      ["print", 1, lineId],
      ["print-view", 1, lineId],
    ]);
    for (const file of files) {
      const bytes = readFileSync(path.join(uploadsDir, "production", file.id));
      expect(Number(file.size_bytes)).toBe(bytes.length);
      expect(file.sha256).toBe(createHash("sha256").update(bytes).digest("hex"));
    }
    const [mockup, print] = files;
    expect(print!.filename).toMatch(new RegExp(`^${number}-.+-print-v1\\.pdf$`));
    expect(
      readFileSync(path.join(uploadsDir, "production", print!.id))
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    expect(
      readFileSync(path.join(uploadsDir, "production", mockup!.id))
        .subarray(1, 4)
        .toString(),
    ).toBe("PNG");
    expect(await jobsOf(databaseUrl, number)).toEqual([
      { state: "done", attempts: 1, last_error: null },
    ]);
    await server.stop();
  });

  it("makes the file after a SIGKILL mid-render, from the next process, once the lease runs out", async () => {
    const databaseUrl = await databases.fresh();
    const uploadsDir = mkdtempSync(path.join(tmpdir(), "wrapcraft-production-"));
    const env = {
      DATABASE_URL: databaseUrl,
      UPLOADS_DIR: uploadsDir,
      // A short lease (the time limit + 30 s) that still gives the job, which draws its
      // proof picture too, room on a busy machine: 5 s was too little under load.
      PRODUCTION_JOB_TIMEOUT_SECONDS: "15",
    };
    const first = await processes.server(env);
    const { number } = await placeOrder(first.origin, await noiseArtwork(3600, 2400));
    await waitFor(() => first.log().includes("Making a print file"), {
      intervalMs: 5,
      message: "the job to start",
    });
    await first.kill();
    expect(first.process.signalCode).toBe("SIGKILL");
    expect(await filesOf(databaseUrl, number)).toEqual([]);
    expect(await jobsOf(databaseUrl, number)).toEqual([
      { state: "pending", attempts: 1, last_error: null },
    ]);

    const second = await processes.server(env);
    const files = await waitFor(
      async () => {
        const rows = await filesOf(databaseUrl, number);
        return rows.length === 3 && rows;
      },
      // The lease (45 s) runs out first; then the whole job again, on a machine that may be busy.
      { timeoutMs: 120_000, message: "the print file made again" },
    );
    expect(files.map((file) => file.version)).toEqual([1, 1, 1]);
    expect(await jobsOf(databaseUrl, number)).toEqual([
      { state: "done", attempts: 2, last_error: null },
    ]);
    // Only the recorded files are in place; what the killed process was writing is not.
    expect(readdirSync(path.join(uploadsDir, "production")).sort()).toEqual(
      files.map((file) => file.id).sort(),
    );
    await second.stop();
  }, 180_000);

  it("records nothing from an attempt whose job was claimed again meanwhile (its lease ran out)", async () => {
    const databaseUrl = await databases.fresh();
    const server = await processes.server({ DATABASE_URL: databaseUrl });
    const { number } = await placeOrder(server.origin, await noiseArtwork(3600, 2400));
    await waitFor(() => server.log().includes("Making a print file"), {
      intervalMs: 5,
      message: "the job to start",
    });
    // Another instance claims the job as this attempt's lease runs out: one attempt more, due
    // far ahead (its own lease).
    await writeRows(
      databaseUrl,
      "update production_jobs set attempts = attempts + 1, next_attempt_at = next_attempt_at + $1 where order_number = $2",
      [3600_000, number],
    );
    await waitFor(
      () => server.log().includes("Print file not recorded: another attempt holds the job now"),
      { timeoutMs: 60_000, message: "the first attempt to finish and stand down" },
    );
    expect(await filesOf(databaseUrl, number)).toEqual([]);
    expect(await jobsOf(databaseUrl, number)).toEqual([
      { state: "pending", attempts: 2, last_error: null },
    ]);
  }, 120_000);

  it("gives up at once, with its reason, on artwork that breaks the sandbox's memory limit (issue 32)", async () => {
    const databaseUrl = await databases.fresh();
    const uploadsDir = mkdtempSync(path.join(tmpdir(), "wrapcraft-production-"));
    const server = await processes.server({ DATABASE_URL: databaseUrl, UPLOADS_DIR: uploadsDir });
    // A file stored before uploads counted every filter layer: an ordinary PDF at upload,
    // then, on disk, 1.5 GB of page content behind two FlateDecode layers.
    const { number } = await placeOrder(server.origin, contentBombPdf(1000), {
      beforeOrdering: (artworkId) =>
        writeFileSync(path.join(uploadsDir, "artwork", artworkId), contentBombPdf(1_500_000_000)),
    });
    const [job] = await waitFor(
      async () => {
        const rows = await jobsOf(databaseUrl, number);
        return rows[0]?.state === "dead" && rows;
      },
      { timeoutMs: 60_000, message: "the job given up" },
    );
    expect(job).toMatchObject({ state: "dead", attempts: 1 });
    expect(job?.last_error).toMatch(/broke the print file's memory limit/);
    expect(await filesOf(databaseUrl, number)).toEqual([]);
    // The server logs it just after recording it: the line may be a moment behind the row.
    await waitFor(() => /Print file gave up/.test(server.log()), {
      message: "the give-up logged",
    });
    await server.stop();
  });

  it("gives up on a job whose every attempt ended its server, instead of claiming it forever (issue 32)", async () => {
    const databaseUrl = await databases.fresh();
    const uploadsDir = mkdtempSync(path.join(tmpdir(), "wrapcraft-production-"));
    const env = { DATABASE_URL: databaseUrl, UPLOADS_DIR: uploadsDir };
    const first = await processes.server(env);
    const { number } = await placeOrder(first.origin, await pngFile(3000, 2000));
    await waitFor(async () => (await jobsOf(databaseUrl, number))[0]?.state === "done", {
      timeoutMs: 60_000,
      message: "the first print file",
    });
    await first.stop();
    // As the security test left it: five attempts claimed, none of them recorded (each
    // killed its server), and the lease run out.
    await writeRows(
      databaseUrl,
      "update production_jobs set state = 'pending', attempts = 5, next_attempt_at = 0 where order_number = $1",
      [number],
    );
    const second = await processes.server(env);
    const [job] = await waitFor(
      async () => {
        const rows = await jobsOf(databaseUrl, number);
        return rows[0]?.state === "dead" && rows;
      },
      { timeoutMs: 30_000, message: "the job given up" },
    );
    expect(job).toEqual({
      state: "dead",
      attempts: 5,
      last_error: expect.stringMatching(/Given up after 5 attempts: the last one never finished/),
    });
    await second.stop();
  });

  // Issue 49: the customizer and the server now refuse such a line; a design kept from before
  // is still made, and its file says what it left out, for staff to see.
  it("names, in the print file's note, the characters of an older design's text it could not set", async () => {
    const databaseUrl = await databases.fresh();
    const uploadsDir = mkdtempSync(path.join(tmpdir(), "wrapcraft-production-"));
    const server = await processes.server({ DATABASE_URL: databaseUrl, UPLOADS_DIR: uploadsDir });
    const artworkId = await uploadArtwork(server.origin, await pngFile(3000, 2000), "team.png");
    const added = await addDesignToCart(server.origin, { artworkId });
    // The cart's copy of the design as an older version kept it: its text never checked.
    const [row] = await readRows<{ design: string }>(
      databaseUrl,
      "select design from cart_items where id = $1",
      [added.itemId],
    );
    const stored = JSON.parse(row?.design ?? "{}") as { design: { textLines?: string[] } };
    stored.design.textLines = ["Team 漢 ✓", "Café"];
    await writeRows(databaseUrl, "update cart_items set design = $1 where id = $2", [
      JSON.stringify(stored),
      added.itemId,
    ]);
    const checkoutId = await openCheckout(server.origin, added.cartId);
    const placed = await postPageForm(server.origin, "/checkout", added.cartId, {
      ...validCheckout,
      checkoutId,
    });
    const number = /\/orders\/(WC-[0-9A-Z]{8})/.exec(String(placed.headers.location))?.[1] ?? "";
    const [print] = await waitFor(
      async () => {
        const rows = await readRows<{ note: string }>(
          databaseUrl,
          "select note from production_files where order_number = $1 and kind = 'print'",
          [number],
        );
        return rows.length === 1 && rows;
      },
      { timeoutMs: 60_000, message: "the print file" },
    );
    expect(print!.note).toBe("Made from the order. Left out of the text (no glyph): 漢 ✓");
    await server.stop();
  });
});
