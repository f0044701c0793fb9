import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import path from "node:path";
import { pinoHttp } from "pino-http";
import { redactUrl } from "./log-redaction.ts";
import type { Logger } from "pino";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type * as services from "#app/services.server.ts";
import type { TrustProxy } from "#app/config/env.server.ts";
import type { Database } from "./db/database.ts";
import { refuseCrossSiteWrites } from "./cross-site.ts";
import { isFileForm, limitBodySize } from "./body-limits.ts";
import { refuseOtherMethods } from "./methods.ts";
import { limitFormBodyTime } from "./timeouts.ts";
import { dropUntrustedForwarding, redirectToHttps } from "./https.ts";
import { type RateLimitSettings, limitFormPosts } from "./rate-limit.ts";
import { securityHeaders } from "./security-headers.ts";
import { trustedProxies } from "./trusted-proxies.ts";
import { findPrerenderedPages } from "./static-pages.ts";
import { formEndpoint, formPostsPath, isFormPost } from "./form-endpoint.ts";
import { receiveArtwork } from "./uploads/receive.ts";
import { serveArtwork, serveArtworkPreview } from "./uploads/serve.ts";
import type { UploadStore } from "./uploads/store.ts";
import { artworkEndpoint } from "#app/forms/artwork.ts";

/** Where pages come from: the production build, or Vite's development server. */
export type PageSource = (
  | {
      build: ServerBuild;
      /** build/client: hashed assets, public files and prerendered pages. */
      clientDir: string;
    }
  | {
      /** The server build as Vite compiles it now (hot reloading). */
      build: () => Promise<ServerBuild>;
      /** Vite's middleware: modules, assets and the hot-reload socket. */
      devMiddleware: RequestHandler;
    }
) & {
  /**
   * `app/services.server.ts` as the routes import it: its context keys are
   * objects, found by identity, so they must be the routes' own instance.
   * The production build leaves the module to Node (vite.config.ts), so it is
   * the server's; Vite's development server has its own and lends it.
   */
  serviceKeys: () => Promise<ServiceKeys>;
};

export interface AppOptions {
  pages: PageSource;
  logger: Logger;
  mode: "development" | "production" | "test";
  publicUrl: string;
  database: Database;
  submissions: services.SubmissionServices;
  shop: services.ShopServices;
  orderPage: services.OrderPageServices;
  staff: services.StaffServices;
  payments: services.PaymentServices;
  uploads: UploadStore;
  rateLimit: RateLimitSettings;
  /** How long a connection may stay silent, and a form's body take to arrive (server/timeouts.ts). */
  idleTimeoutMs: number;
  /** Whose X-Forwarded-For/-Proto to believe (TRUST_PROXY). */
  trustProxy: TrustProxy;
}

/** The keys under which routes find the server's services. */
type ServiceKeys = Pick<
  typeof services,
  | "clientInfoContext"
  | "submissionServicesContext"
  | "shopServicesContext"
  | "orderPageServicesContext"
  | "staffServicesContext"
  | "paymentServicesContext"
>;

/** Where Stripe sends its events (the endpoint set in Stripe's dashboard). */
export const stripeWebhookPath = "/webhooks/stripe";

/** Where the staff console lives. */
const staffConsole = "/staff";

const privateConsole: RequestHandler = (_req, res, next) => {
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("X-Robots-Tag", "noindex, nofollow");
  res.setHeader("Referrer-Policy", "same-origin");
  next();
};

/**
 * React Router's adapter makes each request's URL from its Host (behind the
 * local proxy, X-Forwarded-Host and -Proto). A request whose host or protocol
 * makes no URL, or that has no Host at all (HTTP/1.0), is the client's
 * mistake: 400, not a 500 thrown inside the adapter.
 */
const requireUsableHost: RequestHandler = (req, res, next) => {
  if (req.host && URL.canParse(`${req.protocol}://${req.host}/`)) return next();
  res.status(400).type("text/plain").send("Bad Request");
};

/**
 * `/about/` → 301 `/about`: one canonical URL per page, without a trailing
 * slash. Leading slashes and backslashes are collapsed first, so `//evil.com/`
 * can never become a redirect to another site.
 */
const trimTrailingSlash: RequestHandler = (req, res, next) => {
  if (
    req.path.length > 1 &&
    req.path.endsWith("/") &&
    (req.method === "GET" || req.method === "HEAD")
  ) {
    const queryStart = req.originalUrl.indexOf("?");
    const query = queryStart === -1 ? "" : req.originalUrl.slice(queryStart);
    const target = "/" + req.path.replace(/^[/\\]+/, "").replace(/\/+$/, "");
    res.redirect(301, target + query);
    return;
  }
  next();
};

/**
 * The production HTTP application: static files first (with the right cache
 * policy), then prerendered pages served at their own path with 200, then
 * the React Router handler for everything rendered per request.
 */
export function createApp({
  pages: source,
  logger,
  mode,
  publicUrl,
  database,
  submissions,
  shop,
  orderPage,
  staff,
  payments,
  uploads,
  rateLimit,
  idleTimeoutMs,
  trustProxy,
}: AppOptions): express.Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", trustedProxies(trustProxy));

  app.use(
    pinoHttp({
      logger,
      // Health checks would drown the log.
      autoLogging: { ignore: (req) => req.url === "/healthz" },
      // Method, path and status are enough: headers carry cookies and other private data, and
      // private links' secrets are taken out of the URL (log-redaction.ts).
      serializers: {
        req: (req: { method: string; url: string }) => ({
          method: req.method,
          url: redactUrl(req.url),
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  app.use(dropUntrustedForwarding((message) => logger.warn(message)));
  // The forms' JSON answers are a few dozen bytes, always under compression's 1 KB threshold, and
  // its wrapping of each response held a contact post's memory past the young generation's
  // collections (docs/decisions.md 29): they skip it.
  const compress = compression();
  app.use((req, res, next) => (isFormPost(req) ? next() : compress(req, res, next)));
  app.use(
    securityHeaders({
      publicUrl,
      development: "devMiddleware" in source,
      formActions: payments.pageOrigins,
    }),
  );
  if (publicUrl.startsWith("https:")) app.use(redirectToHttps(publicUrl));
  app.use(refuseOtherMethods);
  // Stripe's events: verified by their signature over the raw body, so neither the cross-site
  // check (a server has no Origin) nor the forms' per-address limit (Stripe's few addresses) apply.
  app.post(
    stripeWebhookPath,
    express.raw({ type: () => true, limit: "512kb" }),
    async (req, res) => {
      const body: unknown = req.body;
      const receipt = await payments.receiveEvent(
        Buffer.isBuffer(body) ? body : Buffer.alloc(0),
        req.get("stripe-signature"),
      );
      res.status(receipt.status).setHeader("Cache-Control", "no-store").json(receipt.body);
    },
  );
  app.use(refuseCrossSiteWrites(publicUrl));

  app.get("/healthz", async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const databaseUsable = await database.ping();
    res.status(databaseUsable ? 200 : 503).json({
      status: databaseUsable ? "ok" : "unavailable",
      database: { engine: database.engine, usable: databaseUsable },
      uptimeSeconds: Math.round(process.uptime()),
    });
  });

  if ("devMiddleware" in source) app.use(source.devMiddleware);
  else serveBuiltFiles(app, source.clientDir);

  app.use(trimTrailingSlash);
  const limitPosts = limitFormPosts(rateLimit, database, logger);
  // Artwork streams to disk under its own size limit; every other body is a small form.
  app.post(artworkEndpoint, limitPosts, receiveArtwork(uploads));
  app.get("/artwork/:id", serveArtwork(uploads));
  app.get("/artwork/:id/preview", serveArtworkPreview(uploads));
  app.use(limitBodySize);
  // A file form's body takes as long as its file does; the socket's idle timeout still applies.
  const limitBodyTime = limitFormBodyTime(idleTimeoutMs);
  app.use((req, res, next) => (isFileForm(req) ? next() : limitBodyTime(req, res, next)));
  // The staff console is private: never stored, indexed or named in another site's referrer. Its posts
  // need a session (or are sign-ins, limited per account and address in the database),
  // so the public forms' per-address limit does not count them.
  app.use(staffConsole, privateConsole);
  app.use((req, res, next) =>
    req.path === staffConsole || req.path.startsWith(`${staffConsole}/`)
      ? next()
      : limitPosts(req, res, next),
  );

  const { build } = source;
  const loadContext = async (req: express.Request) => {
    const keys = await source.serviceKeys();
    const context = new RouterContextProvider();
    context.set(keys.submissionServicesContext, submissions);
    context.set(keys.shopServicesContext, shop);
    context.set(keys.orderPageServicesContext, orderPage);
    context.set(keys.staffServicesContext, staff);
    context.set(keys.paymentServicesContext, payments);
    context.set(keys.clientInfoContext, { ip: req.ip ?? null });
    return context;
  };
  // The forms' JSON posts skip React Router's request handling (form-endpoint.ts).
  app.post(formPostsPath, requireUsableHost, formEndpoint(build, loadContext));
  app.all(
    "/{*splat}",
    requireUsableHost,
    createRequestHandler({ build, mode, getLoadContext: loadContext }),
  );

  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    req.log.error({ err: error }, "Unhandled request error");
    if (res.headersSent) return;
    const status = typeof error?.status === "number" && error.status < 500 ? error.status : 500;
    res
      .status(status)
      .type("text/plain")
      .send(status === 500 ? "Internal Server Error" : "Bad Request");
  };
  app.use(onError);

  return app;
}

/**
 * The production build's files: hashed assets (immutable), prerendered pages
 * at their own path with 200, public files and prerendered route data.
 */
function serveBuiltFiles(app: express.Express, clientDir: string) {
  // Fingerprinted build output never changes under the same name.
  app.use(
    "/assets",
    express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }),
  );

  const pages = findPrerenderedPages(clientDir);
  app.use((req, res, next) => {
    const file = req.method === "GET" || req.method === "HEAD" ? pages.get(req.path) : undefined;
    if (!file) return next();
    res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
    res.type("html").sendFile(file);
  });

  // Public files (icons, images) and prerendered route data (*.data). A page's
  // index.html is not a second URL for it: that falls through to the 404 page.
  const publicFiles = express.static(clientDir, {
    index: false,
    redirect: false,
    maxAge: "1h",
    dotfiles: "ignore",
  });
  app.use((req, res, next) =>
    req.path.endsWith("/index.html") ? next() : publicFiles(req, res, next),
  );
}
