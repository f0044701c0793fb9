import { createQueue } from "./queue.ts";

/*
 * The one line every piece of sandboxed work waits in (issue 32): checking
 * an upload, drawing a picture of one, making a print file. Two run at once
 * (one per core of the machines we run on), at a lower priority than the
 * server's requests. Owners take turns: a client's files, an order's print
 * files. A full line refuses an upload at once (503, try again shortly)
 * rather than queueing it behind minutes of work.
 */
export const sandboxQueue = createQueue({
  concurrency: 2,
  maxWaiting: 32,
  maxWaitingPerOwner: 8,
});

/** The owner of work the server asks for itself (an older upload's preview). */
export const serverOwner = "server";
