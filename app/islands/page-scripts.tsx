import { createContext, useContext } from "react";
import { Scripts, ScrollRestoration } from "react-router";
import { earlyDropScript } from "./early-drop.ts";

type EntryAssets = { module: string; imports: readonly string[] };
const EntryAssetsContext = createContext<EntryAssets | undefined>(undefined);

/** Set by entry.server from React Router's asset manifest. */
export const EntryAssetsProvider = EntryAssetsContext.Provider;

/**
 * The page's scripts. A built page loads only the browser entry, which
 * hydrates the page's islands; React Router's own scripts (the whole document
 * hydrated, client-side navigation) serve Vite's development server, whose hot
 * reloading needs them.
 */
export function PageScripts() {
  const entry = useContext(EntryAssetsContext);
  if (import.meta.env.DEV || !entry) {
    return (
      <>
        <ScrollRestoration />
        <Scripts />
      </>
    );
  }
  return (
    <>
      {entry.imports.map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
      <script type="module" src={entry.module} />
    </>
  );
}

/** The early drop catcher (early-drop.ts), in the document's head: it must run before a drop zone is drawn. */
export function EarlyDropScript() {
  return <script dangerouslySetInnerHTML={{ __html: earlyDropScript }} />;
}
