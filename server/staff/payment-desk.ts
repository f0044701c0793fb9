import type { StaffActor } from "#app/domain/staff.ts";
import type { InvoiceOutcome, PaymentServices } from "../payments/services.ts";
import type { RefundOutcome } from "../payments/refunds.ts";

/*
 * The console's payment actions on an order (issue 37): send its Stripe
 * Invoice, refund part or all of it. The payments module does the work and
 * writes the audit log; the desk only hands it the staff member.
 */
export interface PaymentDesk {
  /** Payments are on: the order page shows its payment panel. */
  paymentsOn: boolean;
  sendInvoice(number: string, daysUntilDue: number, actor: StaffActor): Promise<InvoiceOutcome>;
  refund(
    number: string,
    refund: { amountCents: number; reason: string },
    actor: StaffActor,
  ): Promise<RefundOutcome | { outcome: "unknown-order" }>;
}

export function createPaymentDesk(payments: PaymentServices): PaymentDesk {
  return {
    paymentsOn: payments.enabled,
    sendInvoice: (number, daysUntilDue, actor) =>
      payments.sendInvoice(number, { daysUntilDue, actor }),
    refund: (number, refund, actor) => payments.refund(number, { ...refund, actor }),
  };
}
