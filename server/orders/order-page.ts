import type { Logger } from "pino";
import type { OrderDesign, OrderStatus } from "#app/domain/orders.ts";
import type { StaffActor } from "#app/domain/staff.ts";
import type { Database } from "../db/database.ts";
import type { StoredFile } from "../stored-file.ts";
import { findOrder, findOrderByToken, stageHistory } from "./find.ts";
import { designPictureKey } from "./links.ts";
import { orderPayment } from "../payments/store.ts";
import { proofFileId, proofRounds } from "./proof-rounds.ts";
import { type ProofAnswerOutcome, answerProof } from "./proofs.ts";

/*
 * The customer's side of a placed order (issue 33: orders have a home): its
 * page, behind its status token; its design pictures and proof files, behind
 * keys derived from the order's secret; their answers to its proofs.
 */

/** The customer's order page, its pictures and their answers to proofs. */
export interface OrderPageServices {
  /** An order, if the token is its status token. */
  findOrder(number: string, token: string): Promise<OrderStatus | undefined>;
  /** A design of an order, by the key of its picture's link (the e-mails show it). */
  findOrderDesign(number: string, pictureKey: string): Promise<OrderDesign | undefined>;
  /**
   * The customer's answer to the order's latest proof, once, if `token` is
   * the order's status token; `uploadId` is the file sent with changes.
   */
  answerProof(input: {
    number: string;
    token: string;
    round: number;
    answer: "approved" | "changes";
    comment: string;
    uploadId: string | null;
    /** Set when a staff member's signed-in browser answers: recorded, and shown as theirs. */
    staff: StaffActor | null;
  }): Promise<ProofAnswerOutcome>;
  /** A proof's picture or document, by the key of its private link. */
  proofFile(number: string, fileId: string, key: string): Promise<StoredFile | undefined>;
}

export interface OrderPageSettings {
  publicUrl: string;
  smtpConfigured: boolean;
  shopNotifyEmail: string | undefined;
  /** A production file an order's proof shows, to serve (production owns the files). */
  proofDownload: (number: string, fileId: string) => Promise<StoredFile | undefined>;
  /** E-mails were queued: the mail outbox may look now. */
  onQueued: () => void;
  logger: Logger;
  clock: () => number;
}

export function createOrderPage({ db }: Database, settings: OrderPageSettings): OrderPageServices {
  const { publicUrl, smtpConfigured, shopNotifyEmail, logger, clock } = settings;
  return {
    async findOrder(number, token) {
      const found = await findOrderByToken(db, number, token);
      if (!found) return undefined;
      const confirmation = await db
        .selectFrom("emails")
        .select("state")
        .where("order_number", "=", number)
        .where("purpose", "=", "order-confirmation")
        .executeTakeFirst();
      return {
        order: found.order,
        stage: found.stage,
        history: await stageHistory(db, number),
        confirmationHeld: confirmation?.state === "held",
        proofs: await proofRounds(db, number, found.checkoutId),
        payment: await orderPayment(db, found.order, clock()),
      };
    },

    async findOrderDesign(number, pictureKey) {
      const found = await findOrder(db, number);
      return found?.order.lines.find(
        (line) => designPictureKey(found.checkoutId, line.id) === pictureKey,
      )?.design;
    },

    async answerProof({ token, ...input }) {
      if (!(await findOrderByToken(db, input.number, token))) return { outcome: "unknown-order" };
      const answered = await answerProof(
        { db },
        { publicUrl, smtpConfigured, shopNotifyEmail },
        { ...input, now: clock() },
      );
      if (answered.outcome === "answered") {
        logger.info(
          { order: input.number, round: input.round, answer: input.answer },
          "Proof answered",
        );
        settings.onQueued();
      }
      return answered;
    },

    async proofFile(number, fileId, key) {
      const id = await proofFileId(db, { number, fileId, key });
      return id ? settings.proofDownload(number, id) : undefined;
    },
  };
}
