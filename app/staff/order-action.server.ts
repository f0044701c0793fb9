import { paymentStateLabel } from "#app/domain/payments.ts";
import { data } from "react-router";
import { stageLabel } from "#app/domain/orders.ts";
import { OrderActionSchema, refundCents } from "#app/forms/staff-console.ts";
import { formatCents } from "#app/lib/format.ts";
import { orderFormOf } from "#app/forms/staff-form-values.ts";
import {
  type Args,
  doneRedirect,
  refusal,
  refusedPost,
  requireStaff,
} from "#app/staff/session.server.ts";

/*
 * What the console's order page does with a post (app/routes/staff/order.tsx):
 * send a proof, move the order, make or replace a design's print file, keep
 * a design's approval for a changed print file. Each refusal names the form
 * it answers, so the page shows it beside that form.
 */

export async function orderAction(args: Args & { params: { number: string } }) {
  const { services, actor, post, session } = await requireStaff(args, {
    form: OrderActionSchema,
    files: ["file"],
  });
  if (!post.ok) {
    const posted = post.reply.outcome === "invalid" ? post.reply.values : {};
    return refusedPost(post, orderFormOf(posted.intent, posted.line));
  }
  const number = args.params.number;
  const here = `/staff/orders/${number}`;
  const form = post.data;
  switch (form.intent) {
    case "proof": {
      const sent = await services.sendProof(
        { number, message: form.message ?? "", uploadId: form.file ?? null },
        actor,
      );
      if (sent.outcome === "sent") {
        return doneRedirect(
          here,
          sent.emailed
            ? `Proof ${sent.round} sent; the customer's e-mail is on its way.`
            : `Proof ${sent.round} is on the customer's page; no e-mail is sent while SMTP is not set up.`,
        );
      }
      if (sent.outcome === "no-print-picture") {
        return refusal(
          "A print file was replaced with your own: upload a proof of it to send (an image or the PDF).",
          409,
          {},
          "proof",
        );
      }
      if (sent.outcome === "no-mockup") {
        return refusal(
          "The mockups are still being made: send the proof in a minute, or upload one.",
          409,
          {},
          "proof",
        );
      }
      if (sent.outcome === "past-proof") {
        return refusal(
          `The order is already at “${stageLabel(sent.stage)}”: it is past its proof.`,
          409,
          {},
          "proof",
        );
      }
      throw data(`There is no order ${number}.`, { status: 404 });
    }
    case "replace": {
      const kept = await services.replacePrintFile(
        { number, lineId: form.line, uploadId: form.file, note: form.note ?? "" },
        actor,
      );
      if (kept === "not-pdf") {
        const message = "A print file must be a PDF.";
        return refusal(message, 400, { file: message }, orderFormOf(form.intent, form.line));
      }
      if (kept === "unknown") throw data("There is no such design in this order.", { status: 404 });
      return doneRedirect(here, "Your print file is kept as the latest version.");
    }
    case "keep-approval": {
      const kept = await services.keepApproval(
        { number, lineId: form.line, reason: form.reason },
        actor,
      );
      if (kept === "unknown") throw data("There is no such design in this order.", { status: 404 });
      return doneRedirect(here, "The approval is kept for the current print file.");
    }
    case "remake": {
      if (!(await services.remakeFiles(number, form.line, actor))) {
        throw data("There is no such design in this order.", { status: 404 });
      }
      return doneRedirect(
        here,
        "The print file and mockup are being made again; the page shows them when they are ready.",
      );
    }
    case "invoice": {
      const sent = await services.sendInvoice(number, form.days, actor);
      if (sent.outcome === "unknown-order")
        throw data(`There is no order ${number}.`, { status: 404 });
      if (sent.outcome === "not-invoiced") {
        return refusal(
          "This order is not one to invoice, or its invoice is sent.",
          409,
          {},
          "payment",
        );
      }
      if (sent.outcome === "unavailable") {
        return refusal(
          "Stripe could not be reached, so no invoice was sent. Try again in a minute.",
          503,
          {},
          "payment",
        );
      }
      return doneRedirect(here, "Invoice sent: Stripe e-mails it to the customer.");
    }
    case "refund": {
      if (session.member.role !== "owner") {
        return refusal("Only an owner can refund an order.", 403, {}, "payment");
      }
      const refunded = await services.refund(
        number,
        { amountCents: refundCents(form.amount), reason: form.reason },
        actor,
      );
      if (refunded.outcome === "unknown-order") {
        throw data(`There is no order ${number}.`, { status: 404 });
      }
      if (refunded.outcome === "not-paid") {
        return refusal("Nothing was paid, so there is nothing to refund.", 409, {}, "payment");
      }
      if (refunded.outcome === "too-much") {
        const message = `At most ${formatCents(refunded.refundableCents)} can be refunded.`;
        return refusal(message, 400, { amount: message }, "payment");
      }
      if (refunded.outcome === "refused") {
        return refusal(
          `Stripe refused the refund, so nothing was refunded: ${refunded.message}`,
          409,
          {},
          "payment",
        );
      }
      if (refunded.outcome === "unavailable") {
        return refusal(
          "Stripe did not answer, so the refund may or may not have been made. It is kept as pending: check the payment in Stripe before refunding again.",
          503,
          {},
          "payment",
        );
      }
      return doneRedirect(
        here,
        `Refunded ${formatCents(refunded.amountCents)}; the customer's e-mail is on its way.`,
      );
    }
    case "move": {
      const moved = await services.moveOrder(
        {
          number,
          stage: form.stage,
          message: form.message ?? "",
          email: form.email !== "no",
          testFitConfirmed: form.testFit === "yes",
        },
        actor,
      );
      if (moved.outcome === "unknown-order") {
        throw data(`There is no order ${number}.`, { status: 404 });
      }
      if (moved.outcome === "needs-approval") {
        const message = `Not approved as it will print: ${moved.designs.join(", ")}. Its print file changed after the customer approved it (or was never approved): send a new proof, or keep the approval with your reason.`;
        return refusal(message, 409, {}, "move");
      }
      if (moved.outcome === "needs-test-fit") {
        const message = `Not measured yet: ${moved.designs.join(", ")}. Cut a test piece, fit it to the customer's model, then tick “I test-fitted” to start production.`;
        return refusal(message, 409, { testFit: message }, "move");
      }
      if (moved.outcome === "not-paid") {
        const message = `Not paid yet (${paymentStateLabel(moved.state)}): production starts once Stripe confirms the payment.`;
        return refusal(message, 409, {}, "move");
      }
      if (moved.outcome === "not-forward") {
        return refusal(
          `The order is already at “${stageLabel(moved.current)}”: an order only moves forward.`,
          409,
          {},
          "move",
        );
      }
      const label = stageLabel(moved.to);
      return doneRedirect(
        here,
        moved.emailed
          ? `Moved to ${label}; the customer's e-mail is on its way.`
          : `Moved to ${label}; no e-mail.`,
      );
    }
  }
}
