import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import { access, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Logger } from "pino";
import type { ArtworkMimeType, StoredArtwork } from "#app/forms/artwork.ts";
import type { Database } from "../db/database.ts";
import type { Upload } from "../db/schema.ts";
import { serverOwner } from "../sandbox/sandbox.ts";
import { drawImageInTurn, previewSide } from "./image.ts";

/** Points per inch: PDF page sizes are in points. */
const pointsPerInch = 72;

/** Files still arriving (or abandoned mid-way) live here until they are checked. */
const incomingDirName = ".incoming";
/** Small renditions of images, made by the check at upload (or when first asked for). */
const previewsDirName = ".previews";

export interface NewUpload {
  filename: string;
  mimeType: ArtworkMimeType;
  sizeBytes: number;
  width: number | null;
  height: number | null;
  pageWidthPt: number | null;
  pageHeightPt: number | null;
  /** Where its check wrote an image's preview (beside the incoming file). */
  previewPath?: string | undefined;
}

/** A stored file's record as the site describes it. */
export function describeUpload(row: Upload): StoredArtwork {
  const page =
    row.page_width_pt && row.page_height_pt
      ? {
          width: round(row.page_width_pt / pointsPerInch),
          height: round(row.page_height_pt / pointsPerInch),
        }
      : null;
  return {
    id: row.id,
    filename: row.filename,
    mimeType: row.mime_type as ArtworkMimeType,
    sizeBytes: Number(row.size_bytes),
    width: row.width,
    height: row.height,
    pageInches: page,
  };
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/**
 * Artwork files on disk (`UPLOADS_DIR/{id}`, the id random and unguessable)
 * and their records in the database. A file arrives under `.incoming/`, is
 * checked there and only then moved beside the others and recorded.
 */
export function createUploadStore(
  { db }: Database,
  {
    directory,
    retentionHours,
    logger,
  }: { directory: string; retentionHours: number; logger: Logger },
) {
  const root = path.resolve(directory);
  const incoming = path.join(root, incomingDirName);
  const previews = path.join(root, previewsDirName);
  mkdirSync(incoming, { recursive: true });
  mkdirSync(previews, { recursive: true });
  /** Previews being made, by id: requests at the same moment share one. */
  const making = new Map<string, Promise<void>>();

  /** Where an image's small rendition for the cart and the customizer is kept. */
  const previewPathOf = (id: string) => path.join(previews, `${id}.webp`);

  /**
   * A preview for a file stored before previews were made at upload: the
   * same check makes it, in the sandbox, under a name of its own (two
   * requests, or two servers sharing the directory, never write one file),
   * renamed into place, so a preview is either absent or whole. In
   * `.incoming`, on the same disk, where a crash's leftover is swept away
   * like an abandoned upload.
   */
  async function makePreview(id: string) {
    const partial = path.join(incoming, `${id}.preview-${randomBytes(6).toString("hex")}.part`);
    try {
      const drawn = await drawImageInTurn(serverOwner, path.join(root, id), {
        side: previewSide,
        format: "webp",
        output: partial,
      });
      if (!drawn.ok) throw new Error(`Stored image refused: ${drawn.message}`);
      await rename(partial, previewPathOf(id));
    } finally {
      await rm(partial, { force: true });
    }
  }

  return {
    /** The directory stored files are in. */
    root,

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

    /** Moves a checked file into place and records it. */
    async commit(id: string, incomingPath: string, upload: NewUpload): Promise<StoredArtwork> {
      await rename(incomingPath, this.pathOf(id));
      // The preview is in place before the record: a stored image always has one.
      if (upload.previewPath) await rename(upload.previewPath, previewPathOf(id));
      const row: Upload = {
        id,
        filename: upload.filename,
        mime_type: upload.mimeType,
        size_bytes: upload.sizeBytes,
        width: upload.width,
        height: upload.height,
        page_width_pt: upload.pageWidthPt,
        page_height_pt: upload.pageHeightPt,
        created_at: Date.now(),
        attached_at: null,
      };
      try {
        await db.insertInto("uploads").values(row).execute();
      } catch (error) {
        await rm(this.pathOf(id), { force: true });
        await rm(this.previewPathOf(id), { force: true });
        throw error;
      }
      return describeUpload(row);
    },

    /** Where a stored file is; ids come from `begin`, so they never hold a path separator. */
    pathOf(id: string): string {
      return path.join(root, id);
    },

    previewPathOf,

    /**
     * The path of a stored image's preview (an 800 px WebP), made at upload
     * (or, for an older upload, the first time it is asked for) and kept
     * beside the file; undefined for a PDF or an unknown id. Throws if the
     * image cannot be read, or would cost too much to.
     */
    async preview(id: string): Promise<string | undefined> {
      const upload = await this.find(id);
      if (!upload) return undefined;
      const previewPath = this.previewPathOf(id);
      try {
        await access(previewPath);
        return previewPath;
      } catch {
        // Not made yet. A PDF's is made at its check (issue 34); one checked before has none.
        if (!upload.mime_type.startsWith("image/")) return undefined;
      }
      let made = making.get(id);
      if (!made) {
        made = makePreview(id).finally(() => making.delete(id));
        making.set(id, made);
      }
      await made;
      return previewPath;
    },

    async find(id: string): Promise<Upload | undefined> {
      return db.selectFrom("uploads").selectAll().where("id", "=", id).executeTakeFirst();
    },

    /**
     * Deletes files no submission named within the retention period, and
     * incoming files left behind by a crash. Answers how many it removed.
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
      let removed = 0;
      for (const { id } of expired) {
        // The record goes first (a file without a record is never served), and
        // only if no order named the file meanwhile.
        const { numDeletedRows } = await db
          .deleteFrom("uploads")
          .where("id", "=", id)
          .where("attached_at", "is", null)
          .executeTakeFirst();
        if (numDeletedRows === 0n) continue;
        await rm(this.pathOf(id), { force: true });
        await rm(this.previewPathOf(id), { force: true });
        removed += 1;
      }
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
