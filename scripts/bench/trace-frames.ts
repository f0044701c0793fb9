/*
 * What a Chromium performance trace says about a page's frames: how long the
 * page's main thread was busy in each (npm run bench:drag).
 */

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

/**
 * Per-frame busy time of the page's main thread: the renderer main thread
 * that began frames, its top-level tasks summed between frame starts.
 */
export function frameCosts(
  events: readonly TraceEvent[],
  /** What is counted: by default every task of the thread; or some kinds of work in them. */
  counted: readonly string[] = ["ThreadControllerImpl::RunTask"],
): number[] {
  const mainThreads = new Set(
    events
      .filter((event) => event.name === "thread_name" && event.args?.name === "CrRendererMain")
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const onThread = (event: TraceEvent) => `${event.pid}:${event.tid}`;
  const frames = events.filter(
    (event) => event.name === "BeginMainThreadFrame" && mainThreads.has(onThread(event)),
  );
  // The thread with the most frames is the page's.
  const counts = new Map<string, number>();
  for (const frame of frames) counts.set(onThread(frame), (counts.get(onThread(frame)) ?? 0) + 1);
  const [thread] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (!thread) return [];
  const starts = frames
    .filter((frame) => onThread(frame) === thread)
    .map((frame) => frame.ts)
    .sort((a, b) => a - b);
  const onMain = (event: TraceEvent) => event.ph === "X" && onThread(event) === thread;
  const tasks = events.filter((event) => counted.includes(event.name) && onMain(event));
  const costs = starts.slice(0, -1).map(() => 0);
  for (const task of tasks) {
    // The frame a task belongs to: the last frame start at or before it.
    let index = -1;
    for (let low = 0, high = starts.length - 1; low <= high;) {
      const middle = (low + high) >> 1;
      if ((starts[middle] ?? 0) <= task.ts) {
        index = middle;
        low = middle + 1;
      } else high = middle - 1;
    }
    if (index >= 0 && index < costs.length) {
      costs[index] = (costs[index] ?? 0) + (task.dur ?? 0) / 1000;
    }
  }
  return costs;
}

export const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? Number.NaN;
};
