import type { Dashboard, DeliveryRow, StaffActor } from "#app/domain/staff.ts";
import { recordAudit } from "../audit.ts";
import type { Database } from "../db/database.ts";
import { countEmails, listEmails, resendEmails } from "../mail/operator.ts";
import { stageCounts } from "../orders/queue.ts";
import { countDeliveries, listDeliveries, replayDeadLetters } from "../outbox/operator.ts";
import { waitingLeads } from "./leads.ts";

/*
 * The console's overview pages: today's dashboard, and the deliveries
 * (webhooks and e-mails) waiting, held or given up.
 */

/** What the deliveries page counts: each channel's states. */
export type DeliveryCount =
  | "webhook-dead"
  | "webhook-pending"
  | "email-dead"
  | "email-held"
  | "email-pending"
  | "email-stored";

/** Rows the deliveries page lists of each channel and state. */
const deliveryListLimit = 200;

export async function dashboard(database: Database): Promise<Dashboard> {
  const [stages, leads, webhooks, emails] = await Promise.all([
    stageCounts(database),
    waitingLeads(database),
    countDeliveries(database),
    countEmails(database),
  ]);
  return {
    waiting: Object.fromEntries(Object.entries(stages).filter(([stage]) => stage !== "shipped")),
    oldestLead: leads.oldest,
    newLeads: leads.count,
    deadWebhooks: webhooks.dead,
    deadEmails: emails.dead,
    heldEmails: emails.held,
  };
}

export async function deliveries(
  database: Database,
): Promise<{ rows: DeliveryRow[]; counts: Record<DeliveryCount, number> }> {
  const [webhookCounts, emailCounts, ...lists] = await Promise.all([
    countDeliveries(database),
    countEmails(database),
    listDeliveries(database, "dead", deliveryListLimit),
    listDeliveries(database, "pending", deliveryListLimit),
    listEmails(database, "dead", deliveryListLimit),
    listEmails(database, "held", deliveryListLimit),
    listEmails(database, "pending", deliveryListLimit),
  ]);
  const [deadWebhooks, pendingWebhooks, deadEmails, heldEmails, pendingEmails] = lists;
  const rows: DeliveryRow[] = [
    ...[...deadWebhooks, ...pendingWebhooks].map((entry) => ({
      channel: "webhook" as const,
      id: entry.submissionId,
      what: `${entry.kind} webhook`,
      state: entry.state,
      attempts: entry.attempts,
      created: entry.createdAt,
      lastError: [entry.lastStatus, entry.lastError].filter(Boolean).join(": ") || null,
    })),
    ...[...deadEmails, ...heldEmails, ...pendingEmails].map((entry) => ({
      channel: "email" as const,
      id: entry.id,
      what: `${entry.subject} (to ${entry.to})`,
      state: entry.state,
      attempts: entry.attempts,
      created: entry.created,
      lastError: entry.note,
    })),
  ];
  return {
    rows,
    counts: {
      "webhook-dead": webhookCounts.dead,
      "webhook-pending": webhookCounts.pending,
      "email-dead": emailCounts.dead,
      "email-held": emailCounts.held,
      "email-pending": emailCounts.pending,
      "email-stored": emailCounts.stored,
    },
  };
}

/** Puts dead webhooks, or dead and held e-mails, back in line (`ids` null: all of them). */
export async function replay(
  database: Database,
  input: { channel: "webhook" | "email"; ids: string[] | null },
  actor: StaffActor,
  now: number,
): Promise<number> {
  const { channel, ids } = input;
  const count =
    channel === "webhook"
      ? await replayDeadLetters(database, ids)
      : await resendEmails(database, ids ? { ids } : { states: ["dead", "held"] });
  await recordAudit(database.db, actor, {
    action: channel === "webhook" ? "replayed-webhooks" : "resent-emails",
    subject: ids?.length === 1 ? (ids[0] ?? "") : "all",
    detail: { count, ids: ids ?? "all" },
    at: now,
  });
  return count;
}
