import { useCallback, useMemo, useSyncExternalStore } from "react";
import {
  helpfulStorageKey,
  markHelpful,
  parseHelpfulIds,
  serializeHelpfulIds,
} from "#app/components/reviews/review-state.ts";

/*
 * The helpful set lives in localStorage, read through useSyncExternalStore: the
 * server (and hydration) see an empty set, then React re-renders with the stored
 * one, so the prerendered HTML never mismatches. Other tabs stay in step through
 * the "storage" event.
 */

const listeners = new Set<() => void>();
// Used when storage is blocked (private mode, disabled cookies) so a press still counts for the visit.
let fallback: string | null = null;
let storageUsable = true;

function read(): string | null {
  if (!storageUsable) return fallback;
  try {
    return window.localStorage.getItem(helpfulStorageKey);
  } catch {
    storageUsable = false;
    return fallback;
  }
}

function write(value: string): void {
  fallback = value;
  try {
    window.localStorage.setItem(helpfulStorageKey, value);
  } catch {
    storageUsable = false;
  }
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent): void {
  if (event.key !== helpfulStorageKey && event.key !== null) return;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("storage", onStorage);
  };
}

const serverSnapshot = (): string | null => null;

/** The ids this visitor marked helpful, and a way to mark one (once). */
export function useHelpfulReviews(): {
  helpfulIds: ReadonlySet<string>;
  markReviewHelpful: (id: string) => void;
} {
  const raw = useSyncExternalStore(subscribe, read, serverSnapshot);
  const helpfulIds = useMemo(() => parseHelpfulIds(raw), [raw]);
  const markReviewHelpful = useCallback((id: string) => {
    const current = parseHelpfulIds(read());
    const next = markHelpful(current, id);
    if (next !== current) write(serializeHelpfulIds(next));
  }, []);
  return { helpfulIds, markReviewHelpful };
}
