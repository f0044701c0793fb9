import type { Kysely } from "kysely";
import * as z from "zod/mini";
import type { CutTemplate, MeasuredPiece, PieceName } from "#app/domain/catalog/piece-cut.ts";
import { type Actor, recordAudit } from "../audit.ts";
import type { DatabaseSchema } from "../db/schema.ts";
import type { CutTemplatesTable } from "../db/schema-templates.ts";
import { newId } from "../tokens.ts";
import { type MeasuredShape, pieceOfShape } from "./measured-piece.ts";

/*
 * The shop's template library (issue 34): the one owner of `cut_templates`.
 * Each import of a model's piece is the next version; the newest version of
 * each piece is the one every cut, preview, proof and template download
 * uses. A version is "measured" when imported and "approved" once a test
 * cut fitted the device, with who, when and a note; both are audited.
 */

type Db = Kysely<DatabaseSchema>;

export const pieceNames = ["lid", "palmrest"] as const satisfies readonly PieceName[];
export const templateStatuses = ["measured", "approved"] as const;
export type TemplateStatus = (typeof templateStatuses)[number];

const ShapeSchema = z.object({
  width: z.number(),
  height: z.number(),
  edge: z.string(),
  holes: z.array(z.object({ label: z.string(), d: z.string() })),
});

/** A version as the console lists it. */
export interface TemplateRecord {
  id: string;
  brand: string;
  model: string;
  piece: PieceName;
  version: number;
  status: TemplateStatus;
  shape: MeasuredShape;
  source: { format: string; filename: string; sha256: string };
  note: string;
  imported: { by: string; at: number };
  approved: { by: string; at: number; note: string } | null;
}

function recordOf(row: CutTemplatesTable): TemplateRecord {
  const piece = pieceNames.find((name) => name === row.piece);
  const status = templateStatuses.find((name) => name === row.status);
  if (!piece || !status) throw new Error(`Template ${row.id} has an unknown piece or status`);
  return {
    id: row.id,
    brand: row.brand,
    model: row.model,
    piece,
    version: row.version,
    status,
    shape: ShapeSchema.parse(JSON.parse(row.shape)),
    source: { format: row.source_format, filename: row.source_filename, sha256: row.source_sha256 },
    note: row.note,
    imported: { by: row.imported_by, at: Number(row.imported_at) },
    approved:
      row.approved_by && row.approved_at !== null
        ? { by: row.approved_by, at: Number(row.approved_at), note: row.approved_note ?? "" }
        : null,
  };
}

/** Each version's cut, made once per process (Clipper's insets are the costly part). */
const pieces = new Map<string, MeasuredPiece>();

export function measuredPieceOf(record: TemplateRecord): MeasuredPiece {
  let piece = pieces.get(record.id + record.status);
  if (!piece) {
    piece = {
      ...pieceOfShape(record.shape, record.piece),
      template: { id: record.id, version: record.version, status: record.status },
    };
    pieces.set(record.id + record.status, piece);
  }
  return piece;
}

/** The versions of a model's templates, newest first (one piece, or both). */
export async function templateVersions(
  db: Db,
  brand: string,
  model: string,
  piece?: PieceName,
): Promise<TemplateRecord[]> {
  let query = db
    .selectFrom("cut_templates")
    .selectAll()
    .where("brand", "=", brand)
    .where("model", "=", model);
  if (piece) query = query.where("piece", "=", piece);
  const rows = await query.orderBy("version", "desc").execute();
  return rows.map(recordOf);
}

/** A model's current template: the newest version of each piece it has; null when none. */
export async function currentTemplate(
  db: Db,
  brand: string,
  model: string,
): Promise<CutTemplate | null> {
  const versions = await templateVersions(db, brand, model);
  const template: CutTemplate = {};
  for (const record of versions) template[record.piece] ??= measuredPieceOf(record);
  return Object.keys(template).length > 0 ? template : null;
}

/** Every model's current versions, for the console's list: newest import first. */
export async function currentTemplates(db: Db): Promise<TemplateRecord[]> {
  const rows = await db
    .selectFrom("cut_templates as t")
    .selectAll("t")
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("cut_templates as newer")
            .select("newer.id")
            .whereRef("newer.brand", "=", "t.brand")
            .whereRef("newer.model", "=", "t.model")
            .whereRef("newer.piece", "=", "t.piece")
            .whereRef("newer.version", ">", "t.version"),
        ),
      ),
    )
    .orderBy("t.imported_at", "desc")
    .limit(500)
    .execute();
  return rows.map(recordOf);
}

export async function findTemplate(db: Db, id: string): Promise<TemplateRecord | undefined> {
  const row = await db
    .selectFrom("cut_templates")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? recordOf(row) : undefined;
}

/** Keeps a checked template as its piece's next version, and audits it. */
export async function recordTemplate(
  db: Db,
  input: {
    brand: string;
    model: string;
    piece: PieceName;
    shape: MeasuredShape;
    source: { format: string; filename: string; sha256: string };
    note: string;
    by: Actor;
    now: number;
  },
): Promise<TemplateRecord> {
  return db.transaction().execute(async (trx) => {
    const latest = await trx
      .selectFrom("cut_templates")
      .select((eb) => eb.fn.max("version").as("version"))
      .where("brand", "=", input.brand)
      .where("model", "=", input.model)
      .where("piece", "=", input.piece)
      .executeTakeFirst();
    const row: CutTemplatesTable = {
      id: newId(),
      brand: input.brand,
      model: input.model,
      piece: input.piece,
      version: Number(latest?.version ?? 0) + 1,
      status: "measured",
      shape: JSON.stringify(input.shape),
      source_format: input.source.format,
      source_filename: input.source.filename.slice(0, 255),
      source_sha256: input.source.sha256,
      note: input.note,
      imported_by: input.by.email,
      imported_at: input.now,
      approved_by: null,
      approved_at: null,
      approved_note: null,
    };
    await trx.insertInto("cut_templates").values(row).execute();
    await recordAudit(trx, input.by, {
      action: "imported-template",
      subject: `${input.brand} ${input.model} ${input.piece} v${row.version}`,
      detail: { id: row.id, file: row.source_filename },
      at: input.now,
    });
    return recordOf(row);
  });
}

/** Marks a version's test cut approved (once), and audits it. */
export async function approveTemplate(
  db: Db,
  input: { id: string; note: string; by: Actor; now: number },
): Promise<"approved" | "already" | "missing"> {
  return db.transaction().execute(async (trx) => {
    const found = await trx
      .selectFrom("cut_templates")
      .selectAll()
      .where("id", "=", input.id)
      .executeTakeFirst();
    if (!found) return "missing";
    const updated = await trx
      .updateTable("cut_templates")
      .set({
        status: "approved",
        approved_by: input.by.email,
        approved_at: input.now,
        approved_note: input.note,
      })
      .where("id", "=", input.id)
      .where("status", "=", "measured")
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return "already";
    await recordAudit(trx, input.by, {
      action: "approved-template",
      subject: `${found.brand} ${found.model} ${found.piece} v${found.version}`,
      detail: { id: found.id, note: input.note },
      at: input.now,
    });
    return "approved";
  });
}
