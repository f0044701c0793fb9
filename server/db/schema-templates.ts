/*
 * Cut to fit (issue 34): the shop's template library (server/templates/
 * library.ts) and the approvals of print files (server/orders/approvals.ts).
 * DatabaseSchema (schema.ts) lists them with the rest.
 */

/** One version of a measured template of a model's piece. */
export interface CutTemplatesTable {
  id: string;
  brand: string;
  model: string;
  /** "lid" or "palmrest". */
  piece: string;
  version: number;
  /** "measured", then "approved" once a test cut fitted the device. */
  status: string;
  /** JSON: the piece's size (inches), its edge and holes (path data, renderer units). */
  shape: string;
  /** "svg", "dxf" or "pdf": what was imported, its name as sent and its SHA-256. */
  source_format: string;
  source_filename: string;
  source_sha256: string;
  note: string;
  imported_by: string;
  imported_at: number;
  approved_by: string | null;
  approved_at: number | null;
  approved_note: string | null;
}

/** One design's print file, approved: by the customer (a proof round), or kept by staff. */
export interface PrintApprovalsTable {
  id: string;
  order_number: string;
  line_id: string;
  print_file_id: string;
  print_sha256: string;
  print_version: number;
  /** The proof round the customer approved; null when staff kept an approval. */
  round: number | null;
  /** The staff member who kept an approval for a changed file, and why. */
  by_staff: string | null;
  reason: string;
  approved_at: number;
}
