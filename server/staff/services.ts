import { isOrderStage, type OrderStage } from "#app/domain/orders.ts";
import type { Dashboard, DeliveryRow } from "#app/domain/staff.ts";
import type { StaffServices } from "#app/services.server.ts";
import type { Database } from "../db/database.ts";
import { countEmails, listEmails, resendEmails } from "../mail/operator.ts";
import { quoteReplyEmail } from "../mail/staff-emails.ts";
import { countDeliveries, listDeliveries, replayDeadLetters } from "../outbox/operator.ts";
import type { ProductionJobs } from "../production/jobs.ts";
import { queueProductionJobs } from "../production/queue.ts";
import { productionFilename } from "../production/jobs.ts";
import { proofRounds, sendProof } from "../production/proofs.ts";
import { type ProductionStore, designProduction, nextFileVersion } from "../production/store.ts";
import type { UploadStore } from "../uploads/store.ts";
import { findOrderForStaff, moveOrderStage } from "../shop/stages.ts";
import { recordAudit } from "./audit.ts";
import { createStaffAuth } from "./auth.ts";
import {
  findLead,
  listLeads,
  newsletterCsv,
  replyToQuote,
  updateLead,
  waitingLeads,
} from "./leads.ts";
import { orderEvents, orderQueue, stageCounts } from "./order-queue.ts";
import { auditLog, isOnTeam, listTeam, removeStaff } from "./team.ts";

export interface StaffSettings {
  publicUrl: string;
  /** Staff's uploaded files (a proof, a print file), taken in by the artwork intake. */
  uploads: UploadStore;
  /** Print files and mockups: where they are kept, and the jobs that make them. */
  production: { store: ProductionStore; jobs: Pick<ProductionJobs, "notify" | "jobsOf"> };
  smtpConfigured: boolean;
  /** After a change queued e-mails or deliveries: wake the outboxes. */
  onQueued: () => void;
  clock?: () => number;
}

/** Rows the deliveries page lists of each channel and state. */
const deliveryListLimit = 200;

/** The staff console's server: what `StaffServices` promises, on the one database. */
export function createStaffServices(database: Database, settings: StaffSettings): StaffServices {
  const { publicUrl, smtpConfigured, onQueued, production, uploads, clock = Date.now } = settings;
  const auth = createStaffAuth(database, { publicUrl, smtpConfigured, onQueued, clock });
  const { db } = database;

  return {
    secureCookies: publicUrl.startsWith("https:"),
    session: auth.session,
    csrfMatches: auth.csrfMatches,
    signInWithPassword: auth.signInWithPassword,
    passkeySignIn: auth.passkeySignIn,
    signInWithPasskey: auth.signInWithPasskey,
    openInvite: auth.openInvite,
    acceptInvite: auth.acceptInvite,
    signOut: auth.signOut,
    async account(member) {
      const [password, passkeys, prompt] = await Promise.all([
        auth.hasPassword(member),
        auth.passkeys(member),
        auth.addPasskeyPrompt(member),
      ]);
      return { password, passkeys, prompt };
    },
    addPasskey: auth.addPasskey,

    async dashboard(): Promise<Dashboard> {
      const [stages, leads, webhooks, emails] = await Promise.all([
        stageCounts(database),
        waitingLeads(database),
        countDeliveries(database),
        countEmails(database),
      ]);
      return {
        waiting: Object.fromEntries(
          Object.entries(stages).filter(([stage]) => stage !== "shipped"),
        ),
        oldestLead: leads.oldest,
        newLeads: leads.count,
        deadWebhooks: webhooks.dead,
        deadEmails: emails.dead,
        heldEmails: emails.held,
      };
    },

    orderQueue: (query) => orderQueue(database, query),
    async order(number) {
      const found = await findOrderForStaff(database, number, publicUrl);
      if (!found) return undefined;
      return {
        order: found.order,
        stage: (isOrderStage(found.stage) ? found.stage : "received") as OrderStage,
        statusUrl: found.statusUrl,
        events: await orderEvents(database, number),
        production: await designProduction(production, found.order),
        proofs: await proofRounds(db, number, found.checkoutId),
      };
    },
    async sendProof(input, actor) {
      const sent = await sendProof(
        database,
        { publicUrl, smtpConfigured, store: production.store, uploads },
        { ...input, actor, now: clock() },
      );
      if (sent.outcome === "sent") onQueued();
      return sent;
    },
    async replacePrintFile({ number, lineId, uploadId, note }, actor) {
      const found = await findOrderForStaff(database, number, publicUrl);
      const line = found?.order.lines.find((candidate) => candidate.id === lineId);
      const upload = await uploads.find(uploadId);
      if (!line || !upload) return "unknown";
      if (upload.mime_type !== "application/pdf") return "not-pdf";
      const kept = await production.store.copyIn(uploads.pathOf(upload.id));
      try {
        await db.transaction().execute(async (trx) => {
          const version = await nextFileVersion(trx, number, lineId, "print");
          await trx
            .insertInto("production_files")
            .values({
              id: kept.id,
              order_number: number,
              line_id: lineId,
              kind: "print",
              version,
              filename: productionFilename(number, line.design.designName, "print", version, "pdf"),
              mime_type: "application/pdf",
              size_bytes: kept.sizeBytes,
              sha256: kept.sha256,
              note: note || `Uploaded in place of the made file (${upload.filename}).`,
              created_by: actor.email,
              created_at: clock(),
            })
            .execute();
          await recordAudit(trx, actor, {
            action: "replaced-print-file",
            subject: number,
            detail: { lineId, version, message: note },
            at: clock(),
          });
        });
      } catch (error) {
        await production.store.discard(kept.id);
        throw error;
      }
      return "kept";
    },
    async productionFile(number, id) {
      const file = await production.store.find(number, id);
      return file && production.store.link(file);
    },
    async remakeFiles(number, lineId, actor) {
      const found = await findOrderForStaff(database, number, publicUrl);
      if (!found?.order.lines.some((line) => line.id === lineId)) return false;
      await db.transaction().execute(async (trx) => {
        await queueProductionJobs(trx, number, [lineId], clock());
        await recordAudit(trx, actor, {
          action: "production.remake",
          subject: number,
          detail: { lineId },
          at: clock(),
        });
      });
      production.jobs.notify();
      return true;
    },
    async moveOrder({ number, stage, message, email }, actor) {
      const moved = await moveOrderStage(database, {
        number,
        stage,
        email,
        message,
        publicUrl,
        smtpConfigured,
        actor,
        now: clock(),
      });
      if (moved.outcome === "moved") onQueued();
      return moved;
    },

    leads: (query) => listLeads(database, query),
    lead: (id) => findLead(database, id),
    updateLead: (input, actor) => updateLead(database, input, actor, clock()),
    async replyToQuote(input, actor) {
      const outcome = await replyToQuote(database, input, actor, {
        now: clock(),
        smtpConfigured,
        email: (_to, customerName) =>
          quoteReplyEmail({
            subject: input.subject,
            message: input.message,
            customerName,
            staffName: actor.name,
          }),
      });
      if (outcome === "sent") onQueued();
      return outcome;
    },
    newsletterCsv: () => newsletterCsv(database),

    async deliveries() {
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
    },
    async replay({ channel, ids }, actor) {
      const count =
        channel === "webhook"
          ? await replayDeadLetters(database, ids)
          : await resendEmails(database, ids ? { ids } : { states: ["dead", "held"] });
      await recordAudit(db, actor, {
        action: channel === "webhook" ? "replayed-webhooks" : "resent-emails",
        subject: ids?.length === 1 ? (ids[0] ?? "") : "all",
        detail: { count, ids: ids ?? "all" },
        at: clock(),
      });
      if (count > 0) onQueued();
      return count;
    },

    team: () => listTeam(database, clock()),
    async invite(input, actor) {
      if (await isOnTeam(database, input.email)) return { outcome: "on-team" };
      const invited = await auth.invite({ ...input, by: actor });
      return {
        outcome: "invited",
        url: invited.url,
        expiresAt: invited.expiresAt,
        emailed: invited.emailed,
      };
    },
    removeStaff: (id, actor) => removeStaff(database, id, actor, clock()),
    auditLog: (page) => auditLog(database, page),
  };
}
