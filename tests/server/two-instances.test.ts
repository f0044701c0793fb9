import { describe, expect, it } from "vitest";
import { logEntries, readStore, useEngine, useProcesses } from "../support/harness.ts";
import { mapConcurrent, postJson, waitFor } from "../support/http.ts";
import { contactFields, submissionExtras } from "../support/samples.ts";

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
