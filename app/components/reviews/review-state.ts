/**
 * Pure state rules of the reviews page: how many cards Load More reveals and
 * which reviews this visitor has already marked helpful. No DOM, no storage.
 */

/** localStorage key holding the ids of reviews this visitor marked helpful. */
export const helpfulStorageKey = "wrapcraft:helpful-reviews";

/** Cards visible before the first Load More. */
export function initialVisibleCount(total: number, pageSize: number): number {
  return Math.max(0, Math.min(total, pageSize));
}

/** Cards visible after one more Load More press; never more than there are. */
export function nextVisibleCount(visible: number, total: number, pageSize: number): number {
  return Math.min(total, visible + pageSize);
}

export function hasMoreReviews(visible: number, total: number): boolean {
  return visible < total;
}

/**
 * Reads the stored helpful set. Storage is user-editable, so anything that is
 * not a JSON array of strings is treated as empty rather than trusted.
 */
export function parseHelpfulIds(raw: string | null): ReadonlySet<string> {
  if (!raw) return new Set();
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return new Set();
    return new Set(value.filter((item): item is string => typeof item === "string"));
  } catch {
    return new Set();
  }
}

/** Sorted so the stored value is the same whatever order the presses came in. */
export function serializeHelpfulIds(ids: ReadonlySet<string>): string {
  return JSON.stringify([...ids].sort());
}

/** Adds a review id; returns the same set when it is already there (counted once). */
export function markHelpful(ids: ReadonlySet<string>, id: string): ReadonlySet<string> {
  if (ids.has(id)) return ids;
  return new Set([...ids, id]);
}

/** The count shown on a review's Helpful button for this visitor. */
export function helpfulCount(storedCount: number, markedByVisitor: boolean): number {
  return storedCount + (markedByVisitor ? 1 : 0);
}
