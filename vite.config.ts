import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { type Plugin, defineConfig } from "vite";

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

export default defineConfig({
  plugins: [leaveToNode(), tailwindcss(), reactRouter()],
  // No <link rel="modulepreload"> per dynamic import: inserting the customizer's
  // 27 of them was one task of 8–24 ms after first paint (docs/decisions.md 11).
  build: { modulePreload: false },
});
