/** Thrown when a queue's waiting line is full (told apart by its name across bundles). */
export class QueueFull extends Error {
  override name = "QueueFull";
}

/**
 * Runs jobs at most `concurrency` at a time, in the order asked. Past
 * `maxWaiting` waiting jobs a new one is refused at once (QueueFull) rather
 * than queued behind minutes of work. A finished job hands its place straight
 * to the next, so nothing can slip in between and run one too many.
 */
export function createJobQueue({
  concurrency,
  maxWaiting = Number.POSITIVE_INFINITY,
}: {
  concurrency: number;
  maxWaiting?: number;
}) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(job: () => Promise<T>): Promise<T> {
    if (running < concurrency) {
      running += 1;
    } else {
      if (waiting.length >= maxWaiting) throw new QueueFull("The queue is full");
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
    try {
      return await job();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
