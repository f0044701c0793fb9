import { createContext, useContext } from "react";
import { Scripts, ScrollRestoration, useMatches } from "react-router";

/** A route module's `handle`. */
export interface RouteHandle {
  /**
   * The page runs as a React Router app in the browser (the whole document
   * hydrates, links navigate on the client). Every other page ships only the
   * JavaScript of its islands.
   */
  app?: boolean;
}

type EntryAssets = { module: string; imports: readonly string[] };
const EntryAssetsContext = createContext<EntryAssets | undefined>(undefined);

/** Set by entry.server from React Router's asset manifest. */
export const EntryAssetsProvider = EntryAssetsContext.Provider;

/**
 * The page's scripts: React Router's for app pages, and only the browser
 * entry (which hydrates islands) for content pages. Once in the browser, the
 * document is an app, so client-side renders always keep React Router's.
 */
export function PageScripts() {
  const matches = useMatches();
  const entry = useContext(EntryAssetsContext);
  const app = matches.some((match) => (match.handle as RouteHandle | undefined)?.app);
  // Vite's development server needs React Router's scripts for hot reloading.
  if (app || !entry || typeof document !== "undefined" || import.meta.env.DEV) {
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
