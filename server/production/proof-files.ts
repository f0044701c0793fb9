import type { Transaction } from "kysely";
import type { PlacedOrder } from "#app/domain/orders.ts";
import type { StaffActor } from "#app/domain/staff.ts";
import type { DatabaseSchema } from "../db/schema.ts";
import type { ProofFile } from "../orders/proof-rounds.ts";
import { drawImageInTurn } from "../uploads/image.ts";
import { missingAsUndefined } from "../storage/object-store.ts";
import type { UploadStore } from "../uploads/store.ts";
import { recordProductionFile } from "./files.ts";
import type { ProductionStore, StoredProductionFile } from "./store.ts";

/*
 * The files a proof shows, which production makes (the orders module sends
 * the round): each design's print file as a picture and its mockup, or a file
 * of staff's own, an image drawn as a PNG picture in the sandbox or a PDF
 * kept as it is.
 */

/** The width a proof picture made from staff's image is drawn at. */
const proofPictureWidth = 1600;

/**
 * A proof's files, with what records them in the round's transaction (a
 * file kept for a round that is not opened is deleted by the clean-up).
 */
export interface ProofFiles {
  files: ProofFile[];
  record: (trx: Transaction<DatabaseSchema>, round: number) => Promise<void>;
}

/** Staff's own proof file, stored from their upload (checked when it came in). */
async function staffFile(
  { store, uploads }: { store: ProductionStore; uploads: UploadStore },
  number: string,
  uploadId: string,
): Promise<{ stored: StoredProductionFile; picture: boolean } | undefined> {
  const upload = await uploads.find(uploadId);
  if (!upload) return undefined;
  if (upload.mime_type === "application/pdf") {
    // A record whose file is gone from the store is as good as no file.
    const stored = await store.copyIn(upload.id).catch(missingAsUndefined);
    return stored && { stored, picture: false };
  }
  // Staff's file is decoded in the sandbox, like a customer's, in the order's turn.
  const stored = await store
    .put((output) =>
      uploads.withLocalCopy(upload.id, async (source) => {
        const drawn = await drawImageInTurn(`order:${number}`, source, {
          side: proofPictureWidth,
          format: "png",
          output,
        });
        if (!drawn.ok) throw new Error(`The proof picture could not be drawn: ${drawn.message}`);
      }),
    )
    .catch(missingAsUndefined);
  if (!stored) return undefined;
  return { stored, picture: true };
}

/**
 * The files of a proof of `order`: staff's upload when given; else, for each
 * design, the picture of its current print file (print-proof.ts: the proof
 * is the print, and approving it approves that file by its SHA-256) and its
 * mockup on the laptop. None yet: "no-mockup"; a print file replaced by
 * staff's own has no picture of ours: "no-print-picture" (upload a proof of it).
 */
export async function proofFiles(
  production: { store: ProductionStore; uploads: UploadStore },
  order: PlacedOrder,
  input: { uploadId: string | null; actor: StaffActor; now: number },
): Promise<ProofFiles | "unknown-file" | "no-mockup" | "no-print-picture"> {
  const { number } = order;
  if (input.uploadId) {
    const made = await staffFile(production, number, input.uploadId);
    if (!made) return "unknown-file";
    const mimeType = made.picture ? "image/png" : "application/pdf";
    return {
      files: [
        {
          fileId: made.stored.id,
          label: made.picture ? "Proof" : "Proof (PDF)",
          picture: made.picture,
        },
      ],
      record: async (trx, round) => {
        await recordProductionFile(trx, {
          file: made.stored,
          orderNumber: number,
          lineId: "",
          name: { filename: `${number}-proof-${round}` },
          kind: "proof",
          mimeType,
          note: `Sent as proof ${round}.`,
          createdBy: input.actor.email,
          now: input.now,
        });
      },
    };
  }
  const made = await production.store.filesOf(number);
  const latest = (lineId: string, kind: string) =>
    made
      .filter((file) => file.line_id === lineId && file.kind === kind)
      .sort((a, b) => b.version - a.version)[0];
  const files: ProofFile[] = [];
  for (const [index, line] of order.lines.entries()) {
    const [print, picture, mockup] = ["print", "print-view", "mockup"].map((kind) =>
      latest(line.id, kind),
    );
    if (!print || !mockup) return "no-mockup";
    if (!picture || picture.version !== print.version) return "no-print-picture";
    const name =
      order.lines.length > 1
        ? `Design ${index + 1}: ${line.design.designName}`
        : line.design.designName;
    files.push(
      {
        fileId: picture.id,
        label: `${name}, as printed and cut (print file v${print.version})`,
        picture: true,
        print: { lineId: line.id, fileId: print.id, sha256: print.sha256, version: print.version },
      },
      { fileId: mockup.id, label: `${name}, on your laptop`, picture: true },
    );
  }
  return { files, record: async () => {} };
}
