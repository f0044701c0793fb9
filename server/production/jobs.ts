import { rm } from "node:fs/promises";
import type { Logger } from "pino";
import type { CutTemplate } from "#app/domain/catalog/piece-cut.ts";
import type { OrderDesign } from "#app/domain/orders.ts";
import type { Database } from "../db/database.ts";
import { attemptOutcome, claimDue, leaseMsFor } from "../outbox/lease.ts";
import { createPollingWorker } from "../outbox/worker.ts";
import { MissingObject } from "../storage/object-store.ts";
import type { UploadStore } from "../uploads/store.ts";
import { PermanentFailure, makePrintFileInSandbox } from "./print-sandbox.ts";
import { printProofPath } from "./print-paths.ts";
import { findOrder } from "../orders/find.ts";
import { UnreadableOrder } from "../orders/record.ts";
import { currentTemplate } from "../templates/library.ts";
import { nextFileVersion, recordProductionFile } from "./files.ts";
import type { ProductionStore } from "./store.ts";

/*
 * Every design of a placed order gets its print file and mockup from a job
 * in the database (issue 20), queued in the order's own transaction and run
 * like the outboxes' deliveries: any instance claims a due job with a lease
 * (server/outbox/lease.ts), so a job whose instance died mid-file (killed,
 * the machine restarted) comes back by itself once its lease runs out, and a
 * failing one is retried on a schedule, then left for staff. A job has at
 * most 1 + the schedule's attempts, however they ended; one whose artwork
 * broke the sandbox's limits is given up at once (it would break them again),
 * with the reason on the console's order page.
 */

/** Seconds between attempts: a fault that outlasts them is for staff to look at. */
const retrySchedule = [30, 300, 1800, 7200];

/** Draws a design's mockup as PNG (the renderer's picture, from the build), cut to `template`. */
export type DrawMockup = (design: OrderDesign, template: CutTemplate | null) => Promise<Buffer>;

/** The job was claimed again (this attempt's lease ran out): its outcome is the other's. */
class LeaseLost extends Error {}

interface ClaimedJob {
  id: string;
  order_number: string;
  line_id: string;
  attempts: number;
}

export function createProductionJobs(
  database: Database,
  {
    store,
    uploads,
    drawMockup,
    jobTimeoutMs,
    pollIntervalMs,
    logger,
    clock = Date.now,
  }: {
    store: ProductionStore;
    uploads: UploadStore;
    drawMockup: DrawMockup;
    jobTimeoutMs: number;
    pollIntervalMs: number;
    logger: Logger;
    clock?: () => number;
  },
) {
  const { db } = database;
  // The print file's limit; the mockup after it is a moment's work.
  const leaseMs = leaseMsFor(jobTimeoutMs);

  function claim(limit: number): Promise<ClaimedJob[]> {
    return claimDue(
      database,
      "production_jobs",
      { limit, leaseMs, retrySchedule },
      async (keys) => {
        const jobs = await db
          .selectFrom("production_jobs")
          .select(["id", "order_number", "line_id"])
          .where("id", "in", keys)
          .execute();
        return new Map(jobs.map((job) => [job.id, job]));
      },
    );
  }

  async function make(job: ClaimedJob) {
    const found = await findOrder(db, job.order_number).catch((error: unknown) => {
      // A record that does not read as an order will not read better on the next attempt.
      throw error instanceof UnreadableOrder ? new PermanentFailure(error.message) : error;
    });
    const line = found?.order.lines.find((candidate) => candidate.id === job.line_id);
    if (!line) throw new PermanentFailure("The order or its design is gone");
    const { design } = line;
    const version = await nextFileVersion(db, job.order_number, job.line_id, "print");
    const template = await currentTemplate(db, design.deviceBrand, design.deviceModel);
    const print = store.begin();
    try {
      const makeFrom = (artworkPath: string | null) =>
        makePrintFileInSandbox(
          {
            orderNumber: job.order_number,
            design,
            quantity: line.quantity,
            version,
            // The model's current measured template, if the shop has one: its pieces are cut.
            template,
            artworkPath,
            outputPath: print.incomingPath,
            now: clock(),
          },
          { timeoutMs: jobTimeoutMs },
        );
      // The sandbox reads a local copy of the artwork, wherever the store keeps it.
      const result = await (
        design.artwork ? uploads.withLocalCopy(design.artwork.id, makeFrom) : makeFrom(null)
      ).catch((error: unknown) => {
        // A recorded file whose object is gone will not come back on the next attempt.
        throw error instanceof MissingObject ? new PermanentFailure(error.message) : error;
      });
      const printFile = await store.keep(print.id, print.incomingPath);
      const proofPicture = await store.keep(store.begin().id, printProofPath(print.incomingPath));
      const mockup = await store.write(await drawMockup(design, template));
      const now = clock();
      const note = result.missingCharacters.length
        ? `Made from the order. Left out of the text (no glyph): ${result.missingCharacters.join(" ")}`
        : "Made from the order.";
      const notes = {
        print: note,
        "print-view": `The proof of print file v${version} (SHA-256 ${printFile.sha256}).`,
        mockup: "Made from the order.",
      };
      await db.transaction().execute(async (trx) => {
        for (const [kind, file, mimeType] of [
          ["print", printFile, "application/pdf"],
          ["print-view", proofPicture, "image/png"],
          ["mockup", mockup, "image/png"],
        ] as const) {
          await recordProductionFile(trx, {
            file,
            orderNumber: job.order_number,
            lineId: job.line_id,
            name: { designName: design.designName },
            kind,
            mimeType,
            note: notes[kind],
            createdBy: null,
            now,
            // The print file names its version in its slug; its proof picture has the same.
            ...(kind !== "mockup" && { version }),
          });
        }
        // Only while this attempt still holds the job: an instance whose lease ran out (a stalled
        // store, a slow machine) while another claimed the job again records nothing.
        const { numUpdatedRows } = await trx
          .updateTable("production_jobs")
          .set({ state: "done", finished_at: now, last_error: null })
          .where("id", "=", job.id)
          .where("state", "=", "pending")
          .where("attempts", "=", job.attempts)
          .executeTakeFirst();
        if (numUpdatedRows === 0n) throw new LeaseLost();
      });
      return result;
    } catch (error) {
      await rm(print.incomingPath, { force: true });
      await rm(printProofPath(print.incomingPath), { force: true });
      throw error;
    }
  }

  async function run(job: ClaimedJob) {
    const started = performance.now();
    const entry = {
      job: job.id,
      order: job.order_number,
      line: job.line_id,
      attempt: job.attempts,
    };
    logger.info(entry, "Making a print file");
    let failure: { error: string; permanent: boolean } | undefined;
    try {
      const result = await make(job);
      logger.info(
        { ...entry, pages: result.pages, durationMs: Math.round(performance.now() - started) },
        "Print file made",
      );
      return;
    } catch (error) {
      if (error instanceof LeaseLost) {
        logger.warn(entry, "Print file not recorded: another attempt holds the job now");
        return;
      }
      failure = {
        error: error instanceof Error ? error.message : String(error),
        permanent: Boolean(error && typeof error === "object" && "permanent" in error),
      };
    }
    const { state, retryInMs, nextAttemptAt } = attemptOutcome("done", {
      failed: true,
      permanent: failure.permanent,
      attempts: job.attempts,
      retrySchedule,
    });
    await db
      .updateTable("production_jobs")
      .set({ state, last_error: failure.error, next_attempt_at: nextAttemptAt })
      .where("id", "=", job.id)
      .where("state", "=", "pending")
      .where("attempts", "=", job.attempts)
      .execute();
    if (state === "dead")
      logger.error({ ...entry, ...failure }, "Print file gave up: staff can make it again");
    else logger.warn({ ...entry, ...failure, retryInMs }, "Print file failed: will retry");
  }

  const worker = createPollingWorker({
    claim,
    deliver: run,
    // One at a time: a print file is a big piece of work for a 2-core machine.
    batchSize: 1,
    pollIntervalMs,
    logger,
    failureMessage: "Production round failed",
  });

  return {
    start: worker.start,
    stop: worker.stop,
    notify: worker.notify,
    deliverPending: worker.deliverPending,

    /** The jobs of an order, newest first: what staff see while files are being made. */
    jobsOf(orderNumber: string) {
      return db
        .selectFrom("production_jobs")
        .select(["id", "line_id", "state", "attempts", "last_error", "created_at", "finished_at"])
        .where("order_number", "=", orderNumber)
        .orderBy("created_at", "desc")
        .execute();
    },
  };
}

export type ProductionJobs = ReturnType<typeof createProductionJobs>;
