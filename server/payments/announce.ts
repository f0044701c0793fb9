import { createHash } from "node:crypto";
import type { Transaction } from "kysely";
import { orderPaymentPayload } from "#app/webhooks/order-payloads.server.ts";
import type { DatabaseSchema } from "../db/schema.ts";
import type { Intake } from "../submissions/intake.ts";
import { newId } from "../tokens.ts";
import { paymentRow, shownState } from "./store.ts";

/*
 * A change of an order's payment, told to the shop's automation (issue 37):
 * an `order_payment` submission to the order webhook, recorded in the
 * transaction that made the change, so the shop hears of every change and
 * only of changes that happened.
 */

export type PaymentIntake = Pick<Intake, "recordIn">;

export async function announcePayment(
  trx: Transaction<DatabaseSchema>,
  intake: PaymentIntake,
  change: { orderNumber: string; detail: string; stripeEventId: string | null; now: number },
): Promise<void> {
  const row = await paymentRow(trx, change.orderNumber);
  if (!row) return;
  // One submission per Stripe event (its id may be long); a staff action's is its own.
  const id = change.stripeEventId
    ? createHash("sha256").update(change.stripeEventId).digest("hex").slice(0, 32)
    : newId();
  await intake.recordIn(
    trx,
    {
      id: `payment-${id}`,
      kind: "order-payment",
      payload: orderPaymentPayload({
        orderNumber: change.orderNumber,
        payment: {
          method: row.method,
          state: shownState(row, change.now),
          amountCents: Number(row.amount_cents),
          taxCents: row.tax_cents === null ? null : Number(row.tax_cents),
          paidCents: Number(row.paid_cents),
          refundedCents: Number(row.refunded_cents),
          currency: row.currency,
          flag: row.flag,
        },
        detail: change.detail,
        stripeEventId: change.stripeEventId,
        timestamp: new Date(change.now).toISOString(),
      }),
    },
    change.now,
  );
}
