/*
 * Every cookie the site sets, with one rule for its attributes: Path=/,
 * SameSite=Lax, and Secure whenever the request came over https (as the
 * trusted proxy says; server/https.ts). A cookie that must never be sent
 * over plain http or to another path takes the `__Host-` prefix there,
 * which browsers refuse to accept without exactly those attributes.
 */
import type { RequestHead } from "#app/lib/post-request.ts";

export interface CookieOptions {
  /** Seconds it lives; 0 deletes it. */
  maxAgeSeconds: number;
  /** Hidden from the page's scripts (true unless a script must read it). */
  httpOnly?: boolean;
  /** Named `__Host-<name>` over https. */
  hostOnly?: boolean;
}

const isHttps = (request: RequestHead) => new URL(request.url).protocol === "https:";

/** A cookie's name as this request's browser keeps it. */
export const cookieName = (
  request: RequestHead,
  name: string,
  options: Pick<CookieOptions, "hostOnly">,
) => (options.hostOnly && isHttps(request) ? `__Host-${name}` : name);

/** The Set-Cookie header's value for `name`. */
export function setCookie(
  request: RequestHead,
  name: string,
  value: string,
  options: CookieOptions,
): string {
  const attributes = ["Path=/", `Max-Age=${options.maxAgeSeconds}`, "SameSite=Lax"];
  if (options.httpOnly ?? true) attributes.push("HttpOnly");
  if (isHttps(request)) attributes.push("Secure");
  return `${cookieName(request, name, options)}=${value}; ${attributes.join("; ")}`;
}

/** The value of the request's cookie `name` (as `cookieName` spells it), if it sent one. */
export function readCookie(
  request: RequestHead,
  name: string,
  options: Pick<CookieOptions, "hostOnly"> = {},
): string | undefined {
  const wanted = cookieName(request, name, options);
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === wanted) return rest.join("=");
  }
  return undefined;
}
