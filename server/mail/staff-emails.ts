import type { Insertable } from "kysely";
import { site } from "#app/domain/site.ts";
import { type StaffRole, roleLabel } from "#app/domain/staff.ts";
import { shopDateTime } from "#app/lib/shop-time.ts";
import type { EmailsTable } from "../db/schema.ts";
import { renderHtml, renderText, type Section } from "./email-layout.ts";

/**
 * The e-mail that carries a staff invite (or a way back in): the link is the
 * only secret in it, and it works once, for a limited time.
 */
export function staffInviteEmail(
  {
    to,
    role,
    url,
    expires,
    returning,
  }: { to: string; role: StaffRole; url: string; expires: string; returning: boolean },
  { id, smtpConfigured, now }: { id: string; smtpConfigured: boolean; now: number },
): Insertable<EmailsTable> {
  const subject = returning
    ? `Your way back into the ${site.name} staff console`
    : `You are invited to the ${site.name} staff console`;
  const sections: Section[] = [
    {
      paragraphs: [
        returning
          ? `Here is a link to set a new password or passkey for ${to}.`
          : `You have been invited to the ${site.name} staff console as ${roleLabel(role).toLowerCase()}.`,
        `The link works once, until ${shopDateTime(expires)}. If you did not expect it, ignore this e-mail.`,
      ],
      links: [{ label: returning ? "Set up your sign-in" : "Accept the invite", url }],
    },
  ];
  return {
    id,
    purpose: "staff-invite",
    order_number: null,
    to_address: to,
    subject,
    text_body: renderText(sections),
    html_body: renderHtml(subject, sections),
    state: smtpConfigured ? "pending" : "stored",
    last_error: null,
    next_attempt_at: now,
    created_at: now,
    client_key: null,
  };
}

/** A staff member's answer to a quote request, signed with their name. */
export function quoteReplyEmail({
  subject,
  message,
  customerName,
  staffName,
}: {
  subject: string;
  message: string;
  customerName: string;
  staffName: string;
}): { text: string; html: string } {
  const sections: Section[] = [
    { paragraphs: [`Hello ${customerName || "there"},`, message, `${staffName}\n${site.name}`] },
  ];
  return { text: renderText(sections), html: renderHtml(subject, sections) };
}
