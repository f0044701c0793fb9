import { CircleCheck } from "lucide-react";
import { data, redirect, useActionData } from "react-router";
import type { Route } from "./+types/order-status";
import { NotFoundPage } from "#app/components/not-found-page.tsx";
import { OrderLineSummary } from "#app/components/shop/order-line-summary.tsx";
import { PlacedOrderTotals } from "#app/components/shop/order-totals.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { orderStages } from "#app/domain/orders.ts";
import { production } from "#app/domain/policies.ts";
import { businessDays, formatCents } from "#app/lib/format.ts";
import { originFromMatches } from "#app/lib/origin.ts";
import { shopDateTime } from "#app/lib/shop-time.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { readPost } from "#app/actions/read-post.server.ts";
import { ProofAnswerForms } from "#app/components/shop/proof-answer-forms.tsx";
import { ProofRounds } from "#app/components/shop/proof-rounds.tsx";
import { ProofAnswerSchema } from "#app/forms/proof-answer.ts";
import {
  clientInfoContext,
  orderPageServicesContext,
  staffServicesContext,
  submissionServicesContext,
} from "#app/services.server.ts";
import { sessionIdOf } from "#app/staff/session.server.ts";
import { Nowrap } from "#app/components/ui/nowrap.tsx";
import { OrderPaymentSection, type PaymentReturn } from "#app/components/shop/order-payment.tsx";

/** Private: the link carries the order's token (the site's Referrer-Policy keeps it from other sites). */
const privateHeaders = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token") ?? "";
  const number = params.number.slice(0, 20);
  const status =
    token.length > 0 && token.length <= 100
      ? await context.get(orderPageServicesContext).findOrder(number, token)
      : undefined;
  // A wrong token is answered as an unknown order: the page says nothing of which it was.
  if (!status) return data(null, { status: 404, headers: privateHeaders });
  const payment = url.searchParams.get("payment");
  return data(
    {
      ...status,
      token,
      placed: url.searchParams.get("placed") === "1" || url.searchParams.get("paid") === "1",
      // Back from Stripe's page: paid (its webhook confirms it), left unpaid, or never reached.
      returned: (url.searchParams.get("paid") === "1"
        ? "paid"
        : payment === "cancelled" || payment === "unavailable"
          ? payment
          : null) satisfies PaymentReturn as PaymentReturn,
    },
    { headers: privateHeaders },
  );
}

/** The customer's answer to the open proof: approve it, or ask for changes (with a file, if they like). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const url = new URL(request.url);
  const token = (url.searchParams.get("token") ?? "").slice(0, 100);
  const number = params.number.slice(0, 20);
  const orders = context.get(orderPageServicesContext);
  // The order and its token first: nobody else's post reaches the file intake.
  if (!token || !(await orders.findOrder(number, token))) {
    return data(null, { status: 404, headers: privateHeaders });
  }
  const { ip } = context.get(clientInfoContext);
  const reading = await readPost(request, ProofAnswerSchema, {
    files: {
      read: (post) => context.get(submissionServicesContext).readFileForm(post, ip),
      fields: ["file"],
    },
  });
  if (!reading.ok) {
    return data(
      {
        problem:
          reading.reply.outcome === "invalid"
            ? Object.values(reading.reply.fieldErrors).flat().join(" ")
            : reading.reply.outcome === "failed"
              ? reading.reply.message
              : "Please answer from your order's page.",
        comment: reading.reply.outcome === "invalid" ? (reading.reply.values.comment ?? "") : "",
      },
      { status: reading.status, headers: privateHeaders },
    );
  }
  const answer = reading.data;
  // A staff member answering from their own signed-in browser is recorded as such (issue 32).
  const sessionId = sessionIdOf(request);
  const staffSession = sessionId
    ? await context.get(staffServicesContext).session(sessionId)
    : undefined;
  const outcome = await orders.answerProof({
    staff: staffSession
      ? { id: staffSession.member.id, email: staffSession.member.email, ip }
      : null,
    number,
    token,
    round: answer.round,
    answer: answer.intent === "approve" ? "approved" : "changes",
    comment: answer.intent === "changes" ? answer.comment : "",
    uploadId: answer.intent === "changes" ? (answer.file ?? null) : null,
  });
  if (outcome.outcome === "unknown-order") {
    return data(null, { status: 404, headers: privateHeaders });
  }
  if (outcome.outcome === "not-latest") {
    return data(
      { problem: "A newer proof has been sent: answer that one.", comment: "" },
      { status: 409, headers: privateHeaders },
    );
  }
  // Answered now, or by an earlier post of the same form: either way the page says what stands.
  return redirect(`/orders/${number}?token=${encodeURIComponent(token)}#proofs-heading`, {
    status: 303,
    headers: privateHeaders,
  });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) =>
  pageMeta({
    title: loaderData ? `Order ${loaderData.order.number}` : "Order not found",
    description: "The status of your custom laptop wrap order.",
    path: location.pathname,
    origin: originFromMatches(matches),
    noindex: true,
  });

const dateTime = shopDateTime;

export default function OrderStatus({ loaderData }: Route.ComponentProps) {
  const reply = useActionData<typeof action>();
  if (!loaderData) return <NotFoundPage />;
  const { order, stage, history, placed, confirmationHeld, proofs, payment, token, returned } =
    loaderData;
  const entered = new Map(history.map((entry) => [entry.stage, entry.enteredAt]));
  // An order placed without asking for a proof never gets one.
  const stages = orderStages.filter(
    (candidate) => candidate.id !== "proof_sent" || order.proofFirst || entered.has(candidate.id),
  );
  const currentIndex = stages.findIndex((candidate) => candidate.id === stage);
  return (
    <>
      <PageHero
        eyebrow={placed ? "Thank you!" : "Order status"}
        title={
          <>
            Order <Nowrap>{order.number}</Nowrap>
            {placed ? " is placed" : ""}
          </>
        }
        intro={
          placed
            ? confirmationHeld
              ? `We have your order, and will e-mail a confirmation to ${order.customer.email} once we have looked it over. Keep this page's link: it shows your order's progress.`
              : `We have your order and sent a confirmation to ${order.customer.email}. Keep this page's link: it shows your order's progress.`
            : `Placed ${dateTime(order.placedAt)} by ${order.customer.name}.`
        }
      />
      <Section>
        <div className="grid grid-cols-1 gap-10 lg:grid-cols-[1.4fr_1fr]">
          <div className="grid min-w-0 grid-cols-1 gap-10">
            {payment ? (
              <OrderPaymentSection
                order={order}
                payment={payment}
                payHref={`/orders/${order.number}/pay?token=${encodeURIComponent(token)}`}
                returned={returned}
                formatTime={dateTime}
              />
            ) : null}
            {proofs.length ? (
              <section aria-labelledby="proofs-heading">
                <h2 id="proofs-heading" className="text-ink text-xl font-bold">
                  Your proof
                </h2>
                <p className="text-muted mt-1 text-sm">
                  Check it closely: we print exactly what you approve.
                </p>
                <div className="mt-4">
                  <ProofRounds
                    proofs={proofs}
                    formatTime={dateTime}
                    waiting="Waiting for your answer"
                    answerForm={(round) => (
                      <ProofAnswerForms
                        round={round}
                        problem={reply?.problem ?? null}
                        comment={reply?.comment ?? ""}
                      />
                    )}
                  />
                </div>
              </section>
            ) : null}
            <section aria-labelledby="progress-heading">
              <h2 id="progress-heading" className="text-ink text-xl font-bold">
                Progress
              </h2>
              <ol className="mt-4 grid gap-3">
                {stages.map((candidate, index) => {
                  const done = index <= currentIndex;
                  const at = entered.get(candidate.id);
                  return (
                    <li
                      key={candidate.id}
                      aria-current={index === currentIndex ? "step" : undefined}
                      className={`flex gap-3 rounded-xl border p-4 ${index === currentIndex ? "border-brand-700 bg-brand-50" : "border-gray-200"}`}
                    >
                      <CircleCheck
                        aria-hidden="true"
                        className={`mt-0.5 size-5 shrink-0 ${done ? "text-green-700" : "text-gray-400"}`}
                      />
                      <div>
                        <p className="text-ink font-semibold">
                          {candidate.label}
                          <span className="sr-only">{done ? " (done)" : " (to come)"}</span>
                        </p>
                        <p className="text-muted text-sm">
                          {candidate.detail}
                          {at ? ` ${dateTime(at)}.` : ""}
                        </p>
                      </div>
                    </li>
                  );
                })}
              </ol>
            </section>
            <section aria-labelledby="next-heading">
              <h2 id="next-heading" className="text-ink text-xl font-bold">
                What happens next
              </h2>
              <ol className="text-ink mt-4 list-decimal space-y-2 pl-5">
                <li>
                  {order.proofFirst
                    ? "We check your file and e-mail you a proof. Nothing is printed until you approve it."
                    : "We check your file and tell you if anything needs fixing before we print."}
                </li>
                {payment ? null : (
                  <li>
                    We send an invoice or a payment link for {formatCents(order.totalCents)}
                    {order.purchaseOrder ? ` against purchase order ${order.purchaseOrder}` : ""}
                    {order.taxExempt ? " (tax-exempt: we will ask for your certificate)" : ""};
                    taxes, if any, are added on the invoice.
                  </li>
                )}
                <li>{production.summary}</li>
                <li>
                  {order.shipping.label} shipping then takes {businessDays(order.shipping.days)}.
                </li>
              </ol>
            </section>
          </div>
          <aside aria-labelledby="summary-heading">
            <Card>
              <h2 id="summary-heading" className="text-xl font-bold">
                Summary
              </h2>
              <ul className="mt-4 grid gap-3">
                {order.lines.map((line) => (
                  <OrderLineSummary key={line.id} {...line} />
                ))}
              </ul>
              <PlacedOrderTotals order={order} testIdPrefix="order" />
              <h3 className="text-ink mt-6 font-semibold">Shipping to</h3>
              <address className="text-muted mt-1 text-sm not-italic">
                {order.shipTo.name}
                <br />
                {order.shipTo.line1}
                {order.shipTo.line2 ? (
                  <>
                    <br />
                    {order.shipTo.line2}
                  </>
                ) : null}
                <br />
                {order.shipTo.city}, {order.shipTo.state} {order.shipTo.zip}
              </address>
            </Card>
          </aside>
        </div>
      </Section>
    </>
  );
}
