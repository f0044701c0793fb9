import { createContext } from "react-router";
import type { StoredArtwork } from "~/forms/artwork";

/** The kinds of submission, each forwarded to its own webhook (PRODUCT.md section 5). */
export type SubmissionKind = "contact" | "quote" | "affiliate" | "newsletter" | "order";

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
 * A new record; the same id and kind again; an id already used by another
 * kind; or an uploaded file the submission names is gone (nothing stored).
 */
export type RecordOutcome = "created" | "duplicate" | "conflict" | "missing-artwork";

/**
 * What the running server hands routes (server/index.ts builds it): routes
 * never open the database or read the environment themselves.
 */
export interface SubmissionServices {
  /** Commits a submission (and its webhook delivery) before answering. */
  recordSubmission(input: SubmissionInput): Promise<RecordOutcome>;
  /** An uploaded file by its id, if it is (still) stored. */
  findArtwork(id: string): Promise<ArtworkLink | undefined>;
  /** Counts a post dropped because its honeypot was filled. */
  countDroppedPost(form: string): void;
  /** Logs a submission that could not be stored; the visitor is asked to try again. */
  reportFailure(form: string, error: unknown): void;
}

/** What the HTTP layer knows of the request that React Router's Request does not carry. */
export interface ClientInfo {
  /** The client's address, behind a trusted local proxy if there is one. */
  ip: string | null;
}

export const submissionServicesContext = createContext<SubmissionServices>();
export const clientInfoContext = createContext<ClientInfo>();
