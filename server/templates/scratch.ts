import { createWriteStream } from "node:fs";
import { rm, writeFile } from "node:fs/promises";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { Refusal } from "../uploads/receive.ts";
import type { UploadStore } from "../uploads/store.ts";
import type { KeepFile } from "../uploads/form-files.ts";

/*
 * A template file sent with the console's import form, kept in the uploads'
 * `.incoming` while the same request reads and checks it (import.ts), then
 * removed; one left behind by a crash is swept with the other incoming files.
 */

/** A template file is a drawing: a few hundred kilobytes; past this it is not one. */
export const maxTemplateBytes = 5 * 1024 * 1024;

/** Where the name a kept template file was sent with is noted, beside it. */
export const sentNamePath = (incomingPath: string) => `${incomingPath}.name`;

/** The form intake that keeps a template file as it streams, within `maxTemplateBytes`. */
export function keepTemplateFile(store: UploadStore): KeepFile {
  return async (stream, filename) => {
    const { id, incomingPath } = store.begin();
    await writeFile(sentNamePath(incomingPath), filename.slice(0, 255));
    let bytes = 0;
    const limit = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        if (bytes > maxTemplateBytes)
          done(new Refusal(413, "The template file is over 5 MB: a cut drawing is far smaller."));
        else done(null, chunk);
      },
    });
    try {
      await pipeline(stream, limit, createWriteStream(incomingPath));
    } catch (error) {
      await rm(incomingPath, { force: true });
      await rm(sentNamePath(incomingPath), { force: true });
      throw error;
    }
    return id;
  };
}
