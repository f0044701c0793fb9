import { createContext, useContext } from "react";
import { earlyDropScript } from "./early-drop.ts";
import { entryLoaderScript } from "./entry-loader.ts";

/** Where the browser entry is, from React Router's asset manifest. */
export type EntryAssets = {
  module: string;
  imports: readonly string[];
  /** Under Vite's development server: React Refresh's runtime, which must run before any island's module. */
  hotReloadRuntime?: string | undefined;
};
const EntryAssetsContext = createContext<EntryAssets | undefined>(undefined);

/** Set by entry.server from React Router's asset manifest. */
export const EntryAssetsProvider = EntryAssetsContext.Provider;

/**
 * The page's scripts, in the head: the page's loader (entry-loader.ts), which
 * once the page has loaded and painted fetches the typeface, the manifest and
 * the browser entry, which hydrates the page's islands. React Router's own
 * scripts (the whole document hydrated, client-side navigation) are never
 * sent, under the development server neither: there the entry is Vite's
 * source module, loaded at once after React Refresh's runtime so that an
 * edited island reloads in place (an edited page needs a reload).
 */
export function PageScripts() {
  const entry = useContext(EntryAssetsContext);
  if (!entry) throw new Error("PageScripts needs the entry's assets (entry.server.tsx)");
  const hot = entry.hotReloadRuntime;
  return (
    <>
      {hot ? (
        <>
          <script type="module" dangerouslySetInnerHTML={{ __html: hotReloadPreamble(hot) }} />
          <script type="module" src={entry.module} />
        </>
      ) : null}
      <script
        data-entry={hot ? undefined : entry.module}
        data-imports={hot ? undefined : entry.imports.join(" ")}
        dangerouslySetInnerHTML={{ __html: entryLoaderScript }}
      />
    </>
  );
}

/**
 * React Refresh's runtime as React Router's Vite plugin serves it. After each
 * refresh it asks the router to load the page's data again; the islands have
 * no router and their data is their props, so that asks nothing.
 */
function hotReloadPreamble(runtime: string) {
  return `import ${JSON.stringify(runtime)};
window.__reactRouterDataRouter = { revalidate: async () => {} };`;
}

/** The early drop catcher (early-drop.ts), in the document's head: it must run before a drop zone is drawn. */
export function EarlyDropScript() {
  return <script dangerouslySetInnerHTML={{ __html: earlyDropScript }} />;
}
