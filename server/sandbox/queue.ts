/** Thrown when a queue's waiting line is full (told apart by its name across bundles). */
export class QueueFull extends Error {
  override name = "QueueFull";
}

export interface QueueSettings {
  /** Jobs running at once. */
  concurrency: number;
  /** Jobs that may wait in all; past it a new one is refused at once (QueueFull). */
  maxWaiting?: number;
  /** Jobs one owner may have waiting; past it that owner's next is refused. */
  maxWaitingPerOwner?: number;
}

interface Owner {
  waiting: (() => void)[];
  running: number;
  /** When this owner last got a place (a count of places given). */
  servedAt: number;
}

/**
 * Runs jobs at most `concurrency` at a time. Waiting jobs are taken in turn
 * by owner (a client's address, an order): each owner's jobs in the order
 * asked, and a free place goes to the waiting owner served longest ago, so
 * one owner's ten slow files cannot keep another's one waiting behind all
 * ten. A full line is refused at once (QueueFull: the upload is answered 503
 * with Retry-After) rather than queued behind minutes of work. A finished
 * job hands its place straight to the next, so nothing can slip in between
 * and run one too many.
 */
export function createQueue({
  concurrency,
  maxWaiting = Number.POSITIVE_INFINITY,
  maxWaitingPerOwner = Number.POSITIVE_INFINITY,
}: QueueSettings) {
  let running = 0;
  let waitingCount = 0;
  let placesGiven = 0;
  /** Owners with work waiting or running, in the order they first came. */
  const owners = new Map<string, Owner>();

  const ownerOf = (name: string) => {
    let owner = owners.get(name);
    if (!owner) {
      owner = { waiting: [], running: 0, servedAt: -1 };
      owners.set(name, owner);
    }
    return owner;
  };

  function give(owner: Owner) {
    owner.running += 1;
    placesGiven += 1;
    owner.servedAt = placesGiven;
  }

  /** A finished job of `name`'s: its place goes to the owner served longest ago, or is freed. */
  function finished(name: string) {
    const done = owners.get(name);
    if (done) {
      done.running -= 1;
      if (done.running === 0 && done.waiting.length === 0) owners.delete(name);
    }
    let next: Owner | undefined;
    for (const owner of owners.values()) {
      if (owner.waiting.length > 0 && (!next || owner.servedAt < next.servedAt)) next = owner;
    }
    const start = next?.waiting.shift();
    if (!next || !start) {
      running -= 1;
      return;
    }
    waitingCount -= 1;
    give(next);
    start();
  }

  /**
   * Runs `job` in `owner`'s turn. `alwaysWait` is for work the server queues
   * itself, one job at a time (a print file): it waits however long the line.
   */
  return async function run<T>(
    name: string,
    job: () => Promise<T>,
    { alwaysWait = false }: { alwaysWait?: boolean } = {},
  ): Promise<T> {
    if (running < concurrency) {
      running += 1;
      give(ownerOf(name));
    } else {
      const full =
        waitingCount >= maxWaiting || (owners.get(name)?.waiting.length ?? 0) >= maxWaitingPerOwner;
      if (full && !alwaysWait) throw new QueueFull("The queue is full");
      waitingCount += 1;
      const owner = ownerOf(name);
      await new Promise<void>((resolve) => owner.waiting.push(resolve));
    }
    try {
      return await job();
    } finally {
      finished(name);
    }
  };
}

export type Queue = ReturnType<typeof createQueue>;
