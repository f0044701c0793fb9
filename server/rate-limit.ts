import type { RequestHandler } from "express";
import { ipKeyGenerator, rateLimit } from "express-rate-limit";
import { isWrite } from "./methods.ts";

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
 * Limits form posts per client address (the only writes the site takes).
 * Each instance counts its own clients; 429 carries Retry-After. The JSON
 * endpoint answers in its own reply shape, pages in plain text.
 */
export function limitFormPosts({ posts, windowSeconds }: RateLimitSettings): RequestHandler {
  return rateLimit({
    windowMs: windowSeconds * 1000,
    limit: posts,
    standardHeaders: "draft-8",
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
