import type { StoredArtwork } from "#app/forms/artwork.ts";
import type { SubmissionKind } from "#app/domain/submissions.ts";
import type { PostRequest } from "#app/lib/post-request.ts";

/*
 * What the server's submission intake does for routes (the forms' posts,
 * artwork, form files): its service and its types, beside the intake
 * (intake.ts) that implements it.
 */

export interface SubmissionInput {
  /** Made by the browser when the form opened (or by the server for a post without script). */
  id: string;
  kind: SubmissionKind;
  /** The record stored and forwarded as it is (SPEC.md section 3 shapes). */
  payload: object;
  /** Uploaded files the submission names: kept from then on (never expired). */
  artworkIds?: readonly string[];
}

/** A stored artwork file and the link the shop downloads it from. */
export interface ArtworkLink extends StoredArtwork {
  url: string;
}

/**
 * What recording a submission came to: a new record; the same id and kind
 * again; an id already used by another kind; or an uploaded file the
 * submission names is gone (nothing stored).
 */
export type RecordOutcome = "created" | "duplicate" | "conflict" | "missing-artwork";

/** A form with a file, read as it streamed: its text fields, the stored file's id under its field, or why not. */
export interface FileFormReading {
  values: Record<string, string>;
  /** Stored files' ids by field: only the form's file parts put an id here. */
  files: Record<string, string>;
  /** The field whose file was refused, and the visitor's message; null when none was. */
  refused: { field: string; message: string } | null;
}

export interface SubmissionServices {
  /** Commits a submission (and its webhook delivery) before answering. */
  recordSubmission(input: SubmissionInput): Promise<RecordOutcome>;
  /** An uploaded file by its id, if it is (still) stored. */
  findArtwork(id: string): Promise<ArtworkLink | undefined>;
  /**
   * A drawing as PNG, with a stored image's preview embedded (null when
   * `artworkId` is none, a PDF or unknown): `draw` makes the SVG from the
   * picture's data URL. Runs in the server's one image queue; throws when it
   * is full.
   */
  drawingAsPng(artworkId: string | null, draw: (picture: string | null) => string): Promise<Buffer>;
  /**
   * Reads a multipart form with a file field (a proof, a reply to one, a
   * print file): the file streamed through the artwork intake and stored,
   * its check in the turn of the client at `ip`.
   */
  readFileForm(request: PostRequest, ip: string | null): Promise<FileFormReading>;
  /** Counts a post dropped because its honeypot was filled. */
  countDroppedPost(form: string): void;
  /** Logs a submission that could not be stored; the visitor is asked to try again. */
  reportFailure(form: string, error: unknown): void;
}
