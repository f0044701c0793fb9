import { createHash, randomUUID } from "node:crypto";
import { data, type RouterContextProvider } from "react-router";
import * as z from "zod/mini";
import { cartCookies, newCartId, readCartId } from "#app/cart/cart-cookie.server.ts";
import type { SubmissionKind } from "#app/domain/submissions.ts";
import {
  clientInfoContext,
  shopServicesContext,
  type StoredDesign,
  type SubmissionServices,
  submissionServicesContext,
} from "#app/services.server.ts";
import { maxCartDesigns } from "#app/domain/policies.ts";
import { AffiliateSchema } from "#app/forms/affiliate.ts";
import { artworkMessages } from "#app/forms/artwork.ts";
import { ContactSchema } from "#app/forms/contact.ts";
import { CustomizerSchema } from "#app/forms/customizer.ts";
import type { FormName } from "#app/forms/endpoints.ts";
import {
  type FieldErrors,
  type FormReply,
  formValues,
  validateForm,
} from "#app/forms/form-reply.ts";
import { honeypotName } from "#app/forms/honeypot.ts";
import { NewsletterSchema } from "#app/forms/newsletter.ts";
import {
  type SubmissionContext,
  affiliatePayload,
  contactPayload,
  newsletterPayload,
  orderPayload,
  quotePayload,
} from "#app/webhooks/payloads.server.ts";
import { resolveOrder, storedDesign } from "./order.server.ts";
import { QuoteSchema } from "#app/forms/quote.ts";
import { submissionFieldNames, submissionIdPattern } from "#app/forms/submission-fields.ts";

interface FormIntake<Schema extends z.ZodMiniType, Details> {
  schema: Schema;
  /** Where a valid post goes. */
  kind: SubmissionKind;
  /**
   * Looks up what the form names on the server (an uploaded file) before the
   * payload is made; field errors refuse the post.
   */
  resolve?: (
    form: z.output<Schema>,
    services: SubmissionServices,
  ) => Promise<{ details: Details; artworkIds: string[] } | { fieldErrors: FieldErrors }>;
  payload: (form: z.output<Schema>, context: SubmissionContext, details: Details) => object;
  /** A record id from the content, when equal content must be one record. */
  recordId?: (form: z.output<Schema>) => string;
  /** The design a valid post adds to the visitor's cart (SPEC.md section 3, "added to cart"). */
  cartItem?: (
    form: z.output<Schema>,
    details: Details,
    payload: object,
    values: Record<string, string>,
  ) => StoredDesign;
}

const intake = <Schema extends z.ZodMiniType, Details = undefined>(
  form: FormIntake<Schema, Details>,
) => form as FormIntake<z.ZodMiniType, unknown>;

const forms: Record<FormName, FormIntake<z.ZodMiniType, unknown>> = {
  contact: intake({ schema: ContactSchema, kind: "contact", payload: contactPayload }),
  quote: intake({ schema: QuoteSchema, kind: "quote", payload: quotePayload }),
  affiliate: intake({ schema: AffiliateSchema, kind: "affiliate", payload: affiliatePayload }),
  newsletter: intake({
    schema: NewsletterSchema,
    kind: "newsletter",
    payload: newsletterPayload,
    // One address is one subscriber, however often it signs up.
    recordId: ({ email }) =>
      `newsletter-${createHash("sha256").update(email.toLowerCase()).digest("hex").slice(0, 40)}`,
  }),
  customizer: intake({
    schema: CustomizerSchema,
    kind: "order",
    resolve: resolveOrder,
    payload: orderPayload,
    cartItem: (form, details, payload, values) =>
      storedDesign(form, details, payload as ReturnType<typeof orderPayload>, values),
  }),
};

export function isFormName(name: string): name is FormName {
  return Object.hasOwn(forms, name);
}

const failed = (message: string, status: number) => ({
  reply: { outcome: "failed", message } satisfies FormReply as FormReply,
  status,
});

const unsaved = "We could not save your submission just now. Please try again in a minute.";

const PageUrlSchema = z.url({ protocol: /^https?$/ }).check(z.maxLength(2000));

/**
 * A form post's text fields: a urlencoded or multipart form (the page's own
 * post and the form script's), or a JSON object for API clients. Values that
 * are not text, numbers or booleans are left out, so the schema reports them.
 */
async function readPostedValues(request: Request): Promise<Record<string, string> | string> {
  // The media type alone, which is case-insensitive: "application/jsonp" is not JSON.
  const [mediaType = ""] = (request.headers.get("content-type") ?? "").split(";");
  const type = mediaType.trim().toLowerCase();
  if (type === "application/json") {
    let body: unknown;
    try {
      body = await request.json();
    } catch {
      return "The request body is not valid JSON.";
    }
    if (typeof body !== "object" || body === null || Array.isArray(body)) {
      return "The request body must be a JSON object of form fields.";
    }
    const values: Record<string, string> = {};
    for (const [name, value] of Object.entries(body)) {
      // A boolean reads as a checkbox does: true is ticked ("on"), false is absent.
      if (value === true) values[name] = "on";
      else if (typeof value === "string" || typeof value === "number") values[name] = String(value);
    }
    return values;
  }
  if (type !== "application/x-www-form-urlencoded" && type !== "multipart/form-data") {
    return "";
  }
  try {
    const formData = await request.formData();
    const values = formValues(formData);
    if (formData.get(honeypotName)) values[honeypotName] = "filled";
    return values;
  } catch {
    return "";
  }
}

function submissionContext(
  request: Request,
  values: Record<string, string>,
  ip: string | null,
): SubmissionContext {
  const pageUrl = PageUrlSchema.safeParse(
    values[submissionFieldNames.pageUrl] ?? request.headers.get("referer"),
  );
  const sessionId = values[submissionFieldNames.sessionId];
  return {
    timestamp: new Date().toISOString(),
    page_url: pageUrl.success ? pageUrl.data : null,
    session_id: sessionId && submissionIdPattern.test(sessionId) ? sessionId : null,
    user_agent: request.headers.get("user-agent")?.slice(0, 500) ?? null,
    ip,
  };
}

/**
 * The one intake path for every form post, from a page or the JSON endpoint:
 * a filled honeypot is dropped silently (200), invalid fields answer 400 with
 * messages per field, a body that is not a form 415, and a valid submission
 * is committed to the database before 200 is answered.
 */
export async function handleFormPost(
  request: Request,
  formName: FormName,
  context: Readonly<RouterContextProvider>,
): Promise<{ reply: FormReply; status: number; headers?: Headers }> {
  const form = forms[formName];
  const services = context.get(submissionServicesContext);
  const values = await readPostedValues(request);
  if (values === "") return failed("Please submit the form from the page.", 415);
  if (typeof values === "string") return failed(values, 400);
  if (values[honeypotName]) {
    services.countDroppedPost(formName);
    return { reply: { outcome: "ignored" }, status: 200 };
  }
  const result = validateForm(form.schema, values);
  if (!result.success) {
    return { reply: { outcome: "invalid", fieldErrors: result.fieldErrors, values }, status: 400 };
  }
  let resolved: Awaited<ReturnType<NonNullable<typeof form.resolve>>>;
  try {
    resolved = form.resolve
      ? await form.resolve(result.data, services)
      : { details: undefined, artworkIds: [] };
  } catch (error) {
    services.reportFailure(formName, error);
    return failed(unsaved, 503);
  }
  if ("fieldErrors" in resolved) {
    return {
      reply: { outcome: "invalid", fieldErrors: resolved.fieldErrors, values },
      status: 400,
    };
  }

  const postedId = values[submissionFieldNames.id];
  const id =
    form.recordId?.(result.data) ??
    (postedId && submissionIdPattern.test(postedId) ? postedId : randomUUID());
  // A design goes into the visitor's cart, which is made with the first one. Only a cart the
  // server made is adopted: a made-up id (cart fixation) starts a new cart instead.
  const cartId = form.cartItem ? await visitorsCart(request, context) : undefined;
  const payload = form.payload(
    result.data,
    {
      ...submissionContext(request, values, context.get(clientInfoContext).ip),
      ...(cartId && { cart_id: cartId }),
    },
    resolved.details,
  );
  const replaces = values.cartItemId;
  try {
    const outcome = await services.recordSubmission({
      id,
      kind: form.kind,
      payload,
      artworkIds: resolved.artworkIds,
      ...(cartId &&
        form.cartItem && {
          cartItem: {
            cartId,
            design: form.cartItem(result.data, resolved.details, payload, values),
            ...(replaces && { replaces }),
          },
        }),
    });
    if (outcome === "conflict") {
      return failed("This form was already used for something else: please reload the page.", 409);
    }
    if (outcome === "cart-full") {
      return failed(
        `Your cart already holds ${maxCartDesigns} designs, the most one order takes. Check out these first, or ask us for a bulk quote for more.`,
        409,
      );
    }
    if (outcome === "missing-artwork") {
      const fieldErrors = { artworkId: [artworkMessages.expired] };
      return { reply: { outcome: "invalid", fieldErrors, values }, status: 400 };
    }
    if (cartId) {
      const units = await context.get(shopServicesContext).countUnits(cartId);
      return {
        reply: { outcome: "valid", cartUnits: units },
        status: 200,
        headers: cartCookies(request, cartId, units),
      };
    }
  } catch (error) {
    services.reportFailure(formName, error);
    return failed(unsaved, 503);
  }
  return { reply: { outcome: "valid" }, status: 200 };
}

/** The cart a design goes into: the visitor's, if the server made it, or a new one. */
async function visitorsCart(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<string> {
  const known = readCartId(request);
  return known && (await context.get(shopServicesContext).cartExists(known)) ? known : newCartId();
}

/** A page's form action: the reply as route data, for the page to show without JavaScript. */
export async function formPageAction(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  formName: FormName,
) {
  const { reply, status, headers } = await handleFormPost(request, formName, context);
  return data(reply, { status, ...(headers && { headers }) });
}
