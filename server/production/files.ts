import type { Kysely } from "kysely";
import type { DatabaseSchema, ProductionFileKind } from "../db/schema.ts";
import { objectsRecorded } from "../storage/deletions.ts";
import { objectKeys } from "../storage/object-store.ts";
import type { StoredProductionFile } from "./store.ts";

/*
 * The one way a production file is recorded (issue 33: print files, mockups,
 * proof files and staff's replacements were recorded by three copies): its
 * next version of its kind for its design, its download name, its row, in
 * the caller's transaction, after the file is whole in its place.
 */

type Db = Kysely<DatabaseSchema>;

/**
 * The next version of a design's files of a kind: read in the transaction
 * that records it, or before a print file is made (its slug names its
 * version; the table's unique key refuses it if another took it meanwhile).
 */
export async function nextFileVersion(
  db: Db,
  orderNumber: string,
  lineId: string,
  kind: ProductionFileKind,
) {
  const row = await db
    .selectFrom("production_files")
    .select((eb) => eb.fn.max("version").as("latest"))
    .where("order_number", "=", orderNumber)
    .where("line_id", "=", lineId)
    .where("kind", "=", kind)
    .executeTakeFirst();
  return Number(row?.latest ?? 0) + 1;
}

/** A design's download name: the order, the design and what it is, in plain characters. */
function designFilename(
  orderNumber: string,
  designName: string,
  kind: ProductionFileKind,
  version: number,
) {
  const design = designName
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60);
  return [orderNumber, design || "design", kind, `v${version}`].join("-");
}

const extensions: Record<string, string> = { "application/pdf": "pdf", "image/png": "png" };

/** Records a kept file as the next version of its kind; answers its version. */
export async function recordProductionFile(
  db: Db,
  input: {
    file: StoredProductionFile;
    orderNumber: string;
    /** The design's line id; "" for a file of the whole order (a proof of staff's own). */
    lineId: string;
    /**
     * The download's name, without its extension: a design's name makes it
     * "{order}-{design}-{kind}-v{version}"; a file of the whole order names its own.
     */
    name: { designName: string } | { filename: string };
    kind: ProductionFileKind;
    mimeType: "application/pdf" | "image/png";
    note: string;
    /** The staff member's e-mail; null when the server made it. */
    createdBy: string | null;
    now: number;
    /** The version the file was made as (a print file names its own), else the next. */
    version?: number;
  },
): Promise<number> {
  const version =
    input.version ?? (await nextFileVersion(db, input.orderNumber, input.lineId, input.kind));
  // Named by a record now: the clean-up keeps it (storage/deletions.ts).
  await objectsRecorded(db, [objectKeys.production(input.file.id)]);
  await db
    .insertInto("production_files")
    .values({
      id: input.file.id,
      order_number: input.orderNumber,
      line_id: input.lineId,
      kind: input.kind,
      version,
      filename: `${
        "filename" in input.name
          ? input.name.filename
          : designFilename(input.orderNumber, input.name.designName, input.kind, version)
      }.${extensions[input.mimeType] ?? "bin"}`,
      mime_type: input.mimeType,
      size_bytes: input.file.sizeBytes,
      sha256: input.file.sha256,
      note: input.note,
      created_by: input.createdBy,
      created_at: input.now,
    })
    .execute();
  return version;
}
