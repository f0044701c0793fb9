/** Resolves in a later task, so the work before and after it never make one long task. */
export function nextTask(): Promise<void> {
  // scheduler.yield continues ahead of other queued work; older browsers get a timer.
  if (typeof scheduler !== "undefined" && "yield" in scheduler) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
