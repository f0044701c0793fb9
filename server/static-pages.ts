import { readdirSync } from "node:fs";
import path from "node:path";

/**
 * Finds the prerendered pages in the client build: every `<dir>/index.html`
 * becomes the URL path `/<dir>`. Built once at start-up, so a request path is
 * only ever looked up in this set and never joined onto the file system.
 */
export function findPrerenderedPages(clientDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "assets") walk(full);
      } else if (entry.name === "index.html") {
        const relative = path.relative(clientDir, dir).split(path.sep).join("/");
        pages.set(relative === "" ? "/" : `/${relative}`, full);
      }
    }
  };
  walk(clientDir);
  return pages;
}
