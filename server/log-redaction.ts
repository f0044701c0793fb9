/*
 * What the request log may say of a URL (issue 32, item 10): private links
 * carry their secret in the URL (an order's status token, a staff invite's
 * token), and a log is read by more people, and kept longer, than the
 * database. Their secrets are replaced before a line is written.
 */

/** Query parameters that carry a private link's secret. */
const secretParameters = ["token", "key"];

/** Path segments that are themselves a secret: the invite token after /staff/welcome/. */
const secretPaths = /^(\/staff\/welcome\/)[^/?#]+/;

/** `url` (a request's path and query) with every secret in it replaced by "[redacted]". */
export function redactUrl(url: string): string {
  const [path = "", query] = url.split(/\?(.*)/s, 2);
  const cleanPath = path.replace(secretPaths, "$1[redacted]");
  if (query === undefined) return cleanPath;
  const parameters = new URLSearchParams(query);
  for (const name of secretParameters) {
    if (parameters.has(name)) parameters.set(name, "[redacted]");
  }
  return `${cleanPath}?${parameters.toString().replaceAll("%5Bredacted%5D", "[redacted]")}`;
}
