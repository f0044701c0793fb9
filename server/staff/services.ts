import type { Database } from "../db/database.ts";
import { quoteReplyEmail } from "../mail/staff-emails.ts";
import type { SecretKey } from "../secret-key.ts";
import type { UploadStore } from "../uploads/store.ts";
import type { ProductionJobs } from "../production/jobs.ts";
import type { ProductionStore } from "../production/store.ts";
import { type StaffAuth, createStaffAuth } from "./auth-services.ts";
import { dashboard, deliveries, replay } from "./dashboard.ts";
import { findLead, listLeads, newsletterCsv, replyToQuote, updateLead } from "./leads.ts";
import { type OrderDesk, createOrderDesk } from "./order-desk.ts";
import { type ApprovalDesk, createApprovalDesk } from "./approval-desk.ts";
import { type TemplateDesk, createTemplateDesk } from "./template-desk.ts";
import { type PaymentDesk, createPaymentDesk } from "./payment-desk.ts";
import type { PaymentServices } from "../payments/services.ts";
import { type Team, createTeam } from "./team.ts";

/*
 * The staff console's server (issue 19): what routes are handed, composed
 * from the modules that do the work. Nothing here reads the database
 * itself; every change is written to the audit log by the module that makes
 * it, in its own transaction.
 */

export interface StaffSettings {
  publicUrl: string;
  /** The server's secret key: invite links and passkey challenges (server/secret-key.ts). */
  key: SecretKey;
  /** Staff's uploaded files (a proof, a print file), taken in by the artwork intake. */
  uploads: UploadStore;
  /** Print files and mockups: where they are kept, and the jobs that make them. */
  production: { store: ProductionStore; jobs: Pick<ProductionJobs, "notify" | "jobsOf"> };
  smtpConfigured: boolean;
  /** Stripe: an order's invoice and refunds (issue 37). */
  payments: PaymentServices;
  /** After a change queued e-mails or deliveries: wake the outboxes. */
  onQueued: () => void;
  clock?: () => number;
}

/** The leads' pages: lists by kind and status, one lead, a quote's reply. */
export interface LeadDesk {
  leads: (query: Parameters<typeof listLeads>[1]) => ReturnType<typeof listLeads>;
  lead: (id: string) => ReturnType<typeof findLead>;
  updateLead: (
    input: Parameters<typeof updateLead>[1],
    actor: Parameters<typeof updateLead>[2],
  ) => ReturnType<typeof updateLead>;
  replyToQuote: (
    input: { id: string; subject: string; message: string },
    actor: Parameters<typeof replyToQuote>[2] & { name: string },
  ) => Promise<"sent" | "unknown">;
  /** Every newsletter subscriber as CSV, in chunks. */
  newsletterCsv: () => AsyncIterable<string>;
}

/** The overview pages: today's dashboard, the deliveries, and replaying them. */
export interface Overview {
  dashboard: () => ReturnType<typeof dashboard>;
  deliveries: () => ReturnType<typeof deliveries>;
  replay: (
    input: Parameters<typeof replay>[1],
    actor: Parameters<typeof replay>[2],
  ) => Promise<number>;
}

/** Everything the console's routes are handed (`staffServicesContext`). */
export type StaffServices = StaffAuth &
  OrderDesk &
  ApprovalDesk &
  LeadDesk &
  Overview &
  Team &
  TemplateDesk &
  PaymentDesk;

/** The staff console's server on the one database. */
export function createStaffServices(database: Database, settings: StaffSettings): StaffServices {
  const { smtpConfigured, onQueued } = settings;
  const clock = settings.clock ?? Date.now;
  return {
    ...createStaffAuth(database, { ...settings, clock }),
    ...createOrderDesk(database, { ...settings, clock }),
    ...createTeam(database, { ...settings, clock }),
    ...createTemplateDesk(database, { ...settings, clock }),
    ...createApprovalDesk(database, { ...settings, clock }),
    ...createPaymentDesk(settings.payments),

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

    dashboard: () => dashboard(database),
    deliveries: () => deliveries(database),
    async replay(input, actor) {
      const count = await replay(database, input, actor, clock());
      if (count > 0) onQueued();
      return count;
    },
  };
}
