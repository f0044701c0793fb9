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
import type { SecretKey } from "../secret-key.ts";
import { acceptInvite } from "./accept-invite.ts";
import { recordAudit } from "./audit.ts";
import { createInvite, openInvite } from "./invites.ts";
import {
  authenticationPrompt,
  listPasskeys,
  registrationPrompt,
  removePasskey,
  storePasskey,
  verifyNewPasskey,
} from "./passkeys.ts";
import { csrfMatches, endSession, findSession, isFresh, signOut } from "./sessions.ts";
import { signInWithPassword, signInWithPasskey } from "./sign-in.ts";
import {
  findLead,
  listLeads,
  newsletterCsv,
  replyToQuote,
  updateLead,
  waitingLeads,
} from "./leads.ts";
import { orderEvents, orderQueue, stageCounts } from "./order-queue.ts";
import { tokenHash } from "./secrets.ts";
import { auditLog, isOnTeam, listTeam, removeStaff } from "./team.ts";

export interface StaffSettings {
  publicUrl: string;
  /** The server's secret key: invite links and passkey challenges (server/secret-key.ts). */
  key: SecretKey;
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
  const { publicUrl, smtpConfigured, onQueued, production, uploads, key } = settings;
  const clock = settings.clock ?? Date.now;
  const { db } = database;
  const rp = { publicUrl, key };

  return {
    session: (sessionId) => findSession(db, sessionId, clock()),
    csrfMatches,
    signInWithPassword: (input, client) => signInWithPassword(db, input, client, clock()),
    passkeySignIn: () => authenticationPrompt(rp, clock()),
    signInWithPasskey: (input, client, requestOrigin) =>
      signInWithPasskey(db, rp, { ...input, requestOrigin }, client, clock()),
    openInvite: (token) => openInvite(db, rp, token, clock()),
    acceptInvite: (token, answer, client, requestOrigin) =>
      acceptInvite(
        db,
        rp,
        { token, answer, ip: client.ip, deviceToken: client.deviceToken, requestOrigin },
        clock(),
      ),
    async signOut(session, actor, { everywhere, deviceToken }) {
      const device = deviceToken ? tokenHash(deviceToken) : undefined;
      const passkeysRemoved = await signOut(db, session, {
        actor,
        everywhere,
        device,
        now: clock(),
      });
      return { passkeysRemoved };
    },
    endSession: async (sessionId) => {
      await endSession(db, sessionId);
    },
    async account(session) {
      const now = clock();
      const fresh = isFresh(session, now);
      const { member } = session;
      const [row, passkeys] = await Promise.all([
        db
          .selectFrom("staff")
          .select("password_hash")
          .where("id", "=", member.id)
          .executeTakeFirst(),
        listPasskeys(db, member.id),
      ]);
      const prompt = fresh
        ? await registrationPrompt(
            db,
            rp,
            { email: member.email, name: member.name, staffId: member.id },
            now,
          )
        : null;
      return { password: Boolean(row?.password_hash), passkeys, fresh, prompt };
    },
    async addPasskey(session, input, actor, requestOrigin) {
      const now = clock();
      if (!isFresh(session, now)) return "not-fresh";
      const credential = await verifyNewPasskey(db, rp, { ...input, requestOrigin }, now);
      if (!credential) return "refused";
      await db.transaction().execute(async (trx) => {
        await storePasskey(trx, session.member.id, credential, input.label, now);
        await recordAudit(trx, actor, {
          action: "added-passkey",
          subject: session.member.email,
          detail: { label: input.label },
          at: now,
        });
      });
      return "added";
    },
    async removePasskey(session, keyId, actor) {
      const now = clock();
      if (!isFresh(session, now)) return "not-fresh";
      return db.transaction().execute(async (trx) => {
        const label = await removePasskey(trx, session.member.id, keyId);
        if (label === undefined) return "unknown" as const;
        await recordAudit(trx, actor, {
          action: "removed-passkey",
          subject: session.member.email,
          detail: { label },
          at: now,
        });
        return "removed" as const;
      });
    },

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
      const found = await findOrderForStaff(database, number, { publicUrl, key });
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
      const found = await findOrderForStaff(database, number, { publicUrl, key });
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
      const found = await findOrderForStaff(database, number, { publicUrl, key });
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
      const invited = await createInvite(
        db,
        { publicUrl, key, smtpConfigured },
        { ...input, by: actor },
        clock(),
      );
      onQueued();
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
