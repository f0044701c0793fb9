import type { Placement } from "#app/forms/placement.ts";

/**
 * The part of the placement a slider held by the pointer is showing before it
 * is let go. The preview draws it into the picture at once, without a
 * render; the form hears of it on release, so a slider drag redraws the
 * slider, not the whole form (the same bargain the picture's own drag makes).
 */
export interface LivePlacement {
  set(change: Partial<Placement> | null): void;
  subscribe(listener: () => void): () => void;
  get(): Partial<Placement> | null;
}

export function createLivePlacement(): LivePlacement {
  let current: Partial<Placement> | null = null;
  const listeners = new Set<() => void>();
  return {
    set(change) {
      current = change;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => current,
  };
}
