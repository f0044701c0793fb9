import { Readable } from "node:stream";
import { Busboy } from "@fastify/busboy";
import { artworkMessages, maxArtworkBytes } from "#app/forms/artwork.ts";
import type { PostRequest } from "#app/lib/post-request.ts";
import type { FileFormReading } from "#app/services.server.ts";
import { QueueFull } from "../sandbox/queue.ts";
import { Refusal, storeArtwork } from "./receive.ts";
import type { UploadStore } from "./store.ts";

/*
 * A multipart form with a file (a staff member's proof or print file, a
 * customer's reply to a proof, a template to import), read as it streams:
 * its text fields kept (small, few), its one file passed to the form's
 * intake (`storeArtwork`, the artwork endpoint's own, for every artwork), so
 * the file is limited, checked by content and kept under a random id, and
 * never held in memory.
 */

/** A form's file intake: keeps the file that streams in, answers its id, throws a Refusal. */
export type KeepFile = (stream: Readable, filename: string) => Promise<string>;

/** The artwork intake (`storeArtwork`) as a form's, taking `owner`'s turn in the sandbox's line. */
export const keepArtwork =
  (store: UploadStore, owner: string): KeepFile =>
  async (stream, filename) =>
    (await storeArtwork(store, stream, { filename, owner })).stored.id;

/** Text fields: a proof's message, a comment; the form's own hidden fields. */
// One byte over the artwork limit reaches the gate, which refuses the file (busboy would only cut it short).
const limits = {
  fields: 30,
  fieldSize: 10_000,
  files: 1,
  fileSize: maxArtworkBytes + 1,
  parts: 40,
};

/** The largest body a file form may have: its file at the artwork limit, and its fields. */
export const maxFileFormBytes = maxArtworkBytes + 1024 * 1024;

/**
 * Reads a `multipart/form-data` request. Text fields are `values`; a stored
 * file's id is in `files` under its field's name, and only there (a text
 * field cannot name a file, issue 32); a file field left empty is absent; a
 * refused one is absent and named in `refused`. Throws for a body that is
 * not a well-formed form.
 */
export function readFileForm(request: PostRequest, keep: KeepFile): Promise<FileFormReading> {
  return new Promise((resolve, reject) => {
    if (!request.body) {
      reject(new Error("The form has no body"));
      return;
    }
    const values: Record<string, string> = {};
    const stored: Record<string, string> = {};
    let refused: FileFormReading["refused"] = null;
    const files: Promise<void>[] = [];
    const parser = new Busboy({
      headers: { "content-type": request.headers.get("content-type") ?? "" },
      limits,
    });
    parser.on("field", (name, value) => {
      values[name] = value;
    });
    parser.on("file", (field, stream, filename) => {
      // An empty file input still sends its part, without a name or content.
      if (!filename) {
        stream.resume();
        return;
      }
      files.push(
        keep(stream, filename).then(
          (id) => {
            stored[field] = id;
          },
          (error: unknown) => {
            stream.resume();
            if (error instanceof Refusal) refused = { field, message: error.message };
            else if (error instanceof QueueFull) refused = { field, message: artworkMessages.busy };
            else throw error;
          },
        ),
      );
    });
    parser.on("error", reject);
    parser.on("finish", () => {
      Promise.all(files).then(() => resolve({ values, files: stored, refused }), reject);
    });
    Readable.fromWeb(request.body as import("node:stream/web").ReadableStream).pipe(parser);
  });
}
