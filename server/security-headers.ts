import type { RequestHandler } from "express";

/**
 * The content security policy of every response. Built pages run no inline
 * script (the islands load from /assets; JSON-LD blocks are data, not
 * script), so scripts come from this origin only. Style attributes (bar
 * widths on /reviews) are the one inline thing allowed.
 */
export function contentSecurityPolicy({
  https,
  development = false,
}: {
  https: boolean;
  development?: boolean;
}): string {
  const directives = [
    "default-src 'self'",
    // Vite's development server inlines its hot-reload preamble and talks over a socket.
    development ? "script-src 'self' 'unsafe-inline'" : "script-src 'self'",
    ...(development ? ["connect-src 'self' ws: wss:"] : ["connect-src 'self'"]),
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    // blob: is the customizer's preview of the visitor's own file, never fetched from anywhere.
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ];
  return directives.join("; ");
}

/** Security headers on every response, pages, files and API answers alike. */
export function securityHeaders({
  publicUrl,
  development,
}: {
  publicUrl: string;
  development: boolean;
}): RequestHandler {
  const csp = contentSecurityPolicy({ https: publicUrl.startsWith("https:"), development });
  return (_req, res, next) => {
    res.setHeader("Content-Security-Policy", csp);
    res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    next();
  };
}
