import { createHash } from "node:crypto";
import { open, readFile, rm } from "node:fs/promises";
import { deviceBody } from "#app/domain/catalog/bodies.ts";
import { findModel } from "#app/domain/catalog/brands.ts";
import { millimetresPerInch } from "#app/domain/catalog/footprint.ts";
import { footprintRecord } from "#app/domain/catalog/footprint-records.server.ts";
import type { PieceName } from "#app/domain/catalog/piece-cut.ts";
import type { Actor } from "../audit.ts";
import type { Kysely } from "kysely";
import type { DatabaseSchema } from "../db/schema.ts";
import { runNodeTask } from "../sandbox/node-task.ts";
import { runSandboxed } from "../sandbox/run.ts";
import { sandboxQueue } from "../sandbox/sandbox.ts";
import { type TemplateRecord, recordTemplate } from "./library.ts";
import { measuredShape } from "./measured-piece.ts";
import type { ExpectedSize } from "./validate.ts";

/*
 * Importing a measured template (issue 34): the file is told apart by its
 * content (SVG, DXF or PDF, never by its name), read in the sandbox (a PDF's
 * first page drawn as SVG by poppler's pdftocairo first), checked against
 * what can be cut and the model's size, and kept as its piece's next version.
 */

const mib = 1024 * 1024;

export type ImportOutcome =
  { outcome: "imported"; record: TemplateRecord } | { outcome: "refused"; problems: string[] };

/** What the file is, from its first bytes. */
async function formatOf(file: string): Promise<"svg" | "dxf" | "pdf" | null> {
  const handle = await open(file, "r");
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(2048), 0, 2048, 0);
    const head = buffer.subarray(0, bytesRead).toString("latin1");
    if (head.startsWith("%PDF-")) return "pdf";
    if (/^\s*0\s*\r?\n\s*SECTION\b/.test(head) || /^\s*999\s*\r?\n/.test(head)) return "dxf";
    if (
      /<svg[\s>]/.test(head) &&
      /^\s*(<\?xml|<!--|<!DOCTYPE|<svg)/i.test(head.replace(/^\uFEFF/, ""))
    )
      return "svg";
    return null;
  } finally {
    await handle.close();
  }
}

/** The size the piece should be: the model's published footprint, or our estimate of it. */
export function expectedSize(brand: string, model: string, piece: PieceName): ExpectedSize {
  const body = deviceBody(brand, model);
  const record = footprintRecord(brand, model);
  const size = piece === "palmrest" && body.deck ? body.deck : body.lid;
  const published = record?.kind === "published" && piece === "lid";
  return {
    widthMm: published ? record.widthMm : size.width * millimetresPerInch,
    depthMm: published ? record.depthMm : size.height * millimetresPerInch,
    kind: published ? "published" : "estimated",
  };
}

export async function importTemplate(
  db: Kysely<DatabaseSchema>,
  input: {
    brand: string;
    model: string;
    piece: PieceName;
    /** The received file, and its name as sent. */
    file: { path: string; filename: string };
    note: string;
    by: Actor;
    now: number;
  },
): Promise<ImportOutcome> {
  const refused = (problem: string): ImportOutcome => ({ outcome: "refused", problems: [problem] });
  if (!findModel(input.brand, input.model)) return refused("Choose a model from the catalog.");
  if (input.piece === "palmrest" && !deviceBody(input.brand, input.model).deck)
    return refused("This model has no palm rest to wrap.");
  const format = await formatOf(input.file.path);
  if (!format) return refused("This is not an SVG, DXF or PDF file.");
  const sha256 = createHash("sha256")
    .update(await readFile(input.file.path))
    .digest("hex");
  const drawing = `${input.file.path}.svg`;
  try {
    const read = await sandboxQueue(`staff:${input.by.email}`, async () => {
      if (format === "pdf") {
        const drawn = await runSandboxed(
          "pdftocairo",
          ["-svg", "-f", "1", "-l", "1", input.file.path, drawing],
          {
            addressSpaceBytes: 768 * mib,
            cpuSeconds: 20,
            wallSeconds: 30,
            fileBytes: 32 * mib,
            outputBytes: 0,
          },
          { discardOutput: true },
        );
        if (!drawn.ok)
          return {
            ok: false as const,
            broke: drawn.broke,
            error: "poppler could not draw its first page",
          };
      }
      return runNodeTask(
        "read-template",
        {
          path: format === "pdf" ? drawing : input.file.path,
          format: format === "dxf" ? "dxf" : "svg",
          expected: expectedSize(input.brand, input.model, input.piece),
        },
        {
          memoryBytes: 256 * mib,
          cpuSeconds: 20,
          wallSeconds: 30,
          fileBytes: mib,
          outputBytes: 32 * mib,
        },
      );
    });
    if (!read.ok) {
      return refused(
        read.broke
          ? `The file could not be read within the sandbox's ${read.broke} limit: it is not a laptop template.`
          : `The file could not be read: ${read.error}`,
      );
    }
    const checked = read.value;
    if (!checked.ok) return { outcome: "refused", problems: checked.problems };
    const record = await recordTemplate(db, {
      brand: input.brand,
      model: input.model,
      piece: input.piece,
      shape: measuredShape(checked.outline, checked.holes),
      source: { format, filename: input.file.filename, sha256 },
      note: input.note,
      by: input.by,
      now: input.now,
    });
    return { outcome: "imported", record };
  } finally {
    await rm(drawing, { force: true });
  }
}
