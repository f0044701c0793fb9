import type { RequestHandler } from "express";
import { ipKeyGenerator, rateLimit } from "express-rate-limit";
import type { Logger } from "pino";
import type { Database } from "./db/database.ts";
import { isWrite } from "./methods.ts";
import { DatabaseRateLimitStore } from "./rate-limit-store.ts";

export interface RateLimitSettings {
  /** Form posts one client may make per window. */
  posts: number;
  windowSeconds: number;
}

/** An IPv6 client's addresses: one household or office is given a whole /56, and could rotate through it. */
const ipv6ClientPrefix = 56;

/** One client, as every per-client limit counts it: its IPv4 address, or its IPv6 /56. */
export const clientIdentity = (ip: string): string => ipKeyGenerator(ip, ipv6ClientPrefix);

const tooMany =
  "Too many submissions from your connection. Please wait a few minutes and try again.";

/**
 * Limits form posts per client address (the only writes the site takes);
 * 429 carries Retry-After. The JSON endpoint answers in its own reply shape,
 * pages in plain text.
 *
 * On PostgreSQL the posts are counted in the database (rate-limit-store.ts),
 * so that every instance behind the load balancer counts a client's posts
 * together. On SQLite they are counted in memory: the database refuses a
 * second server (db/sqlite-instance.ts), so this process sees every post
 * there is, and a count in the file would cost each post a second durable
 * write (an fsync, on SQLite's synchronous driver, that holds up the event
 * loop) beside the one its submission's group commit shares with others.
 *
 * A database that does not answer lets posts through uncounted, with the
 * error logged: refusing every form while it is away would turn a brief
 * outage into a refusal of everything, and intake answers 503 anyway.
 */
export function limitFormPosts(
  { posts, windowSeconds }: RateLimitSettings,
  database: Database,
  logger: Logger,
): RequestHandler {
  const store =
    database.engine === "postgres"
      ? new DatabaseRateLimitStore(database, {
          prefix: "posts:",
          onSweepError: (error) =>
            logger.error({ err: error }, "Could not delete ended rate-limit windows"),
        })
      : undefined;
  return rateLimit({
    store,
    passOnStoreError: true,
    logger: {
      error: (error, message) => logger.error({ err: error }, message ?? "Rate limiter error"),
      warn: (error, message) => logger.warn({ err: error }, message ?? "Rate limiter warning"),
    },
    windowMs: windowSeconds * 1000,
    limit: posts,
    // RateLimit and RateLimit-Policy as draft 7 has them: draft 8's policy names the client's
    // partition by a SHA-256 of its key, a tenth of a contact post's own time
    // (scripts/bench/intake.ts --cpu-prof) for a figure no client reads.
    standardHeaders: "draft-7",
    legacyHeaders: false,
    // The limiter's own key is clientIdentity's: the address, an IPv6 one by its prefix.
    ipv6Subnet: ipv6ClientPrefix,
    skip: (req) => !isWrite(req),
    handler: (req, res, _next, options) => {
      res.status(options.statusCode);
      if (req.path.startsWith("/api/")) res.json({ outcome: "failed", message: tooMany });
      else res.type("text/plain").send(tooMany);
    },
  });
}
