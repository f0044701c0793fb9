import type { Readable } from "node:stream";

/**
 * Where every stored file lives (issue 38): artwork, its previews, print
 * files, mockups and proof files, under a key of ours, never a client's.
 * Two engines, chosen by STORAGE: a directory on this machine (the embedded
 * default, `disk.ts`) and an S3-compatible bucket that several instances
 * share (`s3.ts`). Everything is private: files leave only through our
 * routes, after their access checks.
 *
 * Files are made and checked on local disk first (the sandbox reads and
 * writes paths); `keep` takes a finished local file into the store, and
 * `copyOut` brings one back to local disk when a program must read it.
 */
export interface ObjectStore {
  /** "local disk at …", "S3 bucket …": for the start-up log. */
  readonly description: string;
  /**
   * Stores the whole local file at `localPath` under `key`, and removes the
   * local file (moved on the same disk, uploaded then deleted otherwise).
   * The object appears whole or not at all.
   */
  keep(key: string, localPath: string): Promise<void>;
  /** The object's bytes as a stream, or undefined when there is none. */
  open(key: string): Promise<Readable | undefined>;
  /** Writes the object to `localPath`; false when there is none. */
  copyOut(key: string, localPath: string): Promise<boolean>;
  /** Deletes the objects; a missing one is not an error. */
  remove(keys: readonly string[]): Promise<void>;
}

/** A key: a folder of ours and a name from our random ids (no `..`, no leading slash). */
const keyPattern = /^[a-z]+(?:-[a-z]+)*\/[A-Za-z0-9_-]+(?:\.[a-z0-9]+)?$/;

/** Refuses anything but a key `objectKeys` could have made. */
export function checkKey(key: string): string {
  if (!keyPattern.test(key)) throw new Error(`Not a stored file's key: ${JSON.stringify(key)}`);
  return key;
}

/** The one place keys are made: each kind of file in its folder, under its random id. */
export const objectKeys = {
  artwork: (id: string) => checkKey(`artwork/${id}`),
  preview: (id: string) => checkKey(`previews/${id}.webp`),
  production: (id: string) => checkKey(`production/${id}`),
};

/** A stored file's record exists but its object does not: answered 404, logged as an error. */
export class MissingObject extends Error {
  readonly key: string;
  constructor(key: string) {
    super(`The stored file ${key} is missing`);
    this.key = key;
  }
}

/** For a `.catch`: a missing object answers undefined (the caller's "no such file"); anything else is thrown. */
export function missingAsUndefined(error: unknown): undefined {
  if (error instanceof MissingObject) return undefined;
  throw error;
}

/** The whole object in memory (for small ones only: previews, at most a few hundred KB). */
export async function readObject(store: ObjectStore, key: string): Promise<Buffer | undefined> {
  const stream = await store.open(key);
  if (!stream) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
