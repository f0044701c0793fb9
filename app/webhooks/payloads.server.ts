import type { ArtworkFrame } from "#app/domain/artwork-frame.ts";
import type { AffiliateApplication } from "#app/forms/affiliate.ts";
import type { Contact } from "#app/forms/contact.ts";
import type { Customizer } from "#app/forms/customizer.ts";
import { type Placement, placementFrom } from "#app/forms/placement.ts";
import type { StoredArtwork } from "#app/forms/artwork.ts";
import type { OutlineSize } from "#app/domain/catalog/bodies.ts";
import { type CoverageId, product } from "#app/domain/catalog/product.ts";
import { listPriceCents } from "#app/domain/pricing.ts";
import type { Quote } from "#app/forms/quote.ts";
import type { OrderLine, PlacedOrder } from "#app/domain/orders.ts";
import type { PrintQuality } from "#app/domain/print-quality.ts";
import { describeTextStyle, textStyleFrom } from "#app/domain/text-style.ts";

/** What the server knows about a submission beyond its fields (SPEC.md section 3). */
export interface SubmissionContext {
  /** When the server accepted it (ISO 8601). */
  timestamp: string;
  page_url: string | null;
  session_id: string | null;
  user_agent: string | null;
  ip: string | null;
  /** The visitor's cart, for a design added to it. */
  cart_id?: string;
}

const utmKeys = ["source", "medium", "campaign", "term", "content"] as const;
export type Utm = Record<(typeof utmKeys)[number], string | null>;

/** Campaign tags from the page's query string (`utm_source` and its four siblings). */
export function utmFromPageUrl(pageUrl: string | null): Utm {
  let params = new URLSearchParams();
  try {
    if (pageUrl) params = new URL(pageUrl).searchParams;
  } catch {
    // Not a URL: no campaign tags.
  }
  return Object.fromEntries(
    utmKeys.map((key) => [key, params.get(`utm_${key}`)?.slice(0, 200) || null]),
  ) as Utm;
}

/** Every payload says where it came from the same way. */
export const payloadSource = "website";

export function envelope(event: string, context: SubmissionContext) {
  return {
    event,
    timestamp: context.timestamp,
    page_url: context.page_url,
    session_id: context.session_id,
  };
}

export function trailer(context: SubmissionContext) {
  return {
    ip: context.ip,
    user_agent: context.user_agent,
    utm: utmFromPageUrl(context.page_url),
    source: payloadSource,
  };
}

const fullName = (first: string, last: string) => `${first} ${last}`.trim();

/** SPEC.md section 3, "Contact submission", field for field and in its order. */
export function contactPayload(form: Contact, context: SubmissionContext) {
  return {
    ...envelope("contact_form_submission", context),
    name: fullName(form.firstName, form.lastName),
    email: form.email,
    phone: form.phone ?? "",
    subject: form.subject ?? "",
    message: form.message,
    design_label_name: null,
    ...trailer(context),
  };
}

/** A bulk quote request, in the contact payload's style. */
export function quotePayload(form: Quote, context: SubmissionContext) {
  return {
    ...envelope("bulk_quote_request", context),
    name: fullName(form.firstName, form.lastName),
    email: form.email,
    phone: form.phone ?? "",
    organization: { name: form.organizationName, type: form.organizationType ?? "" },
    estimated_quantity: form.estimatedQuantity,
    device_models: form.deviceModels ?? "",
    timeline: form.timeline ?? "",
    project_details: form.projectDetails ?? "",
    options: {
      design_assistance: form.designAssistance,
      purchase_order: form.purchaseOrder,
      repeat_orders: form.repeatOrders,
    },
    ...trailer(context),
  };
}

/** An affiliate application, in the contact payload's style. */
export function affiliatePayload(form: AffiliateApplication, context: SubmissionContext) {
  return {
    ...envelope("affiliate_application", context),
    name: form.name,
    email: form.email,
    website: form.website,
    audience: form.audience ?? "",
    experience: form.experience ?? "",
    message: form.message ?? "",
    ...trailer(context),
  };
}

/** A newsletter sign-up, in the contact payload's style. */
export function newsletterPayload(form: { email: string }, context: SubmissionContext) {
  return {
    ...envelope("newsletter_signup", context),
    email: form.email,
    ...trailer(context),
  };
}

/** What the order payload needs beyond the form, found on the server. */
export interface OrderDetails {
  /** Display size from the catalog, when the model is one we list. */
  laptopSizeInch: number | null;
  /** The uploaded file the design names, with its download link and its trim and bleed on the lid. */
  artwork: (StoredArtwork & { url: string; frame: ArtworkFrame }) | null;
  /** The lid's printed size the placement refers to. */
  printArea: { width: number; height: number; outline: OutlineSize };
  /** How sharply the image prints (images only), and whether the visitor confirmed a poor one. */
  printQuality: (PrintQuality & { confirmed: boolean }) | null;
}

const pagePoints = (inches: number | undefined) =>
  inches === undefined ? null : Math.round(inches * 72 * 100) / 100;

/**
 * The order's notes: the text lines (with their face, colour and position)
 * and the special instructions, labelled, one per line.
 */
export function orderNotes(form: Customizer): string {
  return [
    form.textLine1 && `Text line 1: ${form.textLine1}`,
    form.textLine2 && `Text line 2: ${form.textLine2}`,
    (form.textLine1 || form.textLine2) && `Text style: ${describeTextStyle(textStyleFrom(form))}`,
    form.specialInstructions && `Special instructions: ${form.specialInstructions}`,
  ]
    .filter(Boolean)
    .join("\n");
}

function placementPayload(placement: Placement, details: OrderDetails, coverage: string) {
  return {
    center_x: placement.x,
    center_y: placement.y,
    scale: placement.scale,
    rotation_deg: placement.rotation,
    lid_width_in: details.printArea.width,
    lid_height_in: details.printArea.height,
    lid_size_estimated: details.printArea.outline === "display",
    palmrest: coverage === "top-palmrest" ? "fill" : null,
  };
}

/**
 * SPEC.md section 3, "Customizer submission", field for field and in its
 * order, with the real artwork (PRODUCT.md section 3) and its placement.
 * The customer fields stay empty: the customizer has no inputs for them.
 */
export function orderPayload(form: Customizer, context: SubmissionContext, details: OrderDetails) {
  const { artwork } = details;
  return {
    ...envelope("custom_wrap_added_to_cart", context),
    cart_id: context.cart_id ?? null,
    product: {
      id: product.id,
      title: product.title,
      sku: product.sku,
      price: listPriceCents(form.coverage as CoverageId) / 100,
      currency: product.currency,
    },
    device: {
      brand: form.deviceBrand,
      model: form.deviceModel ?? "",
      laptop_size_inch: details.laptopSizeInch,
    },
    options: {
      coverage: form.coverage,
      finish: form.finish,
      notes: orderNotes(form),
      design_label_name: form.designName,
      placement: artwork ? placementPayload(placementFrom(form), details, form.coverage) : null,
      print_quality: details.printQuality && {
        effective_dpi: details.printQuality.dpi,
        tier: details.printQuality.tier,
        confirmed_by_customer: details.printQuality.confirmed,
      },
    },
    design_label_name: form.designName,
    image: {
      url: artwork?.url ?? null,
      filename: artwork?.filename ?? null,
      mime_type: artwork?.mimeType ?? null,
      // Pixels for an image; for a PDF, its first page in points (1/72 in).
      width: artwork?.width ?? pagePoints(artwork?.pageInches?.width),
      height: artwork?.height ?? pagePoints(artwork?.pageInches?.height),
      size_bytes: artwork?.sizeBytes ?? null,
    },
    customer: { name: "", email: "", phone: "" },
    utm: utmFromPageUrl(context.page_url),
    ip: context.ip,
    user_agent: context.user_agent,
    source: payloadSource,
  };
}

/** Cents as the payloads give money: dollars, a number. */
export const dollars = (cents: number) => cents / 100;

/** An order's designs as the shop's webhook receives them: the wrap as added to the cart, priced. */
export function orderItemsPayload(lines: readonly OrderLine[]) {
  return lines.map((line) => ({
    item_id: line.id,
    ...line.wrap,
    quantity: line.quantity,
    unit_price: dollars(line.unitCents),
    discount_rate: line.discountRate,
    discounted_unit_price: dollars(line.discountedUnitCents),
    discount: dollars(line.discountCents),
    line_total: dollars(line.totalCents),
  }));
}

/**
 * A cart sent to an address outside the US: a quote request to the quote
 * webhook, since cost and delivery time vary by destination.
 */
export function internationalQuotePayload(
  request: {
    customer: PlacedOrder["customer"];
    organization: string;
    notes: string;
    address: Omit<PlacedOrder["shipTo"], "country"> & { country: string };
    lines: readonly OrderLine[];
    merchandiseCents: number;
  },
  context: SubmissionContext,
) {
  return {
    ...envelope("international_order_quote_request", context),
    name: request.customer.name,
    email: request.customer.email,
    phone: request.customer.phone,
    organization: request.organization,
    notes: request.notes,
    shipping_address: request.address,
    items: orderItemsPayload(request.lines),
    merchandise_total: dollars(request.merchandiseCents),
    currency: "USD",
    ...trailer(context),
  };
}
