import { writeFileSync } from "node:fs";
import path from "node:path";
import type { CDPSession, Page } from "@playwright/test";
import sharp from "sharp";
import { type TraceEvent, frameCosts, percentile } from "./trace-frames.ts";

/*
 * The gestures the frame benchmarks make (bench:drag, bench:orbit): the mouse
 * as the browser's own input, and a trace of the frames while it moves.
 */

export interface GestureFigures {
  frames: number;
  medianMs: number;
  p95Ms: number;
  worstMs: number;
}

/** The figures of a list of frame costs. */
export const figuresOf = (costs: readonly number[]): GestureFigures => ({
  frames: costs.length,
  medianMs: percentile(costs, 0.5),
  p95Ms: percentile(costs, 0.95),
  worstMs: Math.max(...costs),
});

/** The page's own scripts in a frame: its input handlers and its animation-frame callbacks. */
const scriptWork = ["EventDispatch", "FireAnimationFrame"];

/**
 * Records a trace while `gesture` runs; answers its frames' costs: the main
 * thread's busy time, and the page's scripts' share of it (`scripts`).
 */
export async function measure(
  page: Page,
  name: string,
  gesture: () => Promise<void>,
  traces?: string,
  /** Also trace the page's scripts (the "devtools.timeline" events: costs a little of each frame). */
  scripts = false,
): Promise<GestureFigures & { scripts: GestureFigures | null }> {
  const browser = page.context().browser();
  if (!browser) throw new Error("No browser");
  await browser.startTracing(page, {
    categories: [
      "toplevel",
      "disabled-by-default-devtools.timeline.frame",
      ...(scripts ? ["devtools.timeline"] : []),
    ],
  });
  await gesture();
  // Let the last frames land in the trace.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const trace = JSON.parse((await browser.stopTracing()).toString("utf8")) as {
    traceEvents: TraceEvent[];
  };
  if (traces) writeFileSync(path.join(traces, `${name}.json`), JSON.stringify(trace));
  return {
    ...figuresOf(frameCosts(trace.traceEvents)),
    scripts: scripts ? figuresOf(frameCosts(trace.traceEvents, scriptWork)) : null,
  };
}

export interface Point {
  x: number;
  y: number;
}

/**
 * The mouse as the browser's own input (DevTools' Input.dispatchMouseEvent).
 * Playwright's page.mouse, with a button down, checks for an HTML drag and
 * drop on every move by running a script in the page: work a visitor's
 * mouse does not cause, which would be counted in the page's frames.
 */
/** DevTools' modifier bit for the Ctrl key. */
const ctrlModifier = 2;

export function mouseOf(cdp: CDPSession, moves: number) {
  let buttons = 0;
  const send = (
    type: "mouseMoved" | "mousePressed" | "mouseReleased" | "mouseWheel",
    at: Point,
    wheel?: { deltaY: number },
  ) =>
    cdp.send("Input.dispatchMouseEvent", {
      type,
      x: at.x,
      y: at.y,
      button: type === "mouseMoved" && buttons === 0 ? "none" : "left",
      buttons,
      clickCount: type === "mouseMoved" || type === "mouseWheel" ? 0 : 1,
      ...(wheel ? { deltaX: 0, deltaY: wheel.deltaY, modifiers: ctrlModifier } : {}),
    });
  return {
    move: (at: Point) => send("mouseMoved", at),
    async down(at: Point) {
      buttons = 1;
      await send("mousePressed", at);
    },
    async up(at: Point) {
      buttons = 0;
      await send("mouseReleased", at);
    },
    /** Ctrl + wheel at `at` (a trackpad's pinch), out then in, `moves` notches a frame apart. */
    async pinch(at: Point) {
      for (let step = 1; step <= moves; step++) {
        await send("mouseWheel", at, { deltaY: step <= moves / 2 ? 4 : -4 });
        await new Promise((resolve) => setTimeout(resolve, 16));
      }
    },
    /** Moves from `from` to `to` and back in `moves` steps, about a 60 Hz frame apart. */
    async sweep(from: Point, to: Point) {
      for (let step = 1; step <= moves; step++) {
        const t = step / moves;
        const along = t < 0.5 ? t * 2 : 2 - t * 2;
        await send("mouseMoved", {
          x: from.x + (to.x - from.x) * along,
          y: from.y + (to.y - from.y) * along,
        });
        await new Promise((resolve) => setTimeout(resolve, 16));
      }
    },
  };
}

/** A photo-like 3000 × 2000 JPEG (smooth noise over `background`), as a customer's upload would be. */
export function photoJpeg(background: { r: number; g: number; b: number }): Promise<Buffer> {
  return sharp({
    create: {
      width: 3000,
      height: 2000,
      channels: 3,
      background,
      noise: { type: "gaussian", mean: 120, sigma: 40 },
    },
  })
    .blur(3)
    .jpeg({ quality: 85 })
    .toBuffer();
}
