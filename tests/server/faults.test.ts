import { describe, expect, it } from "vitest";
import {
  engineNames,
  logEntries,
  readStore,
  runOperatorCli,
  useEngine,
  useProcesses,
} from "../support/harness.ts";
import { get, leakIn, postJson, waitFor } from "../support/http.ts";
import { contactFields, submissionExtras } from "../support/samples.ts";
import type { ServerProcess } from "../support/server-process.ts";
import type { WebhookReceiver } from "../support/webhook-receiver.ts";

/** Retries a second apart, checked every 50 ms: faults resolve within seconds. */
const fastRetries = {
  WEBHOOK_RETRY_SCHEDULE: "1,1,1,1,1,1,1,1,1,1",
  OUTBOX_POLL_INTERVAL_MS: "50",
};

const failedAttempt = "Webhook delivery failed: will retry";

/** Posts `count` contact submissions, each answered 200 "valid"; answers their ids. */
async function postContacts(server: ServerProcess, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index++) {
    const { submissionId } = submissionExtras();
    const response = await postJson(server.origin, "/api/forms/contact", {
      ...contactFields(),
      submissionId,
    });
    expect(response.status, response.text).toBe(200);
    expect(response.json()).toEqual({ outcome: "valid" });
    ids.push(submissionId);
  }
  return ids;
}

function failedAttemptsOf(server: ServerProcess, id: string) {
  return logEntries(server.log(), failedAttempt).filter((entry) => entry.submissionId === id);
}

/** Every request for `id` carried it as webhook-id and the same body. */
function expectOneIdentity(receiver: WebhookReceiver, id: string) {
  const requests = receiver.received.filter((entry) => entry.headers["webhook-id"] === id);
  expect(requests.length).toBeGreaterThan(0);
  const bodies = new Set(requests.map((entry) => entry.body));
  expect(bodies.size).toBe(1);
  // No request with this submission's body went out under another id.
  const [body] = bodies;
  const sameBody = receiver.received.filter((entry) => entry.body === body);
  expect(sameBody.map((entry) => entry.headers["webhook-id"])).toEqual(requests.map(() => id));
}

async function deliveryState(databaseUrl: string, id: string) {
  const row = (await readStore(databaseUrl)).outbox.find((entry) => entry.submission_id === id);
  return row;
}

describe.each(engineNames)("deliveries through faults (%s)", (engine) => {
  const databases = useEngine(engine);
  const processes = useProcesses();

  it("accepts submissions while the receiver is down and delivers them once it is back", async () => {
    const receiver = await processes.receiver();
    await receiver.down();
    const databaseUrl = await databases.fresh();
    const server = await processes.server({
      DATABASE_URL: databaseUrl,
      CONTACT_WEBHOOK_URL: receiver.url,
      ...fastRetries,
    });
    const ids = await postContacts(server, 5);
    // Each was tried, refused, and tried again while the receiver was down.
    await waitFor(() => ids.every((id) => failedAttemptsOf(server, id).length >= 2), {
      message: "two failed attempts per submission",
    });
    expect(receiver.received).toHaveLength(0);

    await receiver.up();
    await waitFor(() => ids.every((id) => receiver.forId(id).length > 0), {
      message: "every submission delivered",
    });
    for (const id of ids) {
      expect(receiver.forId(id)).toHaveLength(1);
      expectOneIdentity(receiver, id);
      const row = await waitFor(async () => {
        const state = await deliveryState(databaseUrl, id);
        return state?.state === "delivered" && state;
      });
      expect(row.attempts).toBeGreaterThanOrEqual(3);
    }
    expect(receiver.received.map((entry) => entry.headers["webhook-id"]).sort()).toEqual(
      [...ids].sort(),
    );
    await server.stop();
  });

  it("retries a receiver that answers errors with the same webhook-id until it takes the delivery", async () => {
    const receiver = await processes.receiver();
    receiver.behaviour = { status: 503, delayMs: 0 };
    const databaseUrl = await databases.fresh();
    const server = await processes.server({
      DATABASE_URL: databaseUrl,
      CONTACT_WEBHOOK_URL: receiver.url,
      ...fastRetries,
    });
    const ids = await postContacts(server, 3);
    await waitFor(() => ids.every((id) => receiver.forId(id).length >= 2), {
      message: "two refused attempts per submission",
    });
    receiver.behaviour = { status: 204, delayMs: 0 };
    for (const id of ids) {
      const row = await waitFor(async () => {
        const state = await deliveryState(databaseUrl, id);
        return state?.state === "delivered" && state;
      });
      // One request per attempt, all under the submission's own id.
      expect(receiver.forId(id)).toHaveLength(row.attempts);
      expect(row.attempts).toBeGreaterThanOrEqual(3);
      expectOneIdentity(receiver, id);
      expect(failedAttemptsOf(server, id).map((entry) => entry.status)).toEqual(
        Array(row.attempts - 1).fill(503),
      );
    }
    await server.stop();
  });

  it("counts an attempt that outlasts WEBHOOK_TIMEOUT_SECONDS as failed and retries it", async () => {
    const receiver = await processes.receiver();
    receiver.behaviour = { status: 200, delayMs: 2000 };
    const databaseUrl = await databases.fresh();
    const server = await processes.server({
      DATABASE_URL: databaseUrl,
      CONTACT_WEBHOOK_URL: receiver.url,
      WEBHOOK_TIMEOUT_SECONDS: "0.5",
      ...fastRetries,
    });
    const [id] = await postContacts(server, 1);
    const [timedOut] = await waitFor(
      () => failedAttemptsOf(server, id!).length > 0 && failedAttemptsOf(server, id!),
      {
        message: "a timed-out attempt",
      },
    );
    expect(timedOut).toMatchObject({ status: null, error: "No answer within 500 ms" });
    expect(timedOut!.durationMs).toBeGreaterThanOrEqual(450);
    expect(timedOut!.durationMs).toBeLessThan(2000);
    expect(receiver.forId(id!).length).toBeGreaterThanOrEqual(1);

    receiver.behaviour = { status: 200, delayMs: 0 };
    const row = await waitFor(async () => {
      const state = await deliveryState(databaseUrl, id!);
      return state?.state === "delivered" && state;
    });
    expect(row.attempts).toBeGreaterThanOrEqual(2);
    expect(receiver.forId(id!)).toHaveLength(row.attempts);
    expectOneIdentity(receiver, id!);
    await server.stop();
  });

  it("delivers every acknowledged submission after a SIGKILL, from a new process on the same database", async () => {
    const receiver = await processes.receiver();
    await receiver.down();
    const databaseUrl = await databases.fresh();
    const env = {
      DATABASE_URL: databaseUrl,
      CONTACT_WEBHOOK_URL: receiver.url,
      ...fastRetries,
      // The second attempt comes 3 s after the first, so none is in flight at the kill
      // (an interrupted attempt waits out its lease, see the next test).
      WEBHOOK_RETRY_SCHEDULE: "3,1,1,1,1,1,1,1,1,1",
    };
    const first = await processes.server(env);
    const acknowledged = await postContacts(first, 20);
    await waitFor(() => acknowledged.every((id) => failedAttemptsOf(first, id).length === 1), {
      message: "a first, refused attempt for each",
    });
    await first.kill();
    expect(first.process.signalCode).toBe("SIGKILL");
    expect(receiver.received).toHaveLength(0);

    await receiver.up();
    const second = await processes.server(env);
    await waitFor(() => receiver.countsById().size >= acknowledged.length, {
      message: "every acknowledged submission delivered",
    });
    await second.stop();
    expect(new Set(receiver.countsById().keys())).toEqual(new Set(acknowledged));
    for (const id of acknowledged) expect(receiver.forId(id)).toHaveLength(1);
    const store = await readStore(databaseUrl);
    expect(store.outbox.map((row) => row.state)).toEqual(acknowledged.map(() => "delivered"));
  });

  it("redelivers an attempt cut short by SIGKILL under the same webhook-id once its lease runs out", async () => {
    const receiver = await processes.receiver();
    receiver.behaviour = { status: 200, delayMs: 5000 };
    const databaseUrl = await databases.fresh();
    const env = {
      DATABASE_URL: databaseUrl,
      CONTACT_WEBHOOK_URL: receiver.url,
      WEBHOOK_TIMEOUT_SECONDS: "2",
      ...fastRetries,
    };
    const first = await processes.server(env);
    const [id] = await postContacts(first, 1);
    // The attempt has reached the receiver, which has not answered yet: kill.
    await waitFor(() => receiver.forId(id!).length === 1, {
      intervalMs: 10,
      message: "the attempt",
    });
    await first.kill();
    receiver.behaviour = { status: 200, delayMs: 0 };

    const second = await processes.server(env);
    await waitFor(() => receiver.forId(id!).length === 2, {
      timeoutMs: 60_000,
      message: "the redelivery after the lease",
    });
    const [interrupted, redelivered] = receiver.forId(id!);
    // The claim leased the row for the attempt's timeout plus 30 s.
    expect(redelivered!.receivedAt - interrupted!.receivedAt).toBeGreaterThanOrEqual(31_000);
    expectOneIdentity(receiver, id!);
    const row = await waitFor(async () => {
      const state = await deliveryState(databaseUrl, id!);
      return state?.state === "delivered" && state;
    });
    expect(row.attempts).toBe(2);
    await second.stop();
    expect(receiver.forId(id!)).toHaveLength(2);
  });

  it("turns an exhausted retry schedule into a dead letter that the operator CLI lists and replays", async () => {
    const receiver = await processes.receiver();
    receiver.behaviour = { status: 500, delayMs: 0 };
    const databaseUrl = await databases.fresh();
    const server = await processes.server({
      DATABASE_URL: databaseUrl,
      CONTACT_WEBHOOK_URL: receiver.url,
      WEBHOOK_RETRY_SCHEDULE: "1",
      OUTBOX_POLL_INTERVAL_MS: "50",
    });
    const ids = await postContacts(server, 2);
    await waitFor(
      () => logEntries(server.log(), "Webhook delivery gave up: dead letter").length === 2,
      { message: "two dead letters" },
    );
    // The first attempt and the one retry of a one-step schedule.
    for (const id of ids) expect(receiver.forId(id)).toHaveLength(2);

    const listed = await runOperatorCli("outbox", databaseUrl, [
      "list",
      "--state",
      "dead",
      "--json",
    ]);
    expect(listed.code, listed.stderr).toBe(0);
    const dead = JSON.parse(listed.stdout) as Record<string, unknown>[];
    expect(dead.map((entry) => entry.submissionId).sort()).toEqual([...ids].sort());
    for (const entry of dead) {
      expect(entry).toMatchObject({
        kind: "contact",
        state: "dead",
        attempts: 2,
        lastStatus: 500,
        lastError: "HTTP 500",
      });
    }
    const status = await runOperatorCli("outbox", databaseUrl, ["status"]);
    expect(JSON.parse(status.stdout)).toEqual({ pending: 0, delivered: 0, dead: 2 });

    // Replayed by id once the receiver works again: only that one goes out.
    receiver.behaviour = { status: 200, delayMs: 0 };
    const one = await runOperatorCli("outbox", databaseUrl, ["replay", ids[0]!]);
    expect(one.stdout).toContain("Replayed 1 dead letter.");
    await waitFor(async () => (await deliveryState(databaseUrl, ids[0]!))?.state === "delivered", {
      message: "the replayed delivery",
    });
    expect((await deliveryState(databaseUrl, ids[1]!))?.state).toBe("dead");

    const all = await runOperatorCli("outbox", databaseUrl, ["replay", "--all"]);
    expect(all.stdout).toContain("Replayed 1 dead letter.");
    await waitFor(async () => (await deliveryState(databaseUrl, ids[1]!))?.state === "delivered", {
      message: "the second replayed delivery",
    });
    for (const id of ids) {
      expect(receiver.forId(id)).toHaveLength(3);
      expectOneIdentity(receiver, id);
    }
    const after = await runOperatorCli("outbox", databaseUrl, [
      "list",
      "--state",
      "dead",
      "--json",
    ]);
    expect(JSON.parse(after.stdout)).toEqual([]);
    expect(JSON.parse((await runOperatorCli("outbox", databaseUrl, ["status"])).stdout)).toEqual({
      pending: 0,
      delivered: 2,
      dead: 0,
    });
    await server.stop();
  });

  it.runIf(engine === "postgres")(
    "answers /healthz 503 and submissions 503 while PostgreSQL is down, and recovers",
    async () => {
      const receiver = await processes.receiver();
      const databaseUrl = await databases.fresh();
      const server = await processes.server({
        DATABASE_URL: databaseUrl,
        CONTACT_WEBHOOK_URL: receiver.url,
        ...fastRetries,
      });
      await postContacts(server, 2);
      const cluster = databases.cluster()!;
      cluster.halt();
      try {
        const health = await waitFor(async () => {
          const response = await get(server.origin, "/healthz");
          return response.status === 503 && response;
        });
        expect(health.json()).toMatchObject({
          status: "unavailable",
          database: { engine: "postgres", usable: false },
        });
        const refused = await postJson(server.origin, "/api/forms/contact", {
          ...contactFields(),
          ...submissionExtras(),
        });
        expect(refused.status).toBe(503);
        expect(refused.json()).toEqual({ outcome: "failed", message: expect.stringMatching(/\w/) });
        expect(leakIn(refused.text)).toBeNull();
        expect(server.process.exitCode).toBeNull();
      } finally {
        cluster.resume();
      }
      await waitFor(async () => (await get(server.origin, "/healthz")).status === 200, {
        message: "/healthz 200 after PostgreSQL is back",
      });
      const [id] = await postContacts(server, 1);
      await waitFor(() => receiver.forId(id!).length === 1, { message: "delivery after recovery" });
      expect(server.process.exitCode).toBeNull();
      await server.stop();
    },
  );
});
