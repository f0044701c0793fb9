import { type OrderPayment, type PaymentState, isPaid } from "#app/domain/payments.ts";
import { orderPayment, paymentRow, shownState } from "../payments/store.ts";
import type { OrderStage, PlacedOrder, ProofRound } from "#app/domain/orders.ts";
import type { DesignApproval, DesignOutline } from "#app/domain/staff.ts";
import type {
  DesignArtworkPreflight,
  DesignProduction,
  OrderEvent,
  OrderQueuePage,
  OrderQueueQuery,
  StaffActor,
} from "#app/domain/staff.ts";
import { recordAudit } from "../audit.ts";
import type { Database } from "../db/database.ts";
import { findOrder } from "../orders/find.ts";
import { orderStatusUrl, statusToken } from "../orders/links.ts";
import { proofRounds } from "../orders/proof-rounds.ts";
import { type OpenRoundOutcome, openProofRound } from "../orders/proofs.ts";
import { orderEvents, orderQueue } from "../orders/queue.ts";
import { type MoveOrderOutcome, moveOrder } from "../orders/stages.ts";
import { recordProductionFile } from "../production/files.ts";
import type { ProductionJobs } from "../production/jobs.ts";
import { designApprovals } from "../production/approval-state.ts";
import { proofFiles } from "../production/proof-files.ts";
import { designOutlines, designsToTestFit } from "../templates/outlines.ts";
import { queueProductionJobs } from "../production/queue.ts";
import { type ProductionStore, designProduction } from "../production/store.ts";
import type { SecretKey } from "../secret-key.ts";
import type { StoredFile } from "../stored-file.ts";
import { missingAsUndefined } from "../storage/object-store.ts";
import type { UploadStore } from "../uploads/store.ts";
import { artworkPreflights } from "./artwork-preflights.ts";

/*
 * An order's page in the console (issue 19, 20): everything about it, and
 * what staff do with it: move it along, send a proof, make its files again
 * or keep one of their own as its print file.
 */

/** One order as its console page shows it. */
export interface StaffOrder {
  order: PlacedOrder;
  stage: OrderStage;
  statusUrl: string;
  events: OrderEvent[];
  /** Each design's print file and mockup (issue 20), in the order's line order. */
  production: DesignProduction[];
  /** Every proof sent, oldest first, with the customer's answers. */
  proofs: ProofRound[];
  /** Each design's outline: measured, or to be test-fitted before printing. */
  outlines: DesignOutline[];
  /** Each design's approval against its current print file (the proof is the print). */
  approvals: DesignApproval[];
  /** What it owes and what was paid (null: placed with payments off). */
  payment: OrderPayment | null;
  /** What the preflight found in each design's artwork PDF (issue 49). */
  artworkPreflights: DesignArtworkPreflight[];
}

export type SendProofOutcome =
  OpenRoundOutcome | { outcome: "no-mockup" | "unknown-file" | "no-print-picture" };

export interface OrderDeskSettings {
  publicUrl: string;
  key: SecretKey;
  smtpConfigured: boolean;
  uploads: UploadStore;
  production: { store: ProductionStore; jobs: Pick<ProductionJobs, "notify" | "jobsOf"> };
  /** E-mails or deliveries were queued: the outboxes may look now. */
  onQueued: () => void;
  clock: () => number;
}

/** A design's name, for a message that lists designs. */
const designNameOf = (order: PlacedOrder, lineId: string) =>
  order.lines.find((line) => line.id === lineId)?.design.designName ?? lineId;

export function createOrderDesk(database: Database, settings: OrderDeskSettings) {
  const { db } = database;
  const { publicUrl, key, smtpConfigured, production, uploads, clock } = settings;
  const mail = { publicUrl, smtpConfigured };

  return {
    /** The console's order queue: by stage, searched, sorted, in pages. */
    orderQueue: (query: OrderQueueQuery): Promise<OrderQueuePage> =>
      orderQueue(database, query, clock()),

    async order(number: string): Promise<StaffOrder | undefined> {
      const found = await findOrder(db, number);
      if (!found) return undefined;
      return {
        order: found.order,
        stage: found.stage,
        statusUrl: orderStatusUrl(publicUrl, number, statusToken(key, found)),
        events: await orderEvents(database, number),
        production: await designProduction(production, found.order),
        proofs: await proofRounds(db, number, found.checkoutId),
        outlines: await designOutlines(db, found.order),
        approvals: await designApprovals(db, production.store, found.order),
        payment: await orderPayment(db, found.order, clock()),
        artworkPreflights: await artworkPreflights(uploads, found.order),
      };
    },

    /**
     * Moves an order on. Into production only once every design's outline is
     * measured, or a person confirms they test-fitted it (issue 34: nothing is
     * cut from a guess without a person confirming it); the confirmation is
     * in the audit log with the move.
     */
    async moveOrder(
      input: {
        number: string;
        stage: OrderStage;
        message: string;
        email: boolean;
        testFitConfirmed: boolean;
      },
      actor: StaffActor,
    ): Promise<
      | MoveOrderOutcome
      | { outcome: "needs-test-fit"; designs: string[] }
      | { outcome: "needs-approval"; designs: string[] }
      | { outcome: "not-paid"; state: PaymentState }
    > {
      // With payments on, production starts once Stripe has confirmed the payment.
      if (input.stage === "in_production" || input.stage === "shipped") {
        const payment = await paymentRow(db, input.number);
        const state = payment && shownState(payment, clock());
        if (state && !isPaid(state)) return { outcome: "not-paid", state };
      }
      const found = input.stage === "in_production" && (await findOrder(db, input.number));
      if (found) {
        // The proof is the print: with proofs sent, each design's current print file is approved.
        const rounds = await proofRounds(db, input.number, found.checkoutId);
        const unapproved = (await designApprovals(db, production.store, found.order))
          .filter((approval) => approval.state !== "approved")
          .map((approval) => designNameOf(found.order, approval.lineId));
        if (rounds.length > 0 && unapproved.length > 0)
          return { outcome: "needs-approval", designs: unapproved };
        const designs = input.testFitConfirmed ? [] : await designsToTestFit(db, found.order);
        if (designs.length > 0) return { outcome: "needs-test-fit", designs };
      }
      const moved = await moveOrder(database, {
        ...input,
        ...(input.stage === "in_production" &&
          input.testFitConfirmed && { auditNote: "Outline test-fitted, confirmed by staff" }),
        publicUrl,
        smtpConfigured,
        actor,
        now: clock(),
      });
      if (moved.outcome === "moved") settings.onQueued();
      return moved;
    },

    /** Sends the customer a proof: staff's uploaded file, or else each design's latest mockup. */
    async sendProof(
      input: { number: string; message: string; uploadId: string | null },
      actor: StaffActor,
    ): Promise<SendProofOutcome> {
      const found = await findOrder(db, input.number);
      if (!found) return { outcome: "unknown-order" };
      const now = clock();
      const made = await proofFiles({ store: production.store, uploads }, found.order, {
        uploadId: input.uploadId,
        actor,
        now,
      });
      if (typeof made === "string") return { outcome: made };
      const reopened = (await designApprovals(db, production.store, found.order)).some(
        (approval) => approval.state === "changed",
      );
      // A file kept for a proof that is not sent is deleted by the clean-up (storage/deletions.ts).
      const sent = await openProofRound(database, mail, {
        number: input.number,
        message: input.message,
        files: made.files,
        actor,
        now,
        recordFiles: made.record,
        reopened,
      });
      if (sent.outcome === "sent") settings.onQueued();
      return sent;
    },

    /** Keeps staff's own PDF (an uploaded file's id) as a design's next print file version. */
    async replacePrintFile(
      input: { number: string; lineId: string; uploadId: string; note: string },
      actor: StaffActor,
    ): Promise<"kept" | "unknown" | "not-pdf"> {
      const found = await findOrder(db, input.number);
      const line = found?.order.lines.find((candidate) => candidate.id === input.lineId);
      const upload = await uploads.find(input.uploadId);
      if (!line || !upload) return "unknown";
      if (upload.mime_type !== "application/pdf") return "not-pdf";
      // A record whose file is gone from the store is as good as no file.
      const kept = await production.store.copyIn(upload.id).catch(missingAsUndefined);
      if (!kept) return "unknown";
      // Not recorded (the transaction failed): the clean-up deletes the kept copy a day on.
      await db.transaction().execute(async (trx) => {
        const now = clock();
        const version = await recordProductionFile(trx, {
          file: kept,
          orderNumber: input.number,
          lineId: input.lineId,
          name: { designName: line.design.designName },
          kind: "print",
          mimeType: "application/pdf",
          note: input.note || `Uploaded in place of the made file (${upload.filename}).`,
          createdBy: actor.email,
          now,
        });
        await recordAudit(trx, actor, {
          action: "replaced-print-file",
          subject: input.number,
          detail: { lineId: input.lineId, version, message: input.note },
          at: now,
        });
      });
      return "kept";
    },

    /** A production file of an order, to download. */
    async productionFile(number: string, id: string): Promise<StoredFile | undefined> {
      const file = await production.store.find(number, id);
      return file && production.store.download(file);
    },

    /** Queues a design's print file and mockup to be made again (new versions). */
    async remakeFiles(number: string, lineId: string, actor: StaffActor): Promise<boolean> {
      const found = await findOrder(db, number);
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
  };
}

export type OrderDesk = ReturnType<typeof createOrderDesk>;
