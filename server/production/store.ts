import { createHash, randomBytes } from "node:crypto";
import { createReadStream, mkdirSync } from "node:fs";
import { copyFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { PlacedOrder } from "#app/domain/orders.ts";
import type { DesignProduction } from "#app/domain/staff.ts";
import type { StoredFile } from "../stored-file.ts";
import type { Database } from "../db/database.ts";
import type { ProductionFile } from "../db/schema.ts";
import type { UploadStore } from "../uploads/store.ts";
import type { ProductionJobs } from "./jobs.ts";

/** A file ready to be recorded: on disk in its place, measured and hashed. */
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
 * Production files (print files, mockups, staff's replacements) beside the
 * artwork, under `UPLOADS_DIR/production/{id}`, the id random. A file is
 * written under the uploads' `.incoming/` (where the uploads' sweep removes a
 * crash's leftovers) and renamed into place once whole; its record
 * (with its size and SHA-256) is written after, so a recorded file is always
 * complete, and nothing is ever overwritten.
 */
export function createProductionStore(database: Database, uploads: UploadStore) {
  const { db } = database;
  const root = path.join(uploads.root, "production");
  mkdirSync(root, { recursive: true });

  const pathOf = (id: string) => path.join(root, id);

  /** A new id and the path to write its file at. */
  function begin() {
    const id = randomBytes(18).toString("base64url");
    return { id, incomingPath: uploads.begin().incomingPath };
  }

  /** Moves a whole file into place, measured and hashed. */
  async function keep(id: string, incomingPath: string): Promise<StoredProductionFile> {
    const target = pathOf(id);
    await rename(incomingPath, target);
    const [{ size }, sha256] = await Promise.all([stat(target), sha256Of(target)]);
    return { id, sizeBytes: size, sha256 };
  }

  /** A new file, written by `fill` at its incoming path, then kept (or its leftover removed). */
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
    pathOf,
    begin,
    keep,
    put,

    /** Writes bytes as a new file. */
    write(bytes: Uint8Array): Promise<StoredProductionFile> {
      return put((incomingPath) => writeFile(incomingPath, bytes));
    },

    /** Copies a file in (staff's upload, kept as it was checked) as a new file. */
    copyIn(source: string): Promise<StoredProductionFile> {
      return put((incomingPath) => copyFile(source, incomingPath));
    },

    /** A recorded file as a download. */
    download(file: ProductionFile): StoredFile {
      return {
        filename: file.filename,
        mimeType: file.mime_type,
        sizeBytes: Number(file.size_bytes),
        open: () => createReadStream(pathOf(file.id)),
      };
    },

    /** Removes a file that was never recorded (its record failed). */
    async discard(id: string) {
      await rm(pathOf(id), { force: true });
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
        })),
    };
  });
}
