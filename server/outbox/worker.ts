import type { Logger } from "pino";

/**
 * The loop both outboxes (webhooks and e-mails) run on each instance: one
 * round claims a batch and delivers each row; a full batch goes straight on to the
 * next, otherwise the worker waits for the poll interval or for `notify`.
 */
export function createPollingWorker<Row>({
  claim,
  deliver,
  batchSize,
  pollIntervalMs,
  logger,
  failureMessage,
}: {
  /** Claims up to `limit` due rows for this instance. */
  claim: (limit: number) => Promise<Row[]>;
  /** Delivers one claimed row, recording the outcome; never throws for a failed delivery. */
  deliver: (row: Row) => Promise<void>;
  batchSize: number;
  pollIntervalMs: number;
  logger: Logger;
  /** Logged when a round throws (the loop goes on). */
  failureMessage: string;
}) {
  /** Claims and delivers one batch; answers how many rows were claimed. */
  async function deliverPending(limit = batchSize): Promise<number> {
    const claimed = await claim(limit);
    await Promise.all(claimed.map(deliver));
    return claimed.length;
  }

  let running = false;
  let wake: (() => void) | undefined;
  let loop: Promise<void> | undefined;

  async function run() {
    while (running) {
      let claimed = 0;
      try {
        claimed = await deliverPending();
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
    deliverPending,
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
