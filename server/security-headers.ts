import type { RequestHandler } from "express";
import { createHash } from "node:crypto";
import { earlyDropScript } from "#app/islands/early-drop.ts";
import { entryLoaderScript } from "#app/islands/entry-loader.ts";
import { strictTransportSecurity } from "./https.ts";

const scriptHash = (script: string) =>
  `'sha256-${createHash("sha256").update(script).digest("base64")}'`;
/** The CSP sources that allow the early drop catcher and the entry loader, and nothing else inline. */
const inlineScriptHashes = `${scriptHash(earlyDropScript)} ${scriptHash(entryLoaderScript)}`;

/**
 * The content security policy of every response. Built pages run two inline
 * scripts, the early drop catcher (app/islands/early-drop.ts) and the entry
 * loader (app/islands/entry-loader.ts), each allowed by its hash; every other script comes from this origin (the islands load from
 * /assets; JSON-LD blocks are data, not script). Style attributes (bar
 * widths on /reviews) are the other inline thing allowed.
 */
export function contentSecurityPolicy({
  https,
  development = false,
  formActions = [],
}: {
  https: boolean;
  development?: boolean;
  /** Other origins a form's post may lead to: the checkout's redirect to Stripe's payment page. */
  formActions?: readonly string[];
}): string {
  const directives = [
    "default-src 'self'",
    // Vite's development server inlines its hot-reload preamble and talks over a socket. (A hash
    // beside 'unsafe-inline' would switch 'unsafe-inline' off.)
    development ? "script-src 'self' 'unsafe-inline'" : `script-src 'self' ${inlineScriptHashes}`,
    ...(development ? ["connect-src 'self' ws: wss:"] : ["connect-src 'self'"]),
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    // blob: is the customizer's preview of the visitor's own file, never fetched from anywhere.
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    ["form-action 'self'", ...formActions].join(" "),
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ];
  return directives.join("; ");
}

/**
 * Security headers on every response, pages, files and API answers alike.
 * HSTS only when PUBLIC_URL is https and the request came over https
 * (through a trusted proxy): over plain http browsers ignore it, and a
 * local http server must not pin localhost to https.
 */
export function securityHeaders({
  publicUrl,
  development,
  formActions,
}: {
  publicUrl: string;
  development: boolean;
  formActions: readonly string[];
}): RequestHandler {
  const https = publicUrl.startsWith("https:");
  const csp = contentSecurityPolicy({ https, development, formActions });
  return (req, res, next) => {
    res.setHeader("Content-Security-Policy", csp);
    if (https && req.secure) res.setHeader("Strict-Transport-Security", strictTransportSecurity);
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    next();
  };
}
