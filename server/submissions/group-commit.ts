/**
 * Group commit: callers hand in one item each; items that arrive while
 * commits are running (or in the same event-loop turn) are committed together
 * in the next one, and each caller is answered once its own group is durable.
 * One fsync then covers many submissions. Up to `maxInFlight` groups are
 * committed at once: with two, the next group is already waiting where it is
 * committed (the SQLite writer's thread, PostgreSQL) when one ends, instead
 * of setting out only once the answer is back.
 * A failed commit fails every item of its group (the caller answers 503 and
 * the browser sends again), never items of other groups; a commit may also
 * fail single items by answering an Error in their place.
 */
export function createGroupCommitter<Item, Result>(
  commit: (items: Item[]) => Promise<(Result | Error)[]>,
  { maxGroupSize, maxInFlight = 1 }: { maxGroupSize: number; maxInFlight?: number },
): (item: Item) => Promise<Result> {
  type Waiting = {
    item: Item;
    resolve: (result: Result) => void;
    reject: (error: unknown) => void;
  };
  let waiting: Waiting[] = [];
  let inFlight = 0;
  let scheduled = false;

  async function commitGroup(group: Waiting[]) {
    try {
      const results = await commit(group.map((entry) => entry.item));
      for (const [index, entry] of group.entries()) {
        const result = results[index];
        if (result === undefined) entry.reject(new Error("Group commit answered too few results"));
        else if (result instanceof Error) entry.reject(result);
        else entry.resolve(result);
      }
    } catch (error) {
      for (const entry of group) entry.reject(error);
    }
  }

  function send() {
    scheduled = false;
    while (waiting.length && inFlight < maxInFlight) {
      const group = waiting.slice(0, maxGroupSize);
      waiting = waiting.slice(group.length);
      inFlight += 1;
      void commitGroup(group).finally(() => {
        inFlight -= 1;
        send();
      });
    }
  }

  return (item) =>
    new Promise<Result>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (scheduled || inFlight >= maxInFlight) return;
      scheduled = true;
      // Let the rest of this turn's requests join the group.
      setImmediate(send);
    });
}
