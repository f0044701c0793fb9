import { z } from "zod";
import type { LeadKind } from "#app/domain/staff.ts";

/*
 * A lead as the console reads it (issue 33): each kind's stored record read
 * by a schema of its own, so the console names what the visitor sent
 * ("Organization", "Estimated quantity") rather than walking the webhook's
 * JSON, and a record that does not read as its kind says so instead of
 * showing blanks.
 */

const text = z.preprocess(
  (value) => (value === null || value === undefined ? "" : value),
  z.coerce.string(),
);
const yesNo = (value: boolean | undefined) => (value ? "Yes" : "No");

/** Where and when any lead was sent from: its page, the time, the campaign's tags. */
const Origin = {
  page_url: text.optional(),
  timestamp: text.optional(),
  utm: z.record(z.string(), z.string().nullable()).optional(),
};

const Sent = { ...Origin, name: text, email: text, phone: text.optional() };

const ContactRecord = z.object({ ...Sent, subject: text, message: text });

const BulkQuoteRecord = z.object({
  ...Sent,
  event: z.literal("bulk_quote_request"),
  organization: z.object({ name: text, type: text }),
  estimated_quantity: text,
  device_models: text,
  timeline: text,
  project_details: text,
  options: z.object({
    design_assistance: z.boolean().optional(),
    purchase_order: z.boolean().optional(),
    repeat_orders: z.boolean().optional(),
  }),
});

const InternationalQuoteRecord = z.object({
  ...Sent,
  event: z.literal("international_order_quote_request"),
  organization: text,
  notes: text,
  shipping_address: z.record(z.string(), text),
  merchandise_total: text,
  items: z.array(
    z.looseObject({
      quantity: text,
      line_total: text,
      design_label_name: text.optional(),
      device: z.looseObject({ brand: text, model: text }).optional(),
      options: z.looseObject({ coverage: text, finish: text }).optional(),
    }),
  ),
});

/** An international quote's design as one line: how many of what, and its total. */
const itemLine = (item: z.infer<typeof InternationalQuoteRecord>["items"][number]) =>
  [
    `${item.quantity} × ${[item.device?.brand, item.device?.model].filter(Boolean).join(" ")}`,
    item.design_label_name ? `“${item.design_label_name}”` : "",
    item.options ? `(${item.options.coverage}, ${item.options.finish})` : "",
    `: ${item.line_total} USD`,
  ]
    .filter(Boolean)
    .join(" ")
    .replace(" :", ":");

const AffiliateRecord = z.object({
  ...Sent,
  website: text,
  audience: text,
  experience: text,
  message: text,
});

const NewsletterRecord = z.object({ ...Origin, email: text });

/** The lead's origin as fields: sent when, from which page, under which campaign. */
const OriginRecord = z.object(Origin);

function originFields(lead: z.infer<typeof OriginRecord>): [string, string][] {
  const campaign = Object.entries(lead.utm ?? {})
    .filter(([, value]) => value)
    .map(([key, value]) => `${key}: ${value}`)
    .join(", ");
  return [
    ["Sent", lead.timestamp ?? ""],
    ["From the page", lead.page_url ?? ""],
    ["Campaign", campaign],
  ];
}

/** What the console shows of a lead: who, what in a line, and every field with its label. */
export interface LeadDescription {
  name: string;
  email: string;
  summary: string;
  fields: [label: string, value: string][];
}

function describe(kind: LeadKind, json: unknown): LeadDescription {
  const described = describeFields(kind, json);
  const origin = OriginRecord.safeParse(json).data ?? {};
  return { ...described, fields: [...described.fields, ...originFields(origin)] };
}

function describeFields(kind: LeadKind, json: unknown): LeadDescription {
  switch (kind) {
    case "contact": {
      const lead = ContactRecord.parse(json);
      return {
        ...lead,
        summary: lead.subject || lead.message.slice(0, 120),
        fields: [
          ["Name", lead.name],
          ["E-mail", lead.email],
          ["Phone", lead.phone ?? ""],
          ["Subject", lead.subject],
          ["Message", lead.message],
        ],
      };
    }
    case "quote": {
      const international = InternationalQuoteRecord.safeParse(json);
      if (international.success) {
        const lead = international.data;
        return {
          ...lead,
          summary: `International order: ${lead.merchandise_total} USD of wraps`,
          fields: [
            ["Name", lead.name],
            ["E-mail", lead.email],
            ["Phone", lead.phone ?? ""],
            ["Organization", lead.organization],
            ["Ship to", Object.values(lead.shipping_address).filter(Boolean).join(", ")],
            ...lead.items.map((item, index): [string, string] => [
              `Design ${index + 1}`,
              itemLine(item),
            ]),
            ["Merchandise", `${lead.merchandise_total} USD`],
            ["Notes", lead.notes],
          ],
        };
      }
      const lead = BulkQuoteRecord.parse(json);
      return {
        ...lead,
        summary: `${lead.organization.name}: ${lead.estimated_quantity} devices`,
        fields: [
          ["Name", lead.name],
          ["E-mail", lead.email],
          ["Phone", lead.phone ?? ""],
          ["Organization", lead.organization.name],
          ["Organization type", lead.organization.type],
          ["Estimated quantity", lead.estimated_quantity],
          ["Device models", lead.device_models],
          ["Timeline", lead.timeline],
          ["Project details", lead.project_details],
          ["Design assistance", yesNo(lead.options.design_assistance)],
          ["Purchase order", yesNo(lead.options.purchase_order)],
          ["Repeat orders", yesNo(lead.options.repeat_orders)],
        ],
      };
    }
    case "affiliate": {
      const lead = AffiliateRecord.parse(json);
      return {
        ...lead,
        summary: lead.website,
        fields: [
          ["Name", lead.name],
          ["E-mail", lead.email],
          ["Website", lead.website],
          ["Audience", lead.audience],
          ["Experience", lead.experience],
          ["Message", lead.message],
        ],
      };
    }
    default: {
      const lead = NewsletterRecord.parse(json);
      return {
        name: "",
        email: lead.email,
        summary: "Newsletter sign-up",
        fields: [["E-mail", lead.email]],
      };
    }
  }
}

/** A stored lead read by its kind's schema; a record that is not one is described as such. */
export function describeLead(kind: LeadKind, record: string): LeadDescription {
  try {
    return describe(kind, JSON.parse(record));
  } catch {
    return {
      name: "",
      email: "",
      summary: `This ${kind} record could not be read`,
      fields: [["Stored record", record.slice(0, 2000)]],
    };
  }
}

/** A newsletter sign-up's e-mail and page, for the subscribers' CSV. */
export function readSubscriber(record: string): { email: string; pageUrl: string } {
  const parsed = NewsletterRecord.safeParse(JSON.parse(record));
  return parsed.success
    ? { email: parsed.data.email, pageUrl: parsed.data.page_url ?? "" }
    : { email: "", pageUrl: "" };
}
