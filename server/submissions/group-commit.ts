/**
 * Group commit: callers hand in one item each; items that arrive while a
 * commit is running (or in the same event-loop turn) are committed together
 * in the next one, and each caller is answered once its own group is durable.
 * One fsync then covers many submissions, and SQLite's synchronous driver
 * blocks the event loop once per group instead of once per request.
 * A failed commit fails every item of its group (the caller answers 503 and
 * the browser sends again), never items of other groups.
 */
export function createGroupCommitter<Item, Result>(
  commit: (items: Item[]) => Promise<Result[]>,
  maxGroupSize: number,
): (item: Item) => Promise<Result> {
  type Waiting = {
    item: Item;
    resolve: (result: Result) => void;
    reject: (error: unknown) => void;
  };
  let waiting: Waiting[] = [];
  let draining = false;

  async function drain() {
    while (waiting.length) {
      const group = waiting.slice(0, maxGroupSize);
      waiting = waiting.slice(group.length);
      try {
        const results = await commit(group.map((entry) => entry.item));
        for (const [index, entry] of group.entries()) {
          const result = results[index];
          if (result === undefined)
            entry.reject(new Error("Group commit answered too few results"));
          else entry.resolve(result);
        }
      } catch (error) {
        for (const entry of group) entry.reject(error);
      }
    }
    draining = false;
  }

  return (item) =>
    new Promise<Result>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (draining) return;
      draining = true;
      // Let the rest of this turn's requests join the first group.
      setImmediate(() => void drain());
    });
}
