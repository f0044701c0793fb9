import type { Logger } from "pino";

/**
 * The loop both outboxes (webhooks and e-mails) run on each instance: one
 * round claims and delivers a batch; a full batch goes straight on to the
 * next, otherwise the worker waits for the poll interval or for `notify`.
 */
export function createPollingWorker({
  round,
  batchSize,
  pollIntervalMs,
  logger,
  failureMessage,
}: {
  /** Claims and delivers one batch; answers how many rows it claimed. */
  round: () => Promise<number>;
  batchSize: number;
  pollIntervalMs: number;
  logger: Logger;
  /** Logged when a round throws (the loop goes on). */
  failureMessage: string;
}) {
  let running = false;
  let wake: (() => void) | undefined;
  let loop: Promise<void> | undefined;

  async function run() {
    while (running) {
      let claimed = 0;
      try {
        claimed = await round();
      } catch (error) {
        logger.error({ err: error }, failureMessage);
      }
      if (!running || claimed === batchSize) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollIntervalMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = undefined;
    }
  }

  return {
    start() {
      if (running) return;
      running = true;
      loop = run();
    },
    /** Something new is waiting: look now rather than at the next poll. */
    notify() {
      wake?.();
    },
    /** Stops claiming; resolves once the round in flight has finished. */
    async stop() {
      running = false;
      wake?.();
      await loop;
    },
  };
}
