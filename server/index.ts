import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { pino } from "pino";
import type { ServerBuild } from "react-router";
import { getEnv } from "../app/config/env.server.ts";
import { createApp } from "./app.ts";

/** How long in-flight requests may take to finish after SIGTERM. */
const shutdownGraceMs = 10_000;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

async function main() {
  const env = getEnv();
  const logger = pino({ level: env.LOG_LEVEL });
  const buildPath = path.join(root, "build/server/index.js");
  const clientDir = path.join(root, "build/client");

  let build: ServerBuild;
  try {
    build = (await import(buildPath)) as ServerBuild;
  } catch (error) {
    logger.fatal({ err: error }, `No production build at ${buildPath}: run "npm run build" first.`);
    process.exit(1);
  }

  warnIfBuiltForAnotherOrigin(clientDir, env.PUBLIC_URL, logger);

  const app = createApp({ build, clientDir, logger, mode: env.NODE_ENV });
  const server = app.listen(env.PORT, env.HOST, () => {
    logger.info(`Serving ${env.PUBLIC_URL} on http://${env.HOST}:${env.PORT}`);
  });

  const shutdown = (signal: string) => {
    logger.info(`${signal} received: finishing requests in flight, then exiting`);
    server.close(() => {
      logger.info("Server closed");
      process.exit(0);
    });
    server.closeIdleConnections();
    setTimeout(() => {
      logger.warn("Requests still open after the grace period: exiting anyway");
      process.exit(1);
    }, shutdownGraceMs).unref();
  };
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  process.once("SIGINT", () => shutdown("SIGINT"));
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
