import type { Express } from "express";
import { IncomingMessage, type Server, ServerResponse, createServer } from "node:http";

/**
 * The HTTP server for the application, its requests and responses made
 * with Express's methods already in place.
 *
 * Express gives each request and response its methods (`req.ip`,
 * `res.status` …) by changing its prototype as it arrives
 * (`Object.setPrototypeOf(req, app.request)` in `app.handle`). V8 handles
 * that badly on objects Node's server has just built: in a bare Express
 * server answering a 530-byte POST it cut throughput from about 50,000 to
 * 10,000 requests a second, and 39 % of what the server allocated outlived
 * the young generation's collections, against 0.1 %. Served this way,
 * /healthz went from 12,800–13,400 to 16,800–18,900 requests a second
 * (`npm run bench:intake`, three runs each, alternated; docs/decisions.md 29).
 *
 * Node's server can make its requests and responses from classes of its
 * caller's (the IncomingMessage and ServerResponse options). Their
 * prototypes inherit Express's, and are what Express sets: it finds the
 * prototype already in place, and the change costs nothing. Everything
 * else is as Express does it, and an app served by another server (a test's)
 * still gets its methods the usual way.
 */
export function createAppServer(
  app: Express,
): Server<typeof IncomingMessage, typeof ServerResponse> {
  class AppRequest extends IncomingMessage {}
  class AppResponse extends ServerResponse {}
  Object.setPrototypeOf(AppRequest.prototype, app.request);
  Object.setPrototypeOf(AppResponse.prototype, app.response);
  app.request = AppRequest.prototype as Express["request"];
  app.response = AppResponse.prototype as Express["response"];
  return createServer({ IncomingMessage: AppRequest, ServerResponse: AppResponse }, app);
}
