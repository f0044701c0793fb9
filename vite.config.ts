import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { type EnvironmentModuleNode, type Plugin, defineConfig } from "vite";

/**
 * Modules the server build leaves to Node instead of bundling a copy: the
 * services' context keys are found by identity, and the running server
 * (server/app.ts) sets them from its own import of this module.
 */
const sharedWithServer = new Set(["#app/services.server.ts"]);

function leaveToNode(): Plugin {
  return {
    name: "wrapcraft:leave-to-node",
    enforce: "pre",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "ssr",
    resolveId: (source) => (sharedWithServer.has(source) ? { id: source, external: true } : null),
  };
}

/**
 * Under the development server the browser runs only the page's islands (as a
 * built page does), so an edited island is refreshed in place by React
 * Refresh, while an edited page, layout or server module, which no browser
 * loaded, reloads the pages open on it.
 */
function reloadPagesOnServerEdits(): Plugin {
  return {
    name: "wrapcraft:reload-pages-on-server-edits",
    apply: "serve",
    applyToEnvironment: (environment) => environment.name === "ssr",
    hotUpdate({ file, modules, server, timestamp }) {
      const client = server.environments.client;
      if (modules.length === 0 || runsInBrowser(client.moduleGraph.getModulesByFile(file))) return;
      // Invalidated now, not after this hook, so that the reload renders the edit.
      const seen = new Set<EnvironmentModuleNode>();
      for (const module of modules) {
        this.environment.moduleGraph.invalidateModule(module, seen, timestamp, true);
      }
      client.hot.send({ type: "full-reload" });
    },
  };
}

/** Whether a browser imports the module (Tailwind also lists every source file it scans for classes under the style sheet). */
function runsInBrowser(modules: Set<EnvironmentModuleNode> | undefined) {
  return [...(modules ?? [])].some((module) =>
    [...module.importers].some((importer) => importer.type === "js"),
  );
}

export default defineConfig({
  plugins: [leaveToNode(), reloadPagesOnServerEdits(), tailwindcss(), reactRouter()],
  // The development server bundles the browser's dependencies at start-up instead of on a first
  // visit, which reloaded that page mid-load: those of the entry and the islands it imports, and
  // those of the root and route modules, which React Router reads in the browser's environment
  // to collect a page's style sheets.
  optimizeDeps: { entries: ["app/entry.client.tsx", "app/root.tsx", "app/routes/**/*.{ts,tsx}"] },
  // No <link rel="modulepreload"> per dynamic import: inserting the customizer's
  // 27 of them was one task of 8–24 ms after first paint (docs/decisions.md 11).
  build: {
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // What every page's entry loads, in one file rather than four: the bundler's runtime,
              // Vite's preload helper (shared since the customizer fetches its 3D view on demand),
              // the cart count and the queued posts (issue 36: 0.3 KB less on each page).
              name: "runtime",
              test: /rolldown[\\/]runtime|vite[\\/]preload-helper|app[\\/]cart[\\/]cart-count|app[\\/]queued-posts[\\/]/,
            },
          ],
        },
      },
    },
  },
});
