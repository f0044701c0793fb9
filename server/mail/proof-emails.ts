import type { PlacedOrder } from "#app/domain/orders.ts";
import { site } from "#app/domain/site.ts";
import { type Section, renderHtml, renderText } from "./email-layout.ts";
import { type RenderedEmail, signOff } from "./order-emails.ts";

/*
 * The e-mails of an order's proofs (issue 20): the customer's proof, and the
 * shop's news of their answer.
 */

/** A proof's pictures and documents, at their private links. */
export interface ProofEmailFile {
  url: string;
  label: string;
  picture: boolean;
}

/**
 * The customer's proof: staff's message, each picture, and the link to the
 * order's page, where they approve it or ask for changes.
 */
export function proofEmail(
  order: PlacedOrder,
  { round, message, files }: { round: number; message: string; files: ProofEmailFile[] },
  statusUrl: string,
): RenderedEmail {
  const documents = files.filter((file) => !file.picture);
  const sections: Section[] = [
    {
      paragraphs: [
        round === 1
          ? `Here is the proof of your order ${order.number}. Nothing is printed until you approve it.`
          : `Here is proof ${round} of your order ${order.number}, with the changes you asked for. Nothing is printed until you approve it.`,
        ...(message ? [message] : []),
      ],
    },
    ...files
      .filter((file) => file.picture)
      .map((file) => ({
        subheading: file.label,
        picture: { url: file.url, alt: `Proof: ${file.label}`, width: 560 },
      })),
    ...(documents.length ? [{ links: documents.map(({ label, url }) => ({ label, url })) }] : []),
    {
      heading: "Approve it or ask for changes",
      paragraphs: [
        "Open your order's page to approve the proof, or to tell us what to change (you can send a new file there too).",
      ],
      links: [{ label: "Your order's page", url: statusUrl }],
    },
    signOff,
  ];
  const subject = `Your proof for ${site.name} order ${order.number}${round > 1 ? ` (proof ${round})` : ""}`;
  return { subject, text: renderText(sections), html: renderHtml(subject, sections) };
}

/** The shop's news of the customer's answer to a proof. */
export function proofAnswerEmail(
  order: PlacedOrder,
  {
    round,
    answer,
    comment,
    replyFileUrl,
  }: {
    round: number;
    answer: "approved" | "changes";
    comment: string;
    replyFileUrl: string | null;
  },
  consoleUrl: string,
): RenderedEmail {
  const approved = answer === "approved";
  const sections: Section[] = [
    {
      paragraphs: [
        approved
          ? `${order.customer.name} approved proof ${round} of order ${order.number}. The order is now approved: send the invoice.`
          : `${order.customer.name} asked for changes to proof ${round} of order ${order.number}.`,
        ...(comment ? [`Their words:\n${comment}`] : []),
      ],
    },
    {
      links: [
        ...(replyFileUrl ? [{ label: "The file they sent", url: replyFileUrl }] : []),
        { label: "The order in the console", url: consoleUrl },
      ],
    },
  ];
  const subject = approved
    ? `Proof approved: order ${order.number}`
    : `Changes asked for: order ${order.number}, proof ${round}`;
  return { subject, text: renderText(sections), html: renderHtml(subject, sections) };
}
