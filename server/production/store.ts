import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { rm, stat, writeFile } from "node:fs/promises";
import { pipeline } from "node:stream/promises";
import type { Logger } from "pino";
import type { PlacedOrder } from "#app/domain/orders.ts";
import type { DesignProduction } from "#app/domain/staff.ts";
import { storedPreflight } from "../preflight/report-schema.ts";
import type { StoredFile } from "../stored-file.ts";
import type { Database } from "../db/database.ts";
import type { ProductionFile } from "../db/schema.ts";
import { expectObjects } from "../storage/deletions.ts";
import { type ObjectStore, objectKeys } from "../storage/object-store.ts";
import type { UploadStore } from "../uploads/store.ts";
import type { ProductionJobs } from "./jobs.ts";

/** A file ready to be recorded: kept in the store, measured and hashed. */
export interface StoredProductionFile {
  id: string;
  sizeBytes: number;
  sha256: string;
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash("sha256");
  await pipeline(createReadStream(file), hash);
  return hash.digest("hex");
}

/**
 * Production files (print files, mockups, proof files, staff's
 * replacements): objects `production/{id}` in the object store beside the
 * artwork, the id random. A file is made in the uploads' local scratch
 * (swept there after a crash), measured and hashed, then kept in the store;
 * its record is written after, so a recorded file is always complete, and
 * nothing is ever overwritten. A kept file no record names is deleted by the
 * clean-up a day later: nothing needs to take one back.
 */
export function createProductionStore(
  database: Database,
  { objects, uploads, logger }: { objects: ObjectStore; uploads: UploadStore; logger: Logger },
) {
  const { db } = database;

  /** A new id and the local path to make its file at. */
  function begin() {
    const { id, incomingPath } = uploads.begin();
    return { id, incomingPath };
  }

  /**
   * Measures, hashes and keeps a whole local file (which the store takes).
   * Until `recordProductionFile` names it, it is due to be deleted a day on
   * (storage/deletions.ts): a file made by an attempt that never recorded it
   * (a failed job, a proof not sent, a killed instance) goes by itself.
   */
  async function keep(id: string, incomingPath: string): Promise<StoredProductionFile> {
    const [{ size }, sha256] = await Promise.all([stat(incomingPath), sha256Of(incomingPath)]);
    const key = objectKeys.production(id);
    await expectObjects(db, [key], Date.now());
    await objects.keep(key, incomingPath);
    return { id, sizeBytes: size, sha256 };
  }

  /** A new file, written by `fill` at its local path, then kept (or its leftover removed). */
  async function put(fill: (incomingPath: string) => Promise<void>) {
    const { id, incomingPath } = begin();
    try {
      await fill(incomingPath);
      return await keep(id, incomingPath);
    } finally {
      await rm(incomingPath, { force: true });
    }
  }

  return {
    begin,
    keep,
    put,

    /** Writes bytes as a new file. */
    write(bytes: Uint8Array): Promise<StoredProductionFile> {
      return put((incomingPath) => writeFile(incomingPath, bytes));
    },

    /** Copies a stored artwork (staff's upload, kept as it was checked) in as a new file. */
    copyIn(uploadId: string): Promise<StoredProductionFile> {
      return put((incomingPath) => uploads.copyOut(uploadId, incomingPath));
    },

    /** A recorded file as a download; a record whose object is gone opens as undefined (a 404). */
    download(file: ProductionFile): StoredFile {
      const key = objectKeys.production(file.id);
      return {
        filename: file.filename,
        mimeType: file.mime_type,
        sizeBytes: Number(file.size_bytes),
        async open() {
          const stream = await objects.open(key);
          if (!stream)
            logger.error(
              { key, orderNumber: file.order_number },
              "A recorded file is missing from the store",
            );
          return stream;
        },
      };
    },

    /** The files of an order, every version, oldest first. */
    filesOf(orderNumber: string): Promise<ProductionFile[]> {
      return db
        .selectFrom("production_files")
        .selectAll()
        .where("order_number", "=", orderNumber)
        .orderBy("line_id")
        .orderBy("kind")
        .orderBy("version")
        .execute();
    },

    find(orderNumber: string, id: string): Promise<ProductionFile | undefined> {
      return db
        .selectFrom("production_files")
        .selectAll()
        .where("order_number", "=", orderNumber)
        .where("id", "=", id)
        .executeTakeFirst();
    },
  };
}

export type ProductionStore = ReturnType<typeof createProductionStore>;

/** Each design's latest job and every file made so far, as the console shows them. */
export async function designProduction(
  { store, jobs }: { store: ProductionStore; jobs: Pick<ProductionJobs, "jobsOf"> },
  order: PlacedOrder,
): Promise<DesignProduction[]> {
  const [files, orderJobs] = await Promise.all([
    store.filesOf(order.number),
    jobs.jobsOf(order.number),
  ]);
  return order.lines.map((line) => {
    const job = orderJobs.find((candidate) => candidate.line_id === line.id);
    return {
      lineId: line.id,
      job: job
        ? { state: job.state, attempts: Number(job.attempts), lastError: job.last_error }
        : null,
      files: files
        .filter((file) => file.line_id === line.id)
        .map((file) => ({
          id: file.id,
          kind: file.kind,
          version: file.version,
          filename: file.filename,
          sizeBytes: Number(file.size_bytes),
          sha256: file.sha256,
          note: file.note,
          by: file.created_by,
          at: new Date(Number(file.created_at)).toISOString(),
          preflight: storedPreflight(file.preflight),
        })),
    };
  });
}
