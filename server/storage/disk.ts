import { constants, createReadStream, createWriteStream, type ReadStream } from "node:fs";
import { copyFile, mkdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { checkKey, type ObjectStore } from "./object-store.ts";

/** Opens a file for reading, or undefined when it is not there. */
function openIfThere(file: string): Promise<ReadStream | undefined> {
  return new Promise((resolve, reject) => {
    const stream = createReadStream(file);
    stream.once("open", () => resolve(stream));
    stream.once("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") resolve(undefined);
      else reject(error);
    });
  });
}

/**
 * The embedded default: objects are files under `root/{key}` on this
 * machine. A file kept from the same disk is renamed into place (whole or
 * absent); from another, copied beside its place and renamed.
 */
export function createDiskStore(directory: string): ObjectStore {
  const root = path.resolve(directory);
  const pathOf = (key: string) => path.join(root, checkKey(key));

  return {
    description: `local disk at ${root}`,

    async keep(key, localPath) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      try {
        await rename(localPath, target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
        const partial = `${target}.part`;
        await pipeline(createReadStream(localPath), createWriteStream(partial));
        await rename(partial, target);
        await rm(localPath, { force: true });
      }
    },

    open: (key) => openIfThere(pathOf(key)),

    async copyOut(key, localPath) {
      try {
        // A copy-on-write clone where the file system has them, a plain copy elsewhere.
        await copyFile(pathOf(key), localPath, constants.COPYFILE_FICLONE);
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
        throw error;
      }
    },

    async remove(keys) {
      await Promise.all(keys.map((key) => rm(pathOf(key), { force: true })));
    },
  };
}
