import type { RequestHandler } from "express";
import { isWrite } from "./methods.ts";

/**
 * Refuses a state-changing request that another site, or another origin of
 * this site (another port or subdomain), made a visitor's browser send: the
 * one check for every write the server takes (forms and their JSON endpoint,
 * uploads, the cart, checkout). A browser says where a request comes from
 * in `Sec-Fetch-Site` and, for a POST, `Origin`; each, when present, must
 * say this site's own origin (as the request reached it, or `PUBLIC_URL`'s).
 * A request with neither is not a browser's (a script or an operator's
 * tool), so no other site can have made it.
 */
export function refuseCrossSiteWrites(publicUrl: string): RequestHandler {
  const publicOrigin = new URL(publicUrl).origin;
  return (req, res, next) => {
    if (!isWrite(req)) return next();
    const fetchSite = req.get("sec-fetch-site");
    const origin = req.get("origin");
    const fromThisOrigin =
      (fetchSite === undefined || fetchSite === "same-origin" || fetchSite === "none") &&
      (origin === undefined ||
        origin === publicOrigin ||
        origin === `${req.protocol}://${req.host}`);
    if (fromThisOrigin) return next();
    req.log.warn({ origin, fetchSite, path: req.path }, "Cross-site write refused");
    const message = "This request came from another site, so it was refused.";
    res.status(403).setHeader("Cache-Control", "no-store");
    if (req.path.startsWith("/api/")) res.json({ outcome: "failed", message });
    else res.type("text/plain").send(message);
  };
}
