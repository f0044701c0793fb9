import type { Request as ExpressRequest, RequestHandler } from "express";
import type { RouterContextProvider, ServerBuild } from "react-router";
import type { PostRequest } from "#app/lib/post-request.ts";

/** The forms' JSON endpoint, as app/routes.ts names it. */
const formsRoute = "api/forms/:form";

/** Where the forms' scripts post (Express's spelling of the same path). */
export const formPostsPath = `/${formsRoute}`;

/** What comes before the form's name in formPostsPath ("/api/forms/"). */
const formPostsPrefix = formPostsPath.slice(0, formPostsPath.lastIndexOf("/") + 1);

/** A post to the forms' endpoint: formPostsPath, one segment after its prefix. */
export const isFormPost = (req: ExpressRequest) =>
  req.method === "POST" &&
  req.path.length > formPostsPrefix.length &&
  req.path.startsWith(formPostsPrefix) &&
  !req.path.includes("/", formPostsPrefix.length);

/**
 * POST /api/forms/:form, what the forms' scripts post to, is answered
 * straight from Express, by the function its route's action calls
 * (`answerFormPost`, read from the build's entry module): the same reading,
 * intake and reply, with the same context. Through React Router's request
 * handler each post was matched against every route twice, its body handed
 * over as a web stream and its small answer streamed back; a web Request
 * and Response of its own still cost a sixth of a contact post's time
 * (scripts/bench/intake.ts --cpu-prof), so the post is read from the body
 * Express has read (`ExpressPost`) and the reply written as JSON.
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
  const reactRouters: RequestHandler = (_req, _res, next) => next();
  if (typeof build === "function") return reactRouters;
  const routes = Object.values(build.routes);
  const route = routes.find((candidate) => candidate?.path === formsRoute);
  const parent = routes.find((candidate) => candidate?.id === route?.parentId);
  const underRootOnly = parent !== undefined && parent.parentId === undefined;
  const middleware = route?.module.middleware ?? parent?.module.middleware;
  if (!route?.module.action || !underRootOnly || middleware) return reactRouters;
  const { answerFormPost } = build.entry
    .module as unknown as typeof import("#app/entry.server.tsx");
  return async (req, res, next) => {
    try {
      const post = new ExpressPost(req, await readBody(req));
      const answer = await answerFormPost(post, String(req.params.form), await loadContext(req));
      res.status(answer.status);
      for (const [name, value] of answer.headers ?? []) res.append(name, value);
      res.setHeader("Content-Type", "application/json");
      res.end(JSON.stringify(answer.reply));
    } catch (error) {
      // A client that went away mid-body (or was answered 408 for its slowness) hears nothing more.
      if (res.headersSent || res.destroyed) return;
      next(error);
    }
  };
}

/** UTF-8, a byte-order mark dropped, as a web Request's `text()` decodes. */
const utf8 = new TextDecoder();

/**
 * The post as React Router's Express adapter would make it (the same URL
 * and headers), read from its body, which is a small form's, its size
 * limited by now (server/body-limits.ts): its text is decoded from the
 * bytes, and a web Request is made only for what needs one (multipart form
 * data, the body as a stream).
 *
 * A class, not an object literal: with a literal whose getter closed over
 * the post (`get body()`), each post's request outlived the young
 * generation's collections and was freed only by a full one (V8 keeps such
 * a getter in an accessor pair of the object's own, made in the old
 * generation). In a bare Express server that was 41 % of what it
 * allocated, against 0.1 % with a class, at half the requests per second
 * (docs/decisions.md 29).
 */
class ExpressPost implements PostRequest {
  readonly url: string;
  readonly headers: PostRequest["headers"];
  #req: ExpressRequest;
  #bytes: Buffer;
  #web: Request | undefined;

  constructor(req: ExpressRequest, bytes: Buffer) {
    this.url = `${req.protocol}://${req.host}${req.originalUrl}`;
    this.#req = req;
    this.#bytes = bytes;
    this.headers = {
      // As Node has them: a header sent twice is joined (a cookie's with "; "), or its first kept.
      get: (name) => {
        const value = req.headers[name.toLowerCase()];
        return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;
      },
    };
  }

  get body(): Request["body"] {
    return this.#asWeb().body;
  }

  async text(): Promise<string> {
    return utf8.decode(this.#bytes);
  }

  formData(): Promise<FormData> {
    return this.#asWeb().formData();
  }

  #asWeb(): Request {
    return (this.#web ??= new Request(this.url, {
      method: this.#req.method,
      headers: webHeaders(this.#req),
      body: new Uint8Array(this.#bytes),
    }));
  }
}

function webHeaders(req: ExpressRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const each of value) headers.append(name, each);
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}

function readBody(req: ExpressRequest): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.once("end", () => resolve(Buffer.concat(chunks)));
    req.once("error", reject);
  });
}
