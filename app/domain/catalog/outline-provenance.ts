/*
 * What an outline is (PRODUCT.md §12, issue 49): the four things any page,
 * e-mail, proof or console screen may say about where a cut comes from, and
 * the one rule of which of them may be cut without a person's test fit.
 */

export const outlineProvenances = ["approved", "measured", "published", "estimated"] as const;

export type OutlineProvenance = (typeof outlineProvenances)[number];

/** The words every page uses for each, as a customer or staff member reads them. */
export const outlineProvenanceLabels: Record<OutlineProvenance, string> = {
  approved: "Test cut approved",
  measured: "Measured by the shop",
  published: "Published figure, not yet measured",
  estimated: "Estimated from the screen size",
};

/**
 * An outline's provenance from its piece's template version in the shop's
 * library (its status), else from where the drawn outline's size comes from.
 */
export function outlineProvenance(
  template: { status: "measured" | "approved" } | null,
  size: "measured" | "published" | "display",
): OutlineProvenance {
  if (template) return template.status === "approved" ? "approved" : "measured";
  if (size === "published") return "published";
  return size === "measured" ? "measured" : "estimated";
}

/** Only a template whose test cut fitted the device is cut without a person's test fit. */
export const cutsWithoutTestFit = (provenance: OutlineProvenance) => provenance === "approved";
