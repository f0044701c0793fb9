import type { OrderPayment } from "#app/domain/payments.ts";
import { paymentStateLabel } from "#app/domain/payments.ts";
import { formatCents } from "#app/lib/format.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Facts, Input, Notice, Panel, PostForm, TextArea, When } from "./console-ui.tsx";

/**
 * An order's payment in the console (issue 37): where it stands, what
 * Stripe flagged, and the forms that send its invoice or refund it.
 */
export function OrderPaymentPanel({
  payment,
  csrf,
  errors,
}: {
  payment: OrderPayment;
  csrf: string;
  errors: Partial<Record<string, string>>;
}) {
  const refundable =
    payment.paidCents -
    payment.refunds
      .filter((refund) => refund.state !== "failed")
      .reduce((sum, refund) => sum + refund.amountCents, 0);
  return (
    <Panel id="payment" title="Payment">
      <div className="flex flex-col gap-4">
        {payment.flag ? <Notice tone="bad">{payment.flag}</Notice> : null}
        <Facts
          rows={[
            ["State", <strong key="state">{paymentStateLabel(payment.state)}</strong>],
            ["How", payment.method === "invoice" ? "Stripe Invoice" : "Card, on Stripe's page"],
            ["Order", formatCents(payment.amountCents)],
            ...(payment.taxCents !== null
              ? [["Sales tax", formatCents(payment.taxCents)] as const]
              : []),
            ...(payment.paidAt
              ? [
                  ["Paid", formatCents(payment.paidCents)] as const,
                  ["On", <When key="paid" iso={payment.paidAt} />] as const,
                ]
              : []),
            ...(payment.refundedCents
              ? [["Refunded", formatCents(payment.refundedCents)] as const]
              : []),
            ...(payment.invoiceDueAt
              ? [["Invoice due", <When key="due" iso={payment.invoiceDueAt} />] as const]
              : []),
          ]}
        />
        {payment.invoiceUrl ? (
          <p className="text-sm">
            <a href={payment.invoiceUrl} className="text-brand-700 font-semibold underline">
              The invoice on Stripe
            </a>
          </p>
        ) : null}
        {payment.refunds.length ? (
          <ul className="flex flex-col gap-1 text-sm">
            {payment.refunds.map((refund) => (
              <li key={refund.at}>
                {formatCents(refund.amountCents)} refunded, <When iso={refund.at} /> ({refund.state}
                ): {refund.reason}
              </li>
            ))}
          </ul>
        ) : null}
        {payment.method === "invoice" && payment.state === "unpaid" ? (
          <PostForm csrf={csrf} className="flex flex-col gap-3">
            <input type="hidden" name="intent" value="invoice" />
            <Input
              label="Days to pay"
              name="days"
              scope="invoice"
              type="number"
              inputMode="numeric"
              min={1}
              max={120}
              defaultValue={30}
              required
              error={errors.days}
              hint="Stripe e-mails the invoice; the customer pays it on Stripe's page."
            />
            <Button type="submit" className="self-start">
              Send the invoice
            </Button>
          </PostForm>
        ) : null}
        {refundable > 0 ? (
          <PostForm csrf={csrf} className="flex flex-col gap-3">
            <input type="hidden" name="intent" value="refund" />
            <Input
              label="Amount to refund ($)"
              name="amount"
              scope="refund"
              inputMode="decimal"
              placeholder={(refundable / 100).toFixed(2)}
              required
              error={errors.amount}
              hint={`Up to ${formatCents(refundable)}. Owners only: it goes back to the customer's card at once.`}
            />
            <TextArea
              label="Reason, for the customer"
              name="reason"
              scope="refund"
              maxLength={500}
              required
              error={errors.reason}
            />
            <Button type="submit" variant="outline" className="self-start">
              Refund
            </Button>
          </PostForm>
        ) : null}
      </div>
    </Panel>
  );
}
