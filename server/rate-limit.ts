import type { RequestHandler } from "express";
import { rateLimit } from "express-rate-limit";

export interface RateLimitSettings {
  /** Form posts one client may make per window. */
  posts: number;
  windowSeconds: number;
}

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
    skip: (req) => req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS",
    handler: (req, res, _next, options) => {
      res.status(options.statusCode);
      if (req.path.startsWith("/api/")) res.json({ outcome: "failed", message: tooMany });
      else res.type("text/plain").send(tooMany);
    },
  });
}
