import { HeadObjectCommand, ListObjectsV2Command } from "@aws-sdk/client-s3";
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { pngFile } from "../support/artwork.ts";
import {
  addDesignToCart,
  openCheckout,
  postPageForm,
  readRows,
  uploadArtwork,
  writeRows,
} from "../support/cart.ts";
import { mockupMade, orderLink, placeOrder, validCheckout } from "../support/checkout.ts";
import {
  logEntries,
  readStore,
  useEngine,
  useObjectStore,
  useProcesses,
  webhookEnv,
} from "../support/harness.ts";
import { mapConcurrent, postJson, waitFor } from "../support/http.ts";
import { startRoundRobinProxy } from "../support/round-robin-proxy.ts";
import { contactFields, submissionExtras } from "../support/samples.ts";
import { StaffClient, joinStaff } from "../support/staff.ts";
import { TestClock } from "../support/test-clock.ts";

const backlogSize = 1000;

describe("two instances on one PostgreSQL database", () => {
  const databases = useEngine("postgres");
  const processes = useProcesses();

  it(`deliver a backlog of ${backlogSize} submissions exactly once between them`, async () => {
    const receiver = await processes.receiver();
    await receiver.down();
    const databaseUrl = await databases.fresh();
    const env = {
      DATABASE_URL: databaseUrl,
      CONTACT_WEBHOOK_URL: receiver.url,
      // Short, and long enough that nothing turns dead while the backlog builds up.
      WEBHOOK_RETRY_SCHEDULE: Array(60).fill(2).join(","),
      OUTBOX_POLL_INTERVAL_MS: "50",
      LOG_LEVEL: "info",
    };
    const first = await processes.server(env);

    // The backlog: acknowledged while nothing can be delivered.
    const ids = Array.from({ length: backlogSize }, () => submissionExtras().submissionId);
    const statuses = await mapConcurrent(ids, 20, async (submissionId) => {
      const response = await postJson(first.origin, "/api/forms/contact", {
        ...contactFields(),
        submissionId,
      });
      return response.status;
    });
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    const stored = await readStore(databaseUrl);
    expect(stored.outbox).toHaveLength(backlogSize);
    expect(stored.outbox.filter((row) => row.state !== "pending")).toEqual([]);
    expect(receiver.received).toHaveLength(0);

    // A second instance joins, then the receiver comes back: both work the backlog off.
    const second = await processes.server(env);
    await receiver.up();
    await waitFor(() => receiver.countsById().size >= backlogSize, {
      timeoutMs: 90_000,
      intervalMs: 200,
      message: `${backlogSize} distinct deliveries`,
    });
    await waitFor(
      async () => (await readStore(databaseUrl)).outbox.every((row) => row.state === "delivered"),
      { message: "every outbox row delivered" },
    );
    // Attempts still in flight finish before a graceful stop: count after it.
    expect(await first.stop()).toBe(0);
    expect(await second.stop()).toBe(0);

    const counts = receiver.countsById();
    expect(new Set(counts.keys())).toEqual(new Set(ids));
    const repeated = [...counts].filter(([, count]) => count !== 1);
    expect(repeated).toEqual([]);
    expect(receiver.received).toHaveLength(backlogSize);

    const deliveredBy = [first, second].map(
      (server) => logEntries(server.log(), "Webhook delivered").length,
    );
    expect(deliveredBy[0]! + deliveredBy[1]!).toBe(backlogSize);
    expect(deliveredBy[0], "deliveries by the first instance").toBeGreaterThan(0);
    expect(deliveredBy[1], "deliveries by the second instance").toBeGreaterThan(0);
    // Neither instance delivered a row twice, nor one the other delivered.
    const deliveredIds = [first, second].flatMap((server) =>
      logEntries(server.log(), "Webhook delivered").map((entry) => entry.submissionId),
    );
    expect(new Set(deliveredIds).size).toBe(backlogSize);
  });
});

/** A file's SHA-256, to compare what was stored with what is served. */
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** An order's production files, by kind. */
const filesOf = (databaseUrl: string, number: string) =>
  readRows<{ id: string; kind: string; version: number; sha256: string }>(
    databaseUrl,
    "select id, kind, version, sha256 from production_files where order_number = $1 order by kind",
    [number],
  );

/** GET through `origin`: its status and body. */
async function download(origin: string, path: string, cookie = "") {
  const answer = await fetch(`${origin}${path}`, { headers: cookie ? { cookie } : {} });
  return { status: answer.status, bytes: Buffer.from(await answer.arrayBuffer()) };
}

describe("two instances behind a load balancer, on one PostgreSQL and one S3 bucket (issue 38)", () => {
  const databases = useEngine("postgres");
  const objectStore = useObjectStore();
  const processes = useProcesses();

  it("serve one shop: a customer, the print jobs and staff move between them, and a SIGKILL loses nothing", async () => {
    const receiver = await processes.receiver();
    const clock = new TestClock();
    const databaseUrl = await databases.fresh();
    const env: Record<string, string> = {
      DATABASE_URL: databaseUrl,
      TEST_CLOCK_FILE: clock.file,
      ...webhookEnv(receiver),
      ...(await objectStore.env()),
      // A short lease (the time limit + 30 s) that still gives a print job room on a busy machine.
      PRODUCTION_JOB_TIMEOUT_SECONDS: "15",
    };
    // Each instance has a scratch directory of its own (server-process.ts): no shared disk.
    const a = await processes.server(env);
    const b = await processes.server(env);
    const proxy = await startRoundRobinProxy([a.origin, b.origin]);
    try {
      // A customer uploads on one instance, then adds to the cart and checks out on the other.
      const art = await pngFile(3000, 2000);
      const artworkId = await uploadArtwork(a.origin, art, "stage-left.png");
      const added = await addDesignToCart(b.origin, { artworkId, coverage: "top-only" });
      const placed = await postPageForm(b.origin, "/checkout", added.cartId, {
        ...validCheckout,
        proofFirst: "on",
        checkoutId: await openCheckout(b.origin, added.cartId),
      });
      const first = orderLink(String(placed.headers.location));
      expect(placed.status).toBe(303);
      if (!first) throw new Error(`No order placed: ${String(placed.headers.location)}`);
      // The order's link to the artwork, and the confirmation's picture of the design, answer on both.
      for (const origin of [a.origin, b.origin]) {
        const file = await download(origin, `/artwork/${artworkId}`);
        expect([file.status, sha256(file.bytes)]).toEqual([200, sha256(art)]);
      }
      await mockupMade(databaseUrl, first.number);
      const [confirmation] = await readRows<{ html_body: string }>(
        databaseUrl,
        "select html_body from emails where order_number = $1 and purpose = 'order-confirmation'",
        [first.number],
      );
      const picture = /\/orders\/WC-[0-9A-Z]{8}\/designs\/[\w-]{32}\.png/.exec(
        confirmation?.html_body ?? "",
      )?.[0];
      expect(picture).toBeDefined();
      for (const origin of [a.origin, b.origin]) {
        expect((await download(origin, picture!)).status).toBe(200);
      }

      // Staff, signed in through the balancer, download the print file from either instance
      // and send a proof through one; the customer sees it through the other.
      const staff = await joinStaff(
        { server: { origin: proxy.origin }, databaseUrl, clock },
        { email: "two-instances@wrapcraft.test", name: "Robin Rounds" },
      );
      const firstFiles = await filesOf(databaseUrl, first.number);
      const print = firstFiles.find((file) => file.kind === "print")!;
      for (const origin of [a.origin, b.origin]) {
        const file = await download(
          origin,
          `/staff/orders/${first.number}/files/${print.id}`,
          staff.client.cookie,
        );
        expect([file.status, sha256(file.bytes)]).toEqual([200, print.sha256]);
      }
      const sent = await new StaffClient(a.origin, staff.client.cookie).post(
        `/staff/orders/${first.number}`,
        { intent: "proof", message: "Your proof, from either instance" },
      );
      expect(sent.status).toBe(303);
      const orderPage = await download(b.origin, first.orderPath);
      const proofLinks = [
        ...orderPage.bytes.toString().matchAll(/\/orders\/WC-[0-9A-Z]{8}\/proofs\/[\w-]+\/[\w-]+/g),
      ].map((match) => match[0]);
      expect(proofLinks.length).toBeGreaterThan(0);
      for (const link of new Set(proofLinks)) {
        for (const origin of [a.origin, b.origin]) {
          expect((await download(origin, link)).status).toBe(200);
        }
      }

      // A file uploaded on A and never ordered, which another instance's clean-up must delete.
      const unordered = await uploadArtwork(a.origin, await pngFile(400, 300), "unordered.png");
      // More orders, their checkouts posted on A; A is killed while it makes a print file.
      const startsOnA = () => logEntries(a.log(), "Making a print file").length;
      const startedBefore = startsOnA();
      const more = [];
      for (let index = 0; index < 3; index += 1) more.push(await placeOrder(a.origin));
      await waitFor(() => startsOnA() > startedBefore, {
        intervalMs: 5,
        message: "A to start one of these print files",
      });
      await a.kill();
      expect(a.process.signalCode).toBe("SIGKILL");
      const orders = [first, ...more];

      // B finishes every job, A's once its lease runs out: one set of files per design.
      await waitFor(
        async () => {
          const jobs = await readRows<{ state: string }>(
            databaseUrl,
            "select state from production_jobs",
          );
          return jobs.length === orders.length && jobs.every((job) => job.state === "done");
        },
        { timeoutMs: 150_000, intervalMs: 500, message: "every print job done" },
      );
      // The job A was making when it died was made again, by B, once its lease ran out.
      const attempts = await readRows<{ attempts: number | string }>(
        databaseUrl,
        "select attempts from production_jobs",
      );
      expect(Math.max(...attempts.map((job) => Number(job.attempts)))).toBeGreaterThanOrEqual(2);
      for (const order of orders) {
        const files = await filesOf(databaseUrl, order.number);
        expect(files.map((file) => [file.kind, file.version])).toEqual([
          ["mockup", 1],
          ["print", 1],
          ["print-view", 1],
        ]);
        // Every download still answers through the balancer, whichever instance is left.
        for (const file of files) {
          const served = await download(
            proxy.origin,
            `/staff/orders/${order.number}/files/${file.id}`,
            staff.client.cookie,
          );
          expect([served.status, sha256(served.bytes)]).toEqual([200, file.sha256]);
        }
      }
      // Nothing lost, nothing twice: each order once, and each forwarded once.
      const placedRows = await readRows<{ number: string }>(
        databaseUrl,
        "select number from orders order by number",
      );
      expect(placedRows.map((row) => row.number)).toEqual(
        orders.map((order) => order.number).sort(),
      );
      // Each design added and each order placed reached the shop's webhook (at least once: a
      // delivery A made just before it died may be made again by B, as the contract allows).
      await waitFor(() => receiver.countsById().size >= 2 * orders.length, {
        message: "each order's two webhooks",
      });

      // The clean-up, run by an instance that joins later (a deploy), deletes the file A kept.
      await writeRows(
        databaseUrl,
        "update uploads set created_at = created_at - $1 where id = $2",
        [2 * 3600_000, unordered],
      );
      const c = await processes.server({ ...env, UPLOAD_RETENTION_HOURS: "1" });
      const bucket = objectStore.rgw().client();
      const stored = (key: string) =>
        bucket.send(new HeadObjectCommand({ Bucket: env.S3_BUCKET, Key: key })).then(
          () => true,
          () => false,
        );
      await waitFor(async () => !(await stored(`artwork/${unordered}`)), {
        message: "the unordered file deleted from the bucket",
      });
      expect(await stored(`artwork/${artworkId}`)).toBe(true);
      expect(
        await readRows(databaseUrl, "select id from uploads where id = $1", [unordered]),
      ).toEqual([]);
      expect((await download(c.origin, `/artwork/${unordered}`)).status).toBe(404);
      expect((await download(c.origin, `/artwork/${artworkId}`)).status).toBe(200);

      // Every object in the bucket is named by a record, or waits in the clean-up's queue (the
      // files A kept for the job it never recorded, deleted a day on): none is forgotten.
      const { Contents = [] } = await bucket.send(
        new ListObjectsV2Command({ Bucket: env.S3_BUCKET }),
      );
      const named = new Set([
        ...(await readRows<{ id: string }>(databaseUrl, "select id from uploads")).flatMap(
          ({ id }) => [`artwork/${id}`, `previews/${id}.webp`],
        ),
        ...(await readRows<{ id: string }>(databaseUrl, "select id from production_files")).map(
          ({ id }) => `production/${id}`,
        ),
        ...(
          await readRows<{ object_key: string }>(
            databaseUrl,
            "select object_key from object_deletions",
          )
        ).map(({ object_key }) => object_key),
      ]);
      expect(Contents.map(({ Key }) => Key).filter((key) => !named.has(key ?? ""))).toEqual([]);
      // The balancer sent requests to both instances.
      expect([...proxy.hits.values()].every((hits) => hits > 0)).toBe(true);
    } finally {
      await proxy.close();
    }
  }, 300_000);
});
