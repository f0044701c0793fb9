import { clampPlacement } from "#app/domain/placement-math.ts";
import type { Placement } from "#app/forms/placement.ts";

/*
 * What the visitor's keys, pointers and pinches do to the artwork's placement
 * on the preview: plain arithmetic, apart from the picture that listens.
 */

const keySteps = { move: 0.01, moveFast: 0.05, zoom: 1.05, turn: 1, turnFast: 15 };

/** The placement a key press makes, if the key places anything. */
export function keyMove(key: string, shift: boolean, placement: Placement): Placement | null {
  const step = shift ? keySteps.moveFast : keySteps.move;
  const turn = shift ? keySteps.turnFast : keySteps.turn;
  const moves: Record<string, Partial<Placement>> = {
    ArrowLeft: { x: placement.x - step },
    ArrowRight: { x: placement.x + step },
    ArrowUp: { y: placement.y - step },
    ArrowDown: { y: placement.y + step },
    "+": { scale: placement.scale * keySteps.zoom },
    "=": { scale: placement.scale * keySteps.zoom },
    "-": { scale: placement.scale / keySteps.zoom },
    "[": { rotation: placement.rotation - turn },
    "]": { rotation: placement.rotation + turn },
    "{": { rotation: placement.rotation - turn },
    "}": { rotation: placement.rotation + turn },
  };
  const move = moves[key];
  return move ? clampPlacement({ ...placement, ...move }) : null;
}

interface Point {
  x: number;
  y: number;
}

/**
 * A pointer gesture on the picture: one pointer moves the artwork, two
 * (a pinch) resize it about their midpoint as it moves. `from` is where the
 * pointers were when `start` was the placement.
 */
export interface Gesture {
  pointers: Map<number, Point>;
  from: Map<number, Point>;
  start: Placement;
  latest: Placement | null;
}

/** How long the wheel rests before a Ctrl + wheel resize is placed. */
export const wheelRestMs = 250;

/** A pointer joined or left: go on from where the artwork is now. */
export function rebase(gesture: Gesture) {
  gesture.start = gesture.latest ?? gesture.start;
  gesture.from = new Map(gesture.pointers);
}

function midpoint(points: Map<number, Point>): Point & { spread: number } {
  const [a, b] = [...points.values()];
  if (!a) return { x: 0, y: 0, spread: 1 };
  if (!b) return { ...a, spread: 1 };
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2, spread: Math.hypot(a.x - b.x, a.y - b.y) };
}

/** The placement the gesture's pointers make (`perInch`: screen pixels per lid inch). */
export function gestured(
  gesture: Gesture,
  perInch: number,
  lid: { width: number; height: number },
): Placement {
  const then = midpoint(gesture.from);
  const now = midpoint(gesture.pointers);
  const pinch = gesture.pointers.size > 1 && then.spread > 0 ? now.spread / then.spread : 1;
  return clampPlacement({
    ...gesture.start,
    x: gesture.start.x + (now.x - then.x) / perInch / lid.width,
    y: gesture.start.y + (now.y - then.y) / perInch / lid.height,
    scale: gesture.start.scale * pinch,
  });
}
