import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Playwright specs in tests/e2e run with `playwright test`, not here.
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    environment: "node",
  },
});
