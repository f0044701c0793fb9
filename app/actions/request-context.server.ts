import type { RouterContextProvider } from "react-router";
import * as z from "zod/mini";
import { submissionFieldNames, submissionIdPattern } from "#app/forms/submission-fields.ts";
import type { RequestHead } from "#app/lib/post-request.ts";
import { clientInfoContext } from "#app/services.server.ts";
import type { SubmissionContext } from "#app/webhooks/payloads.server.ts";

const PageUrlSchema = z.url({ protocol: /^https?$/ }).check(z.maxLength(2000));

/**
 * The one description of where a post came from, which every recorded
 * submission and order carries: when the server took it, the page (the form
 * script's `pageUrl`, else the Referer), the browser session the form script
 * names, the user agent, the client's address, and the visitor's cart if the
 * post concerns it.
 */
export function requestContext(
  request: RequestHead,
  context: Readonly<RouterContextProvider>,
  values: Record<string, string>,
  cartId?: string,
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
    ip: context.get(clientInfoContext).ip,
    ...(cartId && { cart_id: cartId }),
  };
}
