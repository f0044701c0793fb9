import type { Request, RequestHandler } from "express";

/**
 * HTTPS behind a TLS terminator (docs/operations.md, "Behind a TLS terminator"). The
 * server itself speaks plain HTTP; whether a request came over https, and
 * from which client, is what the proxies named in TRUST_PROXY say in
 * X-Forwarded-Proto and X-Forwarded-For (Express's `req.secure`, `req.ip`).
 */

/** Two years: what the HSTS preload list asks for, and more than the six months scanners want. */
export const strictTransportSecurity = "max-age=63072000; includeSubDomains";

/** Whether the peer that connected is a proxy TRUST_PROXY names. */
function peerIsTrusted(req: Request): boolean {
  const trust = req.app.get("trust proxy fn") as (address: string, hop: number) => boolean;
  const address = req.socket.remoteAddress;
  return address !== undefined && trust(address, 0);
}

/**
 * X-Forwarded-* from a peer that is not a trusted proxy are dropped before
 * anything reads them. Express already ignores them for `req.ip`,
 * `req.protocol` and `req.host`, but React Router's adapter takes the port
 * of X-Forwarded-Host whenever `trust proxy` is on at all. A request that
 * claims https from an untrusted peer is likely a proxy TRUST_PROXY does
 * not name yet (every page would then redirect to itself): said once in the
 * log.
 */
export function dropUntrustedForwarding(warn: (message: string) => void): RequestHandler {
  let warned = false;
  return (req, _res, next) => {
    const forwarded = Object.keys(req.headers).filter((name) => name.startsWith("x-forwarded-"));
    if (forwarded.length === 0 || peerIsTrusted(req)) return next();
    if (!warned && req.headers["x-forwarded-proto"] !== undefined) {
      warned = true;
      warn(
        `A request from ${req.socket.remoteAddress} sent X-Forwarded-Proto, but TRUST_PROXY does not name that address, so it was ignored. If it is your TLS terminator, add it to TRUST_PROXY.`,
      );
    }
    for (const name of forwarded) Reflect.deleteProperty(req.headers, name);
    next();
  };
}

/**
 * With an https PUBLIC_URL, a request that came over plain http is sent to
 * the same path on PUBLIC_URL's origin: 301 for GET and HEAD, 308 for the
 * rest (the method and body must not change). The target is never built
 * from Host or X-Forwarded-Host, so no one can make it point elsewhere.
 * /healthz answers over http too: load balancers probe it there.
 */
export function redirectToHttps(publicUrl: string): RequestHandler {
  const origin = new URL(publicUrl).origin;
  return (req, res, next) => {
    if (req.secure || req.path === "/healthz") return next();
    // Origin-form targets only: an absolute-form one (`GET http://evil.example/`) becomes /.
    const target = req.originalUrl.startsWith("/") ? req.originalUrl : "/";
    const status = req.method === "GET" || req.method === "HEAD" ? 301 : 308;
    res.redirect(status, origin + target);
  };
}
