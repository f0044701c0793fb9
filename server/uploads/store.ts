import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import type { Logger } from "pino";
import type { StoredArtwork } from "#app/forms/artwork.ts";
import type { Database } from "../db/database.ts";
import type { Upload } from "../db/schema.ts";
import { serverOwner } from "../sandbox/sandbox.ts";
import {
  expectObjects,
  forgetObjects,
  objectsRecorded,
  removeForgottenObjects,
} from "../storage/deletions.ts";
import {
  MissingObject,
  type ObjectStore,
  objectKeys,
  readObject,
} from "../storage/object-store.ts";
import { drawImageInTurn, previewSide } from "./image.ts";
import { type NewUpload, describeUpload, pageColumns } from "./upload-record.ts";

/** Files still arriving (or abandoned mid-way) live here until they are checked. */
const incomingDirName = ".incoming";

/** An artwork's objects: the file and its preview. */
const keysOf = (id: string) => [objectKeys.artwork(id), objectKeys.preview(id)];

/**
 * Artwork files and their records. A file arrives in the local scratch
 * (`UPLOADS_DIR/.incoming`), is checked there and only then kept in the
 * object store (issue 38: local disk or a shared bucket) under its random
 * id, with its preview, and recorded. The record is the file's existence:
 * one without a record is never served, and the clean-up, which the
 * database decides, deletes a record and its objects in one step any
 * instance may take (`storage/deletions.ts`).
 */
export function createUploadStore(
  database: Database,
  {
    objects,
    scratchDirectory,
    retentionHours,
    logger,
  }: { objects: ObjectStore; scratchDirectory: string; retentionHours: number; logger: Logger },
) {
  const { db } = database;
  const incoming = path.join(path.resolve(scratchDirectory), incomingDirName);
  mkdirSync(incoming, { recursive: true });
  /** Previews being made, by id: requests at the same moment share one. */
  const making = new Map<string, Promise<void>>();

  /** A scratch path of its own for a stored file's local copy or a file being made. */
  const scratchPath = (label: string) =>
    path.join(incoming, `${randomBytes(18).toString("base64url")}.${label}.part`);

  /** Writes a stored artwork to `localPath`; throws MissingObject when its object is gone. */
  async function copyOut(id: string, localPath: string): Promise<void> {
    const key = objectKeys.artwork(id);
    if (!(await objects.copyOut(key, localPath))) throw new MissingObject(key);
  }

  /** Runs `use` on a local copy of a stored artwork (the sandbox reads paths), then removes it. */
  async function withLocalCopy<T>(id: string, work: (localPath: string) => Promise<T>): Promise<T> {
    const local = scratchPath("copy");
    try {
      await copyOut(id, local);
      return await work(local);
    } finally {
      await rm(local, { force: true });
    }
  }

  /**
   * A preview for an image stored before previews were made at upload: the
   * same check makes it, in the sandbox, from a local copy. Two instances
   * may make one at the same moment; each keeps a whole one.
   */
  async function makePreview(id: string) {
    const partial = scratchPath("preview");
    try {
      await withLocalCopy(id, async (source) => {
        const drawn = await drawImageInTurn(serverOwner, source, {
          side: previewSide,
          format: "webp",
          output: partial,
        });
        if (!drawn.ok) throw new Error(`Stored image refused: ${drawn.message}`);
      });
      const key = objectKeys.preview(id);
      await expectObjects(db, [key], Date.now());
      await objects.keep(key, partial);
      // It stays only if its artwork's record still does: the update locks that row against the
      // clean-up until this transaction ends.
      await db.transaction().execute(async (trx) => {
        const { numUpdatedRows } = await trx
          .updateTable("uploads")
          .set((eb) => ({ id: eb.ref("id") }))
          .where("id", "=", id)
          .executeTakeFirst();
        if (numUpdatedRows > 0n) await objectsRecorded(trx, [key]);
      });
    } finally {
      await rm(partial, { force: true });
    }
  }

  return {
    /**
     * Where a file received under `id` (a `begin()` id) waits: in `.incoming`, swept an hour on.
     * Throws for an id `begin()` could not have made.
     */
    incomingPathOf(id: string): string {
      if (!/^[A-Za-z0-9_-]{24}$/.test(id)) throw new Error("Not an incoming file's id");
      return path.join(incoming, `${id}.part`);
    },

    /** A new id, the path its file is received at, and where its check writes a preview. */
    begin() {
      const id = randomBytes(18).toString("base64url");
      return {
        id,
        incomingPath: path.join(incoming, `${id}.part`),
        previewPath: path.join(incoming, `${id}.preview.part`),
      };
    },

    /** Keeps a checked file (and its preview) in the store, then records it. */
    async commit(id: string, incomingPath: string, upload: NewUpload): Promise<StoredArtwork> {
      const row: Upload = {
        id,
        filename: upload.filename,
        mime_type: upload.mimeType,
        size_bytes: upload.sizeBytes,
        width: upload.width,
        height: upload.height,
        ...pageColumns(upload),
        created_at: Date.now(),
        attached_at: null,
      };
      // Until the record is written, its objects are due to be deleted (storage/deletions.ts).
      await expectObjects(db, keysOf(id), row.created_at);
      await objects.keep(objectKeys.artwork(id), incomingPath);
      // The preview is kept before the record: a stored image always has one.
      if (upload.previewPath) await objects.keep(objectKeys.preview(id), upload.previewPath);
      await db.transaction().execute(async (trx) => {
        await trx.insertInto("uploads").values(row).execute();
        await objectsRecorded(trx, keysOf(id));
      });
      return describeUpload(row);
    },

    copyOut,
    withLocalCopy,

    /** A stored artwork's bytes, or undefined when it has no record; throws MissingObject when its object is gone. */
    async open(id: string): Promise<{ upload: Upload; stream: Readable } | undefined> {
      const upload = await this.find(id);
      if (!upload) return undefined;
      const key = objectKeys.artwork(id);
      const stream = await objects.open(key);
      if (!stream) throw new MissingObject(key);
      return { upload, stream };
    },

    /**
     * A stored file's preview (an 800 px WebP of an image, or of a PDF's
     * trimmed first page), made at upload (or, for an older image, the
     * first time it is asked for); undefined for an unknown id or a PDF
     * checked before previews. Throws if the image cannot be read, or would
     * cost too much to.
     */
    async preview(id: string): Promise<Buffer | undefined> {
      const upload = await this.find(id);
      if (!upload) return undefined;
      const key = objectKeys.preview(id);
      const kept = await readObject(objects, key);
      if (kept || !upload.mime_type.startsWith("image/")) return kept;
      let made = making.get(id);
      if (!made) {
        made = makePreview(id).finally(() => making.delete(id));
        making.set(id, made);
      }
      await made;
      return readObject(objects, key);
    },

    async find(id: string): Promise<Upload | undefined> {
      return db.selectFrom("uploads").selectAll().where("id", "=", id).executeTakeFirst();
    },

    /**
     * Deletes the files no submission named within the retention period
     * (their records and objects: decided by the database, so any instance
     * may run it, and one that stops half-way leaves the rest to the next
     * run), and this instance's scratch files a crash left behind. Answers
     * how many files it removed.
     */
    async purgeExpired(now = Date.now()): Promise<number> {
      const cutoff = now - retentionHours * 3600_000;
      const expired = await db
        .selectFrom("uploads")
        .select("id")
        .where("attached_at", "is", null)
        .where("created_at", "<", cutoff)
        .limit(1000)
        .execute();
      // The records go first, with their objects queued for deletion in the same
      // transaction, and only if no order named the file meanwhile.
      const removed = expired.length
        ? await db.transaction().execute(async (trx) => {
            const deleted = await trx
              .deleteFrom("uploads")
              .where(
                "id",
                "in",
                expired.map((row) => row.id),
              )
              .where("attached_at", "is", null)
              .returning("id")
              .execute();
            await forgetObjects(
              trx,
              deleted.flatMap((row) => keysOf(row.id)),
              now,
            );
            return deleted.length;
          })
        : 0;
      await removeForgottenObjects(database, objects, now);
      let abandoned = 0;
      for (const name of await readdir(incoming)) {
        const file = path.join(incoming, name);
        const { mtimeMs } = await stat(file).catch(() => ({ mtimeMs: now }));
        // An upload in progress is younger than an hour.
        if (now - mtimeMs > 3600_000) {
          await rm(file, { force: true });
          abandoned += 1;
        }
      }
      if (removed || abandoned) {
        logger.info({ removed, abandoned }, "Removed artwork never attached to an order");
      }
      return removed + abandoned;
    },
  };
}

export type UploadStore = ReturnType<typeof createUploadStore>;
