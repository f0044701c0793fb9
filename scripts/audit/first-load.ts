import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** The scripts and stylesheets a page's HTML makes the browser load before anything else. */
export function firstLoadAssets(html: string): { js: string[]; css: string[] } {
  const attribute = (tag: string, name: string) =>
    new RegExp(`\\s${name}="([^"]+)"`).exec(tag)?.[1];
  const tags = html.match(/<(link|script)\b[^>]*>/g) ?? [];
  const js = new Set<string>();
  const css = new Set<string>();
  for (const tag of tags) {
    const rel = attribute(tag, "rel");
    const href = attribute(tag, "href");
    const src = attribute(tag, "src");
    if (tag.startsWith("<link") && rel === "modulepreload" && href) js.add(href);
    if (tag.startsWith("<link") && rel === "stylesheet" && href) css.add(href);
    if (tag.startsWith("<script") && src) js.add(src);
  }
  // React Router starts the app from an inline module that imports its entry chunks.
  for (const match of html.matchAll(/import(?:\s[^"']*from)?\s*["'](\/assets\/[^"']+\.js)["']/g)) {
    if (match[1]) js.add(match[1]);
  }
  return { js: [...js], css: [...css] };
}

/** Total gzip size in bytes of files under the client build, by their URL paths. */
export function gzipSize(clientDir: string, urls: readonly string[]): number {
  return urls.reduce(
    (total, url) => total + gzipSync(readFileSync(path.join(clientDir, url))).length,
    0,
  );
}
