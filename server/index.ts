import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { pino } from "pino";
import type { ServerBuild } from "react-router";
import { getEnv } from "#app/config/env.server.ts";
import { site } from "#app/domain/site.ts";
import { type PageSource, createApp } from "./app.ts";
import { migrateToLatest, openDatabase } from "./db/database.ts";
import { claimSqliteDatabase } from "./db/sqlite-instance.ts";
import { createWebhookOutbox } from "./outbox/webhook-outbox.ts";
import { parseRetrySchedule } from "./outbox/retry-schedule.ts";
import { createMailOutbox } from "./mail/mail-outbox.ts";
import { createProductionJobs } from "./production/jobs.ts";
import { createOrderPage } from "./orders/order-page.ts";
import { createPayments } from "./payments/services.ts";
import { reportSandboxTools } from "./sandbox/tools.ts";
import { serverClock } from "./clock.ts";
import { loadSecretKey } from "./secret-key.ts";
import { createShop } from "./shop/shop.ts";
import { createStaffServices } from "./staff/services.ts";
import { createIntake } from "./submissions/intake.ts";
import { createAppServer } from "./http-server.ts";
import { limitIdleTime } from "./timeouts.ts";
import { createFileStores } from "./storage/file-stores.ts";
import { drawingAsPng } from "./uploads/image.ts";

/** How long in-flight requests may take to finish after SIGTERM. */
const shutdownGraceMs = 15_000;

/** How wide a production mockup is drawn: sharp on a proof, at any screen's width. */
const mockupWidth = 1600;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

async function main() {
  const env = getEnv();
  const logger = pino({ level: env.LOG_LEVEL });
  // A second server on the same SQLite file refuses to start (db/sqlite-instance.ts).
  const instance = claimSqliteDatabase(env.DATABASE_URL);
  const development = env.NODE_ENV === "development";
  const { pages, closePages } = development
    ? await developmentPages()
    : await productionPages(env.PUBLIC_URL, logger);

  const key = loadSecretKey({ secretKey: env.SECRET_KEY, databaseUrl: env.DATABASE_URL });
  // The staff console's time: its sign-ins' codes and its sessions' ages (tests set it).
  const staffClock = serverClock(env.TEST_CLOCK_FILE, (message) => logger.warn(message));
  const database = openDatabase(env.DATABASE_URL);
  await migrateToLatest(database);
  await reportSandboxTools(logger);
  const webhookUrls = {
    contact: env.CONTACT_WEBHOOK_URL,
    "added-to-cart": env.ORDER_WEBHOOK_URL,
    "order-placed": env.ORDER_WEBHOOK_URL,
    "order-payment": env.ORDER_WEBHOOK_URL,
    quote: env.QUOTE_WEBHOOK_URL,
    affiliate: env.AFFILIATE_WEBHOOK_URL,
    newsletter: env.NEWSLETTER_WEBHOOK_URL,
  };
  const webhookOutbox = createWebhookOutbox(
    database,
    {
      webhookUrls,
      secret: env.WEBHOOK_SECRET,
      retrySchedule: parseRetrySchedule(env.WEBHOOK_RETRY_SCHEDULE),
      attemptTimeoutMs: env.WEBHOOK_TIMEOUT_SECONDS * 1000,
      pollIntervalMs: env.OUTBOX_POLL_INTERVAL_MS,
      batchSize: 20,
    },
    logger,
  );
  const mailOutbox = createMailOutbox(
    database,
    {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM ?? `${site.name} <${site.email}>`,
      retrySchedule: parseRetrySchedule(env.WEBHOOK_RETRY_SCHEDULE),
      pollIntervalMs: env.OUTBOX_POLL_INTERVAL_MS,
      batchSize: 10,
      attemptTimeoutMs: 30_000,
      key,
    },
    logger,
  );
  const { uploads, productionFiles, startPurging, stopPurging } = createFileStores(
    database,
    env,
    logger,
  );
  const production = createProductionJobs(database, {
    store: productionFiles,
    uploads,
    // The renderer is React (app/), which the server reads from the build's entry module.
    drawMockup: async (design, template) => {
      const { designPictureSvg } = (await serverBuild(pages)).entry
        .module as unknown as typeof import("#app/entry.server.tsx");
      const picture = design.artwork
        ? await uploads.preview(design.artwork.id).catch(() => undefined)
        : undefined;
      return drawingAsPng(picture, (data) => designPictureSvg(design, data, mockupWidth, template));
    },
    jobTimeoutMs: env.PRODUCTION_JOB_TIMEOUT_SECONDS * 1000,
    pollIntervalMs: env.OUTBOX_POLL_INTERVAL_MS,
    logger,
  });
  const submissions = createIntake(database, {
    webhookUrls,
    onQueued: webhookOutbox.notify,
    logger,
    uploads,
    publicUrl: env.PUBLIC_URL,
  });
  const payments = createPayments(database, {
    intake: submissions,
    stripe: env.STRIPE_SECRET_KEY
      ? {
          secretKey: env.STRIPE_SECRET_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? "",
          tax: env.STRIPE_TAX,
          apiBase: env.STRIPE_API_BASE,
        }
      : null,
    publicUrl: env.PUBLIC_URL,
    smtpConfigured: Boolean(env.SMTP_URL),
    onQueued: () => {
      webhookOutbox.notify();
      mailOutbox.notify();
    },
    logger,
    clock: staffClock,
  });
  const shop = createShop(database, {
    intake: submissions,
    paymentsOn: payments.enabled,
    key,
    publicUrl: env.PUBLIC_URL,
    shopNotifyEmail: env.SHOP_NOTIFY_EMAIL,
    smtpConfigured: Boolean(env.SMTP_URL),
    confirmationLimits: {
      perAddress: env.CONFIRMATIONS_PER_ADDRESS,
      perClient: env.CONFIRMATIONS_PER_CLIENT,
    },
    onQueued: () => {
      webhookOutbox.notify();
      mailOutbox.notify();
      production.notify();
    },
    logger,
  });
  const orderPage = createOrderPage(database, {
    publicUrl: env.PUBLIC_URL,
    smtpConfigured: Boolean(env.SMTP_URL),
    shopNotifyEmail: env.SHOP_NOTIFY_EMAIL,
    async proofDownload(number, fileId) {
      const file = await productionFiles.find(number, fileId);
      // Only what a proof shows: mockups and staff's proof files, never the print file.
      return file && file.kind !== "print" ? productionFiles.download(file) : undefined;
    },
    onQueued: mailOutbox.notify,
    logger,
    // The same clock as the console's: an invoice is overdue at one moment on both sides.
    clock: staffClock,
  });
  const staff = createStaffServices(database, {
    publicUrl: env.PUBLIC_URL,
    key,
    clock: staffClock,
    production: { store: productionFiles, jobs: production },
    uploads,
    payments,
    smtpConfigured: Boolean(env.SMTP_URL),
    onQueued: () => {
      webhookOutbox.notify();
      mailOutbox.notify();
    },
  });
  startPurging();

  const app = createApp({
    pages,
    logger,
    mode: env.NODE_ENV,
    publicUrl: env.PUBLIC_URL,
    database,
    submissions,
    shop,
    orderPage,
    staff,
    payments,
    uploads,
    rateLimit: { posts: env.RATE_LIMIT_POSTS, windowSeconds: env.RATE_LIMIT_WINDOW_SECONDS },
    idleTimeoutMs: env.REQUEST_IDLE_TIMEOUT_SECONDS * 1000,
    trustProxy: env.TRUST_PROXY,
  });
  const server = createAppServer(app).listen(env.PORT, env.HOST, () => {
    logger.info(
      `Serving ${env.PUBLIC_URL} on http://${env.HOST}:${env.PORT} (database: ${database.engine})`,
    );
    webhookOutbox.start();
    mailOutbox.start();
    production.start();
  });
  limitIdleTime(server, env.REQUEST_IDLE_TIMEOUT_SECONDS * 1000);

  const shutdown = (signal: string) => {
    logger.info(`${signal} received: finishing requests in flight, then exiting`);
    stopPurging();
    server.close(async () => {
      // Deliveries in flight finish (each is bounded by its timeout); the rest wait in the outbox.
      await Promise.all([webhookOutbox.stop(), mailOutbox.stop(), production.stop()]);
      await submissions.close();
      await database.close();
      instance.release();
      await closePages();
      logger.info("Server closed");
      process.exit(0);
    });
    // A request in flight leaves its connection kept alive (for the idle timeout) once answered:
    // each is closed as soon as it is idle, so the close above is not waiting for them.
    server.closeIdleConnections();
    setInterval(() => server.closeIdleConnections(), 100).unref();
    setTimeout(() => {
      logger.warn("Requests still open after the grace period: exiting anyway");
      process.exit(1);
    }, shutdownGraceMs).unref();
  };
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  process.once("SIGINT", () => shutdown("SIGINT"));
}

/** The server build the pages come from: built once, or as Vite compiles it now. */
const serverBuild = (pages: PageSource): Promise<ServerBuild> =>
  typeof pages.build === "function" ? pages.build() : Promise.resolve(pages.build);

/** The production build, which `npm run build` made. */
async function productionPages(publicUrl: string, logger: pino.Logger) {
  const buildPath = path.join(root, "build/server/index.js");
  const clientDir = path.join(root, "build/client");
  let build: ServerBuild;
  try {
    build = (await import(buildPath)) as ServerBuild;
  } catch (error) {
    logger.fatal({ err: error }, `No production build at ${buildPath}: run "npm run build" first.`);
    process.exit(1);
  }
  warnIfBuiltForAnotherOrigin(clientDir, publicUrl, logger);
  const serviceKeys = import("#app/services.server.ts");
  const pages: PageSource = {
    build,
    clientDir,
    // The same module the build imports (it is external to the build: vite.config.ts).
    // Imported once: a dynamic import per request went through the module loader each time.
    serviceKeys: () => serviceKeys,
  };
  return { pages, closePages: async () => {} };
}

/**
 * `npm run dev`: the same server (database, outbox, form actions) with pages
 * compiled on demand by Vite, which also serves modules and hot reloading.
 */
async function developmentPages() {
  const { createServer } = await import("vite");
  const vite = await createServer({ root, server: { middlewareMode: true } });
  const pages: PageSource = {
    build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    devMiddleware: vite.middlewares,
    serviceKeys: () =>
      vite.ssrLoadModule("/app/services.server.ts") as Promise<
        typeof import("#app/services.server.ts")
      >,
  };
  return { pages, closePages: () => vite.close() };
}

/**
 * Prerendered pages carry the canonical origin they were built with; say so
 * loudly when the running PUBLIC_URL differs, because their canonical links
 * and Open Graph URLs would point elsewhere until the site is rebuilt.
 */
function warnIfBuiltForAnotherOrigin(clientDir: string, origin: string, logger: pino.Logger) {
  try {
    const html = readFileSync(path.join(clientDir, "index.html"), "utf8");
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    if (canonical && canonical !== `${origin}/`) {
      logger.warn(
        `Prerendered pages were built for ${canonical} but PUBLIC_URL is ${origin}/: rebuild with the same PUBLIC_URL.`,
      );
    }
  } catch {
    // No prerendered home page: nothing to compare.
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
