import { CreditCard } from "lucide-react";
import type { PlacedOrder } from "#app/domain/orders.ts";
import { type OrderPayment as Payment, paymentStateLabel } from "#app/domain/payments.ts";
import { formatCents } from "#app/lib/format.ts";
import { ButtonLink } from "#app/components/ui/button-link.tsx";

/** What the order page heard of the customer's trip to Stripe's page (its query). */
export type PaymentReturn = "paid" | "cancelled" | "unavailable" | null;

/**
 * The customer's order page's payment (issue 37): what is owed and how to
 * pay it, or what was paid, taxed and refunded. Only Stripe's webhook marks
 * it paid: a customer back from Stripe before it arrives is told it is being
 * confirmed.
 */
export function OrderPaymentSection({
  order,
  payment,
  payHref,
  returned,
  formatTime,
}: {
  order: PlacedOrder;
  payment: Payment;
  payHref: string;
  returned: PaymentReturn;
  formatTime: (iso: string) => string;
}) {
  const total = payment.amountCents + (payment.taxCents ?? 0);
  return (
    <section aria-labelledby="payment-heading">
      <h2 id="payment-heading" className="text-ink flex items-center gap-2 text-xl font-bold">
        <CreditCard aria-hidden="true" className="text-brand-700 size-5" />
        Payment
      </h2>
      <div className="border-brand-100 mt-4 rounded-xl border p-4">
        <p className="text-ink font-semibold" data-testid="payment-state">
          {paymentStateLabel(payment.state)}
        </p>
        <PaymentDetail
          order={order}
          payment={payment}
          returned={returned}
          formatTime={formatTime}
        />
        {payment.payable && returned !== "paid" ? (
          <div className="mt-4">
            <ButtonLink to={payHref} reloadDocument size="lg">
              Pay {formatCents(payment.amountCents)}
            </ButtonLink>
            <p className="text-muted mt-2 text-sm">
              By card on Stripe&rsquo;s secure page: your card details never reach us. Sales tax, if
              any, is added there.
            </p>
          </div>
        ) : null}
        {payment.taxCents !== null && payment.taxCents > 0 && payment.paidCents > 0 ? (
          <dl className="mt-4 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted">Order</dt>
            <dd className="text-ink text-right">{formatCents(payment.amountCents)}</dd>
            <dt className="text-muted">Sales tax</dt>
            <dd className="text-ink text-right">{formatCents(payment.taxCents)}</dd>
            <dt className="text-ink font-semibold">Paid</dt>
            <dd className="text-ink text-right font-semibold">{formatCents(total)}</dd>
          </dl>
        ) : null}
        {payment.refunds.length ? (
          <>
            <h3 className="text-ink mt-4 font-semibold">Refunds</h3>
            <ul className="mt-1 grid gap-1 text-sm">
              {payment.refunds.map((refund) => (
                <li key={refund.at} className="text-muted">
                  {formatCents(refund.amountCents)} on {formatTime(refund.at)}: {refund.reason}
                  {refund.state === "pending"
                    ? " (on its way back to your card)"
                    : refund.state === "failed"
                      ? " (could not be made: we will be in touch)"
                      : ""}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </section>
  );
}

function PaymentDetail({
  order,
  payment,
  returned,
  formatTime,
}: {
  order: PlacedOrder;
  payment: Payment;
  returned: PaymentReturn;
  formatTime: (iso: string) => string;
}) {
  const amount = formatCents(payment.amountCents);
  let text: string;
  if (payment.paidAt) {
    text = `We received ${formatCents(payment.paidCents)} on ${formatTime(payment.paidAt)}. Thank you.`;
  } else if (payment.method === "invoice") {
    text = payment.invoiceUrl
      ? `We sent an invoice for ${amount}${payment.invoiceDueAt ? `, due ${formatTime(payment.invoiceDueAt)}` : ""}.`
      : `We send an invoice for ${amount}${order.purchaseOrder ? ` against purchase order ${order.purchaseOrder}` : ""} through Stripe, payable within 30 days unless we agree otherwise${order.taxExempt ? ", without sales tax: your organization is tax-exempt" : ""}.`;
  } else if (returned === "paid") {
    text =
      "Thank you: Stripe is confirming your payment, which takes a few seconds. Reload this page to see it marked Paid.";
  } else if (returned === "unavailable") {
    text = "We could not open the payment page just now. Please try again in a minute.";
  } else if (returned === "cancelled") {
    text = "You left the payment page before paying. Your order is kept: pay when you are ready.";
  } else if (!payment.payable) {
    text = `You pay ${amount} once you approve your proof: nothing is printed before.`;
  } else {
    text = `Your order comes to ${amount}. We start printing once it is paid.`;
  }
  return (
    <>
      <p className="text-muted mt-1">{text}</p>
      {payment.invoiceUrl && !payment.paidAt ? (
        <p className="mt-2">
          <a
            href={payment.invoiceUrl}
            className="text-brand-700 hover:text-brand-900 font-semibold underline underline-offset-2"
          >
            View and pay the invoice
          </a>
        </p>
      ) : null}
    </>
  );
}
