import type { Request, RequestHandler, Response } from "express";
import { createWriteStream } from "node:fs";
import { rm, stat } from "node:fs/promises";
import { type Readable, Transform, type TransformCallback } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  type ArtworkMimeType,
  artworkFilenameHeader,
  artworkMessages,
  maxArtworkBytes,
  sniffBytes,
  sniffType,
} from "#app/forms/artwork.ts";
import type { StoredArtwork } from "#app/forms/artwork.ts";
import { withoutControlCharacters } from "#app/lib/control-characters.ts";
import { serverIsWorking } from "../timeouts.ts";
import { clientIdentity } from "../rate-limit.ts";
import { QueueFull } from "../sandbox/queue.ts";
import { inspectArtwork } from "./inspect.ts";
import type { UploadStore } from "./store.ts";

/** Why a file was refused: the visitor's message and the HTTP status that says it. */
export class Refusal extends Error {
  readonly status: number;
  /** How much had arrived when it was refused. */
  bytes = 0;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/** The client went away before the whole file arrived. */
export class Abandoned extends Error {}

/**
 * Passes the body through unchanged while counting it (refusing past the
 * limit) and reading its type from the first bytes (refusing anything but
 * PNG, JPEG or PDF before more is written).
 */
class ArtworkGate extends Transform {
  received = 0;
  type: ArtworkMimeType | null = null;
  private head = Buffer.alloc(0);

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.received += chunk.length;
    if (this.received > maxArtworkBytes) {
      callback(new Refusal(413, artworkMessages.tooLarge));
      return;
    }
    if (!this.type) {
      this.head = Buffer.concat([this.head, chunk]);
      if (this.head.length < sniffBytes) {
        callback();
        return;
      }
      this.type = sniffType(this.head);
      if (!this.type) {
        callback(new Refusal(415, artworkMessages.wrongType));
        return;
      }
      const head = this.head;
      this.head = Buffer.alloc(0);
      callback(null, head);
      return;
    }
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback) {
    if (this.received === 0) callback(new Refusal(400, artworkMessages.empty));
    else if (!this.type) callback(new Refusal(415, artworkMessages.wrongType));
    else callback();
  }
}

/**
 * The visitor's name for the file, for display and the shop's download:
 * no directories, no control characters, at most 200 characters. It never
 * becomes a path (files are stored under their random id).
 */
export function cleanFilename(header: string | undefined): string {
  let name = header ?? "";
  try {
    name = decodeURIComponent(name);
  } catch {
    // Not URI-encoded: take it as it is.
  }
  const base = name.split(/[/\\]/).at(-1) ?? "";
  const clean = withoutControlCharacters(base, { multiline: false }).trim().slice(0, 200);
  return clean || "artwork";
}

/**
 * A refused body's remaining bytes are read and thrown away, up to this
 * many, before the answer goes out. Answering while the client still sends
 * would end with the connection closed on unread data, which resets it, and
 * the client would lose the answer with it. Past this the connection is cut.
 */
const drainLimitBytes = 64 * 1024 * 1024;

function refuse(req: Request, res: Response, status: number, message: string) {
  const answer = () => {
    if (!res.headersSent) res.status(status).json({ outcome: "failed", message });
  };
  if (req.complete) {
    answer();
    return;
  }
  let drained = 0;
  req.on("data", (chunk: Buffer) => {
    drained += chunk.length;
    if (drained <= drainLimitBytes) return;
    res.setHeader("Connection", "close");
    answer();
    req.destroy();
  });
  req.once("end", answer);
  req.resume();
}

/** Whose turn a file's check takes in the sandbox's line: its client's (clientIdentity). */
export const uploadOwner = (ip: string | null | undefined) =>
  `client:${ip ? clientIdentity(ip) : "unknown"}`;

/**
 * The one way a file comes in (the artwork endpoint's body, a form's file
 * field): streamed to disk under the limit, its type read from its first
 * bytes, checked by content in the sandbox (in `owner`'s turn), then stored
 * under a random id. Throws a `Refusal` (with the visitor's message and an
 * HTTP status), `QueueFull`, or `Abandoned` when `source` ends early.
 */
export async function storeArtwork(
  store: UploadStore,
  source: Readable,
  {
    filename,
    owner,
    onReceived,
  }: { filename: string | undefined; owner: string; onReceived?: () => void },
): Promise<{ stored: StoredArtwork; bytes: number }> {
  const { id, incomingPath, previewPath } = store.begin();
  const gate = new ArtworkGate();
  try {
    // The source is piped rather than part of the pipeline, so a refusal
    // does not destroy an HTTP request's socket before the answer is sent.
    const written = pipeline(gate, createWriteStream(incomingPath, { flags: "wx" }));
    let ended = false;
    source.once("end", () => (ended = true));
    source.once("close", () => {
      if (!ended) gate.destroy(new Abandoned());
    });
    // A source that fails mid-file (the connection reset, the form cut short) is a client gone.
    source.once("error", () => gate.destroy(new Abandoned()));
    source.pipe(gate);
    await written;
    // The whole file is here: its check may wait its turn (one image, two PDFs at a time).
    onReceived?.();
    const type = gate.type as ArtworkMimeType;
    const inspection = await inspectArtwork(incomingPath, type, { owner, previewPath });
    if (!inspection.ok) throw new Refusal(422, inspection.message);
    const stored = await store.commit(id, incomingPath, {
      filename: cleanFilename(filename),
      mimeType: type,
      // The checked file's size: a PDF is replaced by a rebuilt copy (pdf-check.ts).
      sizeBytes: (await stat(incomingPath)).size,
      width: inspection.width,
      height: inspection.height,
      page: inspection.page,
      preflight: inspection.preflight,
      previewPath: inspection.previewPath,
    });
    return { stored, bytes: gate.received };
  } catch (error) {
    await rm(incomingPath, { force: true });
    await rm(previewPath, { force: true });
    if (error instanceof Refusal) error.bytes = gate.received;
    throw error;
  }
}

/**
 * POST of one artwork file as the raw request body (PRODUCT.md section 3):
 * streamed to disk (memory stays flat whatever the size), refused with 413
 * past the limit, checked by content, then stored under a random id.
 * Answers 201 with the stored file's description.
 */
export function receiveArtwork(store: UploadStore): RequestHandler {
  return async (req, res) => {
    const declared = req.headers["content-length"];
    if (declared !== undefined && Number(declared) > maxArtworkBytes) {
      refuse(req, res, 413, artworkMessages.tooLarge);
      return;
    }
    try {
      const { stored, bytes } = await storeArtwork(store, req, {
        filename: req.get(artworkFilenameHeader),
        owner: uploadOwner(req.ip),
        onReceived: () => serverIsWorking(req),
      });
      req.log.info({ uploadId: stored.id, type: stored.mimeType, bytes }, "Artwork stored");
      res.status(201).json(stored);
    } catch (error) {
      if (error instanceof Refusal) {
        req.log.info(
          { status: error.status, bytes: error.bytes },
          `Artwork refused: ${error.message}`,
        );
        refuse(req, res, error.status, error.message);
      } else if (error instanceof QueueFull) {
        req.log.warn("Artwork refused: file checks are busy");
        res.setHeader("Retry-After", "60");
        refuse(req, res, 503, artworkMessages.busy);
      } else if (error instanceof Abandoned) {
        req.log.info("Artwork upload abandoned by the client");
      } else {
        req.log.error({ err: error }, "Artwork could not be stored");
        refuse(req, res, 503, artworkMessages.failed);
      }
    }
  };
}
