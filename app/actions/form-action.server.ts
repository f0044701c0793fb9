import { createHash } from "node:crypto";
import { data, type RouterContextProvider } from "react-router";
import type * as z from "zod/mini";
import { cartCookies, newCartId, readCartId } from "#app/cart/cart-cookie.server.ts";
import type { StoredDesign } from "#app/domain/cart.ts";
import type { SubmissionKind } from "#app/domain/submissions.ts";
import {
  type AddDesignOutcome,
  shopServicesContext,
  submissionServicesContext,
} from "#app/services.server.ts";
import { maxCartDesigns } from "#app/domain/policies.ts";
import { AffiliateSchema } from "#app/forms/affiliate.ts";
import { artworkMessages } from "#app/forms/artwork.ts";
import { ContactSchema } from "#app/forms/contact.ts";
import { CustomizerSchema } from "#app/forms/customizer.ts";
import type { FormName } from "#app/forms/endpoints.ts";
import type { FieldErrors, FormReply } from "#app/forms/form-reply.ts";
import { NewsletterSchema } from "#app/forms/newsletter.ts";
import { newId } from "#app/lib/new-id.ts";
import type { PostRequest } from "#app/lib/post-request.ts";
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
import { readPost } from "./read-post.server.ts";
import { requestContext } from "./request-context.server.ts";

/**
 * What the server does with a form's valid post (`records`): a lead form's is
 * recorded as a submission of its kind; the customizer's adds a design to the
 * visitor's cart, which the shop records as its own submission.
 */
interface FormHandling<Schema extends z.ZodMiniType, Details> {
  schema: Schema;
  records:
    | {
        /** The kind of submission a lead form's post is recorded as. */
        kind: SubmissionKind;
      }
    | {
        /** The design a valid post adds to the visitor's cart (SPEC.md section 3, "added to cart"). */
        addToCart: (
          form: z.output<Schema>,
          details: Details,
          payload: object,
          values: Record<string, string>,
        ) => StoredDesign;
      };
  /**
   * Looks up what the form names on the server (an uploaded file) before the
   * payload is made; field errors refuse the post.
   */
  resolve?: (
    form: z.output<Schema>,
    context: Readonly<RouterContextProvider>,
  ) => Promise<{ details: Details; artworkIds: string[] } | { fieldErrors: FieldErrors }>;
  payload: (form: z.output<Schema>, context: SubmissionContext, details: Details) => object;
  /** A record id from the content, when equal content must be one record. */
  recordId?: (form: z.output<Schema>) => string;
}

const handling = <Schema extends z.ZodMiniType, Details = undefined>(
  form: FormHandling<Schema, Details>,
) => form as FormHandling<z.ZodMiniType, unknown>;

const forms: Record<FormName, FormHandling<z.ZodMiniType, unknown>> = {
  contact: handling({
    schema: ContactSchema,
    records: { kind: "contact" },
    payload: contactPayload,
  }),
  quote: handling({ schema: QuoteSchema, records: { kind: "quote" }, payload: quotePayload }),
  affiliate: handling({
    schema: AffiliateSchema,
    records: { kind: "affiliate" },
    payload: affiliatePayload,
  }),
  newsletter: handling({
    schema: NewsletterSchema,
    records: { kind: "newsletter" },
    payload: newsletterPayload,
    // One address is one subscriber, however often it signs up.
    recordId: ({ email }) =>
      `newsletter-${createHash("sha256").update(email.toLowerCase()).digest("hex").slice(0, 40)}`,
  }),
  customizer: handling({
    schema: CustomizerSchema,
    resolve: resolveOrder,
    payload: orderPayload,
    records: {
      addToCart: (form, details, payload, values) =>
        storedDesign(form, details, payload as ReturnType<typeof orderPayload>, values),
    },
  }),
};

function isFormName(name: string): name is FormName {
  return Object.hasOwn(forms, name);
}

/** A form post's answer: the reply, its HTTP status, and any headers (a cart's cookies). */
export interface FormAnswer {
  reply: FormReply;
  status: number;
  headers?: Headers;
}

const failed = (message: string, status: number) => ({
  reply: { outcome: "failed", message } satisfies FormReply as FormReply,
  status,
});

const unsaved = "We could not save your submission just now. Please try again in a minute.";

/**
 * Every form post, from a page or the JSON endpoint: read by `readPost` (a
 * filled honeypot dropped silently, invalid fields 400 with messages per
 * field), looked up on the server, and committed to the database before 200
 * is answered.
 */
async function handleFormPost(
  request: PostRequest,
  formName: FormName,
  context: Readonly<RouterContextProvider>,
): Promise<FormAnswer> {
  const form = forms[formName];
  const services = context.get(submissionServicesContext);
  const post = await readPost(request, form.schema);
  if (!post.ok) {
    if (post.reply.outcome === "ignored") services.countDroppedPost(formName);
    return post;
  }
  const { data: fields, values } = post;
  let resolved: Awaited<ReturnType<NonNullable<typeof form.resolve>>>;
  try {
    resolved = form.resolve
      ? await form.resolve(fields, context)
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
    form.recordId?.(fields) ??
    (postedId && submissionIdPattern.test(postedId) ? postedId : newId());
  // A design goes into the visitor's cart, which is made with the first one. Only a cart the
  // server made is adopted: a made-up id (cart fixation) starts a new cart instead.
  const { records } = form;
  const destination =
    "kind" in records
      ? records
      : { cartId: await visitorsCart(request, context), addToCart: records.addToCart };
  const cartId = "cartId" in destination ? destination.cartId : undefined;
  const payload = form.payload(
    fields,
    requestContext(request, context, values, cartId),
    resolved.details,
  );
  const replaces = values.cartItemId;
  const submission = { id, payload, artworkIds: resolved.artworkIds };
  try {
    const outcome: AddDesignOutcome =
      "kind" in destination
        ? await services.recordSubmission({ ...submission, kind: destination.kind })
        : await context.get(shopServicesContext).addDesign({
            cartId: destination.cartId,
            design: destination.addToCart(fields, resolved.details, payload, values),
            ...(replaces && { replaces }),
            submission,
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
  request: PostRequest,
  context: Readonly<RouterContextProvider>,
): Promise<string> {
  const known = readCartId(request);
  return known && (await context.get(shopServicesContext).cartExists(known)) ? known : newCartId();
}

/**
 * The forms' JSON endpoint (app/routes/api/forms.ts; in production it is
 * run straight from Express, server/form-endpoint.ts): the post of the form
 * its URL names, or 404 for a form there is not.
 */
export function answerFormPost(
  request: PostRequest,
  form: string,
  context: Readonly<RouterContextProvider>,
): Promise<FormAnswer> {
  return isFormName(form)
    ? handleFormPost(request, form, context)
    : Promise.resolve(failed("Unknown form.", 404));
}

/** A page's form action: the reply as route data, for the page to show without JavaScript. */
export async function formPageAction(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  formName: FormName,
) {
  const { reply, status, headers } = await handleFormPost(request, formName, context);
  return data(reply, { status, ...(headers && { headers }) });
}
