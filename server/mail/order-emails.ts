import type { PaymentTerms } from "#app/webhooks/order-payloads.server.ts";
import {
  type OrderLine,
  type OrderStage,
  type PlacedOrder,
  stageLabel,
} from "#app/domain/orders.ts";
import { deviceName } from "#app/domain/catalog/device-name.ts";
import { printQualityTiers } from "#app/domain/policies.ts";
import { site } from "#app/domain/site.ts";
import { businessDays, formatCents, formatPercent } from "#app/lib/format.ts";
import { type Row, type Section, renderHtml, renderText } from "./email-layout.ts";

/*
 * The e-mails a placed order sends (PRODUCT.md section 6). Each is built once
 * as plain sections, then rendered twice (email-layout.ts): as text and as
 * HTML, so the two bodies cannot drift apart.
 */

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** Where each design's picture is, by its line's id (none: the e-mail has no pictures). */
export type PictureUrl = ((lineId: string) => string) | undefined;

const placedOn = (order: PlacedOrder) =>
  new Date(order.placedAt).toLocaleDateString("en-US", {
    dateStyle: "long",
    timeZone: site.supportHours.timeZone,
  });

/** How the artwork prints, for the shop: "Poor, 96 DPI at print size; the customer chose to print it anyway". */
function printQualityText({ printQuality }: OrderLine["design"]): string {
  if (!printQuality) return "";
  const tier = printQualityTiers.find((entry) => entry.id === printQuality.tier);
  const text = `${tier?.label ?? printQuality.tier}, ${printQuality.dpi} DPI at print size`;
  return printQuality.confirmed ? `${text}; the customer chose to print it anyway` : text;
}

function lineSection(line: OrderLine, forShop: boolean, pictureUrl: PictureUrl): Section {
  const { design } = line;
  const rows: Row[] = [
    { label: "Device", value: deviceName(design.deviceBrand, design.deviceModel) },
    { label: "Coverage", value: design.coverageLabel },
    { label: "Finish", value: design.finishLabel },
    { label: "Quantity", value: String(line.quantity) },
    { label: "Unit price", value: formatCents(line.unitCents) },
  ];
  if (line.discountCents > 0) {
    rows.push(
      {
        label: `Volume discount (${formatPercent(line.discountRate)})`,
        value: `−${formatCents(line.discountCents)}`,
      },
      { label: "Price each after discount", value: formatCents(line.discountedUnitCents) },
    );
  }
  rows.push({ label: "Line total", value: formatCents(line.totalCents), strong: true });
  const section: Section = { subheading: design.designName, rows };
  if (pictureUrl) {
    section.picture = {
      url: pictureUrl(line.id),
      alt: `${design.designName} on ${deviceName(design.deviceBrand, design.deviceModel)}, ${design.coverageLabel}, ${design.finishLabel.toLowerCase()}`,
    };
  }
  if (forShop) {
    if (design.printQuality) rows.push({ label: "Print quality", value: printQualityText(design) });
    if (design.notes) section.paragraphs = [`Design notes:\n${design.notes}`];
    if (design.artwork) {
      section.links = [{ label: `Artwork (${design.artwork.filename})`, url: design.artwork.url }];
    }
  }
  return section;
}

/** PlacedOrder.merchandiseCents is after the volume discounts; the rows show them taken off. */
function totalsSection(order: PlacedOrder): Section {
  const { shipping } = order;
  const rows: Row[] = [
    { label: "Merchandise", value: formatCents(order.merchandiseCents + order.discountCents) },
  ];
  if (order.discountCents > 0) {
    rows.push({ label: "Volume discounts", value: `−${formatCents(order.discountCents)}` });
  }
  rows.push(
    {
      label: `Shipping: ${shipping.label}, ${businessDays(shipping.days)}`,
      value: order.shippingCents === 0 ? "Free" : formatCents(order.shippingCents),
    },
    { label: "Total", value: formatCents(order.totalCents), strong: true },
  );
  return { rows };
}

function shipToSection(order: PlacedOrder): Section {
  const { shipTo } = order;
  const lines = [
    shipTo.name,
    shipTo.line1,
    shipTo.line2,
    `${shipTo.city}, ${shipTo.state} ${shipTo.zip}`,
    "United States",
  ];
  return { heading: "Ship to", paragraphs: [lines.filter(Boolean).join("\n")] };
}

function accountSection(order: PlacedOrder): Section | undefined {
  const rows: Row[] = [];
  if (order.organization) rows.push({ label: "Organization", value: order.organization });
  if (order.purchaseOrder) rows.push({ label: "PO number", value: order.purchaseOrder });
  if (order.taxExempt) rows.push({ label: "Tax-exempt", value: "Yes" });
  return rows.length > 0 ? { heading: "Billing", rows } : undefined;
}

/** What happens next, by how the order is paid (issue 37; payments off: an invoice after the proof). */
const nextSteps = (order: PlacedOrder, terms: PaymentTerms) => {
  switch (terms) {
    case "card_at_checkout":
      return "You pay by card on Stripe's secure page, where sales tax, if any, is added. Once it is paid, we check your file and print.";
    case "card_after_proof":
      return "We e-mail you a proof before printing. Once you approve it, you pay by card on Stripe's secure page (your order's page has the button), and we print.";
    case "stripe_invoice":
      return "We check your file and send your invoice through Stripe, payable within 30 days; sales tax, if any, is on it.";
    default:
      return order.proofFirst
        ? "We e-mail you a proof before printing. Once you approve it, we send an invoice or payment link; taxes, if any, are added on the invoice."
        : "We check your file and send an invoice or payment link; taxes, if any, are added on the invoice.";
  }
};

const statusSection = (statusUrl: string): Section => ({
  heading: "Your order's status",
  paragraphs: ["Follow your order at this private link; keep it to yourself."],
  links: [{ label: "See your order's status", url: statusUrl }],
});

export const signOff: Section = {
  paragraphs: [
    `Questions? Write to ${site.email} or call ${site.phone.display} (${site.supportHours.display}).`,
    site.name,
  ],
};

/** What each stage a staff member moves an order to means for the customer. */
const stageNews: Record<Exclude<OrderStage, "received">, (order: PlacedOrder) => string> = {
  proof_sent: () =>
    "We have e-mailed you a proof of your design. Reply to that e-mail to approve it or to ask for changes; we print nothing before you approve it.",
  approved: () =>
    "Your design is approved. We send an invoice or payment link; taxes, if any, are added on the invoice.",
  in_production: () => "Your wrap is being printed and precision-cut.",
  shipped: (order) =>
    `Your wrap is on its way by ${order.shipping.label} shipping (${businessDays(order.shipping.days)}).`,
};

/**
 * The customer's news when staff move the order to a later stage; `message`
 * is the staff member's own words, such as a tracking number.
 */
export function orderStageEmail(
  order: PlacedOrder,
  stage: Exclude<OrderStage, "received">,
  statusUrl: string,
  message = "",
  payUrl?: string,
): RenderedEmail {
  const label = stageLabel(stage);
  const sections: Section[] = [
    {
      paragraphs: [
        `Order ${order.number}: ${label}.`,
        payUrl
          ? `Your design is approved. Pay ${formatCents(order.totalCents)} by card on Stripe's secure page, where sales tax, if any, is added, and we start printing.`
          : stageNews[stage](order),
        ...(message ? [message] : []),
      ],
    },
    ...(payUrl
      ? [{ links: [{ label: `Pay ${formatCents(order.totalCents)}`, url: payUrl }] }]
      : []),
    statusSection(statusUrl),
    signOff,
  ];
  const subject = `Your ${site.name} order ${order.number}: ${label}`;
  return { subject, text: renderText(sections), html: renderHtml(subject, sections) };
}

/** The customer's news of a refund staff made (issue 37). */
export function orderRefundEmail(
  order: PlacedOrder,
  refund: { amountCents: number; reason: string },
  statusUrl: string,
): RenderedEmail {
  const amount = formatCents(refund.amountCents);
  const sections: Section[] = [
    {
      paragraphs: [
        `We have refunded ${amount} of order ${order.number} to the card you paid with.`,
        `Why: ${refund.reason}`,
        "Your bank shows it in 5 to 10 business days.",
      ],
    },
    statusSection(statusUrl),
    signOff,
  ];
  const subject = `Your ${site.name} order ${order.number}: ${amount} refunded`;
  return { subject, text: renderText(sections), html: renderHtml(subject, sections) };
}

/**
 * The customer's confirmation: what they ordered, what it costs, what happens
 * next. Its first lines, which an inbox shows before it is opened, hold
 * nothing the checkout's author typed: the address may not be theirs
 * (confirmationLimits), and a stranger's name field must not greet its owner.
 */
export function orderConfirmationEmail(
  order: PlacedOrder,
  statusUrl: string,
  pictureUrl?: PictureUrl,
  terms: PaymentTerms = "invoice_after_proof",
): RenderedEmail {
  const account = accountSection(order);
  const sections: Section[] = [
    {
      paragraphs: [
        `Thank you for your order ${order.number}, placed ${placedOn(order)}. Nothing has been charged yet.`,
      ],
    },
    { heading: "What happens next", paragraphs: [nextSteps(order, terms)] },
    { heading: "Your order" },
    ...order.lines.map((line) => lineSection(line, false, pictureUrl)),
    totalsSection(order),
    shipToSection(order),
    ...(account ? [account] : []),
    statusSection(statusUrl),
    signOff,
  ];
  const subject = `Your ${site.name} order ${order.number}`;
  return { subject, text: renderText(sections), html: renderHtml(subject, sections) };
}

/** The shop's notice of a new order: everything needed to make and ship it. */
export function shopNoticeEmail(
  order: PlacedOrder,
  statusUrl?: string,
  pictureUrl?: PictureUrl,
): RenderedEmail {
  const { customer } = order;
  const account = accountSection(order);
  const sections: Section[] = [
    {
      paragraphs: [
        `New order ${order.number}, placed ${placedOn(order)}.`,
        order.proofFirst ? "The customer wants a proof before printing." : "No proof asked for.",
      ],
    },
    {
      heading: "Customer",
      rows: [
        { label: "Name", value: customer.name },
        { label: "E-mail", value: customer.email },
        { label: "Phone", value: customer.phone || "—" },
      ],
    },
    ...(account ? [account] : []),
    ...(order.notes ? [{ heading: "Order notes", paragraphs: [order.notes] }] : []),
    { heading: "Designs" },
    ...order.lines.map((line) => lineSection(line, true, pictureUrl)),
    totalsSection(order),
    shipToSection(order),
    ...(statusUrl ? [{ links: [{ label: "The customer's status page", url: statusUrl }] }] : []),
  ];
  const subject = `New order ${order.number} — ${formatCents(order.totalCents)}`;
  return { subject, text: renderText(sections), html: renderHtml(subject, sections) };
}
