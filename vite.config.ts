import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // No <link rel="modulepreload"> per dynamic import: inserting the customizer's
  // 27 of them was one task of 8–24 ms after first paint (docs/decisions.md 11).
  build: { modulePreload: false },
});
