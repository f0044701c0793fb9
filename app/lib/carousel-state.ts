/**
 * Pure rules of the home hero carousel, kept apart from React and Embla so
 * they can be tested on their own.
 */

/** Index `index` folded into 0…count-1, so stepping past either end wraps around. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

export function nextIndex(current: number, count: number): number {
  return wrapIndex(current + 1, count);
}

export function previousIndex(current: number, count: number): number {
  return wrapIndex(current - 1, count);
}

/**
 * What the visitor asked for with the pause/play toggle. "auto" means they have
 * not touched it, so their reduced-motion preference decides.
 */
export type PlayChoice = "auto" | "playing" | "paused";

export interface PlayInputs {
  choice: PlayChoice;
  reducedMotion: boolean;
  /** The pointer is over the carousel. */
  hovered: boolean;
  /** Keyboard focus is inside the carousel. */
  focused: boolean;
}

/** Stopped on purpose: the toggle then offers "Play carousel". */
export function isStopped({ choice, reducedMotion }: Pick<PlayInputs, "choice" | "reducedMotion">) {
  if (choice === "auto") return reducedMotion;
  return choice === "paused";
}

/** Whether slides advance on their own right now. Hover and focus pause without stopping. */
export function shouldAutoplay(inputs: PlayInputs): boolean {
  return !isStopped(inputs) && !inputs.hovered && !inputs.focused;
}

/** The choice after the visitor presses the toggle. */
export function toggledChoice(inputs: Pick<PlayInputs, "choice" | "reducedMotion">): PlayChoice {
  return isStopped(inputs) ? "playing" : "paused";
}
