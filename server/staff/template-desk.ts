import { readFile, rm } from "node:fs/promises";
import type { PieceName } from "#app/domain/catalog/piece-cut.ts";
import type { StaffActor } from "#app/domain/staff.ts";
import { artworkMessages } from "#app/forms/artwork.ts";
import type { PostRequest } from "#app/lib/post-request.ts";
import type { Database } from "../db/database.ts";
import { QueueFull } from "../sandbox/queue.ts";
import { importTemplate } from "../templates/import.ts";
import {
  approveTemplate,
  currentTemplates,
  findTemplate,
  measuredPieceOf,
  templateVersions,
} from "../templates/library.ts";
import { keepTemplateFile, sentNamePath } from "../templates/scratch.ts";
import { readFileForm } from "../uploads/form-files.ts";
import type { UploadStore } from "../uploads/store.ts";

/*
 * The console's template library (issue 34): the models' current measured
 * templates, one version with its cut and its other versions, importing a
 * file as a model's piece, and approving a version's test cut.
 */

export function createTemplateDesk(
  database: Database,
  settings: { uploads: UploadStore; clock: () => number },
) {
  const { db } = database;
  const { uploads, clock } = settings;
  return {
    /** Every model's current template versions, newest import first. */
    templates: () => currentTemplates(db),

    /** One version, its cut as the shop cuts it, and every version of its model's piece. */
    async templateVersion(id: string) {
      const record = await findTemplate(db, id);
      if (!record) return undefined;
      return {
        record,
        piece: measuredPieceOf(record),
        versions: await templateVersions(db, record.brand, record.model, record.piece),
      };
    },

    /** Reads the import form: its file is kept while the request checks it. */
    readTemplateForm: (request: PostRequest) => readFileForm(request, keepTemplateFile(uploads)),

    /** Imports the form's kept file as the model's piece's next version (or says why not). */
    async importTemplate(
      input: { brand: string; model: string; piece: PieceName; file: string; note: string },
      actor: StaffActor,
    ) {
      const path = uploads.incomingPathOf(input.file);
      try {
        const filename = await readFile(sentNamePath(path), "utf8").catch(() => "template");
        return await importTemplate(db, {
          ...input,
          file: { path, filename },
          by: actor,
          now: clock(),
        }).catch((error: unknown) => {
          if (!(error instanceof QueueFull)) throw error;
          return { outcome: "refused" as const, problems: [artworkMessages.busy] };
        });
      } finally {
        await rm(path, { force: true });
        await rm(sentNamePath(path), { force: true });
      }
    },

    approveTemplate: (input: { id: string; note: string }, actor: StaffActor) =>
      approveTemplate(db, { ...input, by: actor, now: clock() }),
  };
}

export type TemplateDesk = ReturnType<typeof createTemplateDesk>;
export type TemplateVersionPage = NonNullable<Awaited<ReturnType<TemplateDesk["templateVersion"]>>>;
