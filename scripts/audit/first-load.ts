import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** One entry of Lighthouse's `network-requests` audit (the fields used here). */
export interface NetworkRequest {
  url: string;
  resourceType?: string;
}

/**
 * The site's own scripts and stylesheets a page loaded while Lighthouse
 * watched it load: those its HTML names and those its scripts imported. An
 * island that waits for the visitor's first touch is not among them.
 */
export function firstLoadAssets(
  requests: readonly NetworkRequest[],
  origin: string,
): { js: string[]; css: string[] } {
  const own = (type: string) => [
    ...new Set(
      requests
        .filter((request) => request.resourceType === type && request.url.startsWith(`${origin}/`))
        .map((request) => new URL(request.url).pathname),
    ),
  ];
  return { js: own("Script"), css: own("Stylesheet") };
}

/** Total gzip size in bytes of files under the client build, by their URL paths. */
export function gzipSize(clientDir: string, urls: readonly string[]): number {
  return urls.reduce(
    (total, url) => total + gzipSync(readFileSync(path.join(clientDir, url))).length,
    0,
  );
}
