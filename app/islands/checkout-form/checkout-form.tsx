import { useState } from "react";
import {
  CheckboxField,
  EmailField,
  SelectField,
  TextField,
  TextareaField,
} from "#app/components/forms/fields.tsx";
import { FormOutcome } from "#app/components/forms/form-outcome.tsx";
import { useFormSubmission } from "#app/components/forms/use-form-submission.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { countries, domesticCountry, usStates } from "#app/domain/addresses.ts";
import {
  type ShippingMethodId,
  isShippingMethodId,
  shippingMethods,
} from "#app/domain/policies.ts";
import { shippingAndTotal, shippingCents } from "#app/domain/pricing.ts";
import { CheckoutSchema } from "#app/forms/checkout.ts";
import type { FormReply } from "#app/forms/form-reply.ts";
import { OrderLineSummary, type SummaryLine } from "#app/components/shop/order-line-summary.tsx";
import { OrderTotals } from "#app/components/shop/order-totals.tsx";
import { businessDays, formatCents } from "#app/lib/format.ts";

/**
 * The checkout form (an island): checked with the server's own schema as the
 * visitor goes, then posted as a page (it works without script too). The
 * summary follows the shipping method, with prices from the same pricing
 * module the server uses; the server prices the order again itself.
 */
export function CheckoutForm({
  lines,
  merchandiseCents,
  discountCents,
  checkoutId,
  paymentsOn,
  initialReply,
}: {
  lines: SummaryLine[];
  /** The designs after their volume discounts, as the server priced them. */
  merchandiseCents: number;
  /** The volume discounts those are after. */
  discountCents: number;
  checkoutId: string;
  /** Card payment through Stripe is on (issue 37). */
  paymentsOn: boolean;
  initialReply?: FormReply;
}) {
  const { form, fields, reply } = useFormSubmission({
    id: "checkout",
    action: "/checkout",
    schema: CheckoutSchema,
    initialReply,
    defaultValues: { country: domesticCountry, shippingMethod: "standard" },
  });
  // The page the server answers with a refused method starts from Standard, not from what was posted.
  const posted = fields.shippingMethod.defaultValue;
  const [method, setMethod] = useState<ShippingMethodId>(
    isShippingMethodId(posted) ? posted : "standard",
  );
  const [country, setCountry] = useState(fields.country.defaultValue ?? domesticCountry);
  const domestic = country === domesticCountry;
  const order = shippingAndTotal(merchandiseCents, method);

  return (
    // Every field comes before "Place order": on a desktop the summary stands beside the
    // fields and the button below them; on a phone the summary comes between the two.
    <form
      {...form}
      className="grid grid-cols-1 gap-10 lg:grid-cols-[1.7fr_1fr] lg:grid-rows-[auto_1fr]"
    >
      <input type="hidden" name="checkoutId" value={checkoutId} />
      <div className="grid gap-10">
        <fieldset className="grid min-w-0 gap-5 sm:grid-cols-2">
          <legend className="text-ink mb-3 text-lg font-semibold">Contact</legend>
          <TextField
            meta={fields.name}
            label="Full name"
            required
            autoComplete="name"
            maxLength={120}
            className="sm:col-span-2"
          />
          <EmailField
            meta={fields.email}
            label="Email"
            hint="Your confirmation and order link go here."
          />
          <TextField
            meta={fields.phone}
            label="Phone"
            type="tel"
            required
            autoComplete="tel"
            maxLength={30}
            hint="For the carrier, and if we have a question about your file."
          />
        </fieldset>

        <fieldset className="grid min-w-0 gap-5 sm:grid-cols-2">
          <legend className="text-ink mb-3 text-lg font-semibold">Shipping address</legend>
          <SelectField
            meta={fields.country}
            label="Country"
            required
            options={countries}
            placeholder="Select country"
            onValueChange={setCountry}
            className="sm:col-span-2"
            hint={
              domestic
                ? "We ship to US addresses from checkout."
                : "Outside the US, cost and delivery time vary: we will e-mail you a quote instead of placing the order."
            }
          />
          <TextField
            meta={fields.address1}
            label="Street address"
            required
            autoComplete="address-line1"
            maxLength={120}
            className="sm:col-span-2"
          />
          <TextField
            meta={fields.address2}
            label="Apartment, suite or unit"
            autoComplete="address-line2"
            maxLength={120}
            className="sm:col-span-2"
          />
          <TextField
            meta={fields.city}
            label="City"
            required
            autoComplete="address-level2"
            maxLength={80}
            className="sm:col-span-2"
          />
          <SelectField
            meta={fields.state}
            label={domestic ? "State" : "State (US addresses only)"}
            required={domestic}
            options={usStates}
            placeholder="Select state"
          />
          <TextField
            meta={fields.zip}
            label={domestic ? "ZIP code" : "Postal code"}
            required={domestic}
            autoComplete="postal-code"
            inputMode={domestic ? "numeric" : "text"}
            maxLength={12}
          />
        </fieldset>

        <fieldset className="grid min-w-0 gap-3">
          <legend className="text-ink mb-3 text-lg font-semibold">Shipping method</legend>
          {shippingMethods.map((option) => {
            const cents = shippingCents(option.id, merchandiseCents);
            const id = `checkout-shipping-${option.id}`;
            return (
              <label
                key={option.id}
                htmlFor={id}
                className="has-checked:border-brand-700 has-checked:bg-brand-50 flex cursor-pointer items-start gap-3 rounded-xl border border-gray-300 p-4"
              >
                <input
                  id={id}
                  type="radio"
                  name="shippingMethod"
                  value={option.id}
                  defaultChecked={option.id === method}
                  onChange={() => setMethod(option.id)}
                  className="accent-brand-700 mt-1 size-5"
                />
                <span className="flex-1">
                  <span className="text-ink block font-semibold">
                    {option.label} · {cents === 0 ? "Free" : formatCents(cents)}
                  </span>
                  <span className="text-muted block text-sm">
                    {businessDays(option.days)} after your wrap ships
                  </span>
                </span>
              </label>
            );
          })}
          {fields.shippingMethod.errors?.length ? (
            <p className="text-sm font-medium text-red-700">{fields.shippingMethod.errors[0]}</p>
          ) : null}
        </fieldset>

        <fieldset className="grid min-w-0 gap-5 sm:grid-cols-2">
          <legend className="text-ink mb-3 text-lg font-semibold">Organization and billing</legend>
          <TextField
            meta={fields.organization}
            label="Organization"
            autoComplete="organization"
            maxLength={150}
          />
          <TextField meta={fields.purchaseOrder} label="Purchase order number" maxLength={60} />
          <div className="sm:col-span-2">
            <CheckboxField
              meta={fields.taxExempt}
              label="My organization is tax-exempt (we will ask for the certificate with the invoice)"
            />
          </div>
        </fieldset>

        <div className="grid gap-5">
          <CheckboxField
            meta={fields.proofFirst}
            label="Send me a proof first: I approve the design before you print"
          />
          <TextareaField
            meta={fields.notes}
            label="Order notes"
            rows={3}
            maxLength={2000}
            placeholder="Delivery instructions, deadlines, anything we should know"
          />
        </div>
      </div>

      <aside
        aria-labelledby="checkout-summary"
        className="lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start"
      >
        <Card>
          <h2 id="checkout-summary" className="text-xl font-bold">
            Your order
          </h2>
          <ul className="mt-4 grid gap-3">
            {lines.map((line) => (
              <OrderLineSummary key={line.id} {...line} />
            ))}
          </ul>
          <OrderTotals
            discountCents={discountCents}
            merchandiseCents={merchandiseCents}
            shipping={{
              label: "Shipping",
              cents: domestic ? order.shippingCents : null,
              totalCents: domestic ? order.totalCents : merchandiseCents,
            }}
            testIdPrefix="checkout"
          />
          <p className="text-muted mt-3 text-sm">
            {paymentsOn
              ? "Next you pay by card on Stripe's secure page, where sales tax, if any, is added. Asked for a proof first? You pay once you approve it. A purchase order or a tax-exempt organization gets an invoice, payable in 30 days."
              : "Nothing is charged now. We check your file and send an invoice or payment link; taxes, if any, are added on the invoice."}
          </p>
        </Card>
      </aside>
      <div className="grid gap-4 lg:col-start-1 lg:row-start-2 lg:self-start">
        <Button type="submit" size="lg" className="w-full sm:w-auto sm:justify-self-start">
          {domestic ? "Place order" : "Request a shipping quote"}
        </Button>
        <FormOutcome reply={reply} title="" detail="" />
      </div>
    </form>
  );
}
