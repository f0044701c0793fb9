import type {
  Request as ExpressRequest,
  RequestHandler,
  Response as ExpressResponse,
} from "express";
import type { RouterContextProvider, ServerBuild } from "react-router";

/** The forms' JSON endpoint, as app/routes.ts names it. */
const formsRoute = "api/forms/:form";

/** Where the forms' scripts post (Express's spelling of the same path). */
export const formPostsPath = `/${formsRoute}`;

/**
 * POST /api/forms/:form, what the forms' scripts post to, runs its route's
 * action (app/routes/api/forms.ts) straight from Express. Through React
 * Router's request handler, each post was matched against every route twice,
 * its body handed over as a web stream, and its small JSON answer streamed
 * back in chunks: a quarter of a contact post's time
 * (scripts/bench/intake.ts --cpu-prof). The action is the same, with the
 * same request, params and context, so the answer is too: a resource route
 * runs no loader before its action and renders nothing after it.
 *
 * React Router's middleware would be skipped, so should this route or the
 * root ever get some, posts go through React Router as every other request
 * does; they do too on Vite's development server, whose build changes
 * under it. Anything else (GET's 405, other methods) is React Router's.
 */
export function formEndpoint(
  build: ServerBuild | (() => Promise<ServerBuild>),
  loadContext: (req: ExpressRequest) => Promise<RouterContextProvider>,
): RequestHandler {
  const routes = typeof build === "function" ? [] : Object.values(build.routes);
  const route = routes.find((candidate) => candidate?.path === formsRoute);
  const parent = routes.find((candidate) => candidate?.id === route?.parentId);
  const action = route?.module.action;
  const underRootOnly = parent !== undefined && parent.parentId === undefined;
  const middleware = route?.module.middleware ?? parent?.module.middleware;
  if (!action || !underRootOnly || middleware) return (_req, _res, next) => next();
  return async (req, res, next) => {
    try {
      const request = await webRequest(req);
      const answer: unknown = await action({
        request,
        url: new URL(request.url),
        pattern: formPostsPath,
        params: { form: String(req.params.form) },
        context: await loadContext(req),
      });
      if (!(answer instanceof Response)) throw new Error("The forms' action answered no Response");
      await send(answer, res);
    } catch (error) {
      // A client that went away mid-body (or was answered 408 for its slowness) hears nothing more.
      if (res.headersSent || res.destroyed) return;
      next(error);
    }
  };
}

/**
 * The post as React Router's Express adapter makes it (the same URL, method
 * and headers), but with its body read first: it is a small form's, its
 * size limited by now (server/body-limits.ts), and handing over bytes costs
 * much less than a stream.
 */
async function webRequest(req: ExpressRequest): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const each of value) headers.append(name, each);
    else if (value !== undefined) headers.set(name, value);
  }
  const url = `${req.protocol}://${req.host}${req.originalUrl}`;
  const body = await readBody(req);
  return new Request(url, { method: req.method, headers, body });
}

function readBody(req: ExpressRequest): Promise<Uint8Array<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.once("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    req.once("error", reject);
  });
}

/** The action's answer, written whole: a small JSON object. */
async function send(answer: Response, res: ExpressResponse) {
  res.status(answer.status);
  for (const [name, value] of answer.headers) res.append(name, value);
  res.end(Buffer.from(await answer.arrayBuffer()));
}
