import { defineConfig } from "vitest/config";

/**
 * The HTTP integration suite (`npm run test:server`): real server processes on
 * the built site, SQLite and throwaway PostgreSQL clusters, a loopback
 * webhook receiver. Files run one at a time: they start processes, and the
 * fault tests depend on timing that a busy 2-core machine would upset.
 */
export default defineConfig({
  test: {
    include: ["tests/server/**/*.test.ts"],
    environment: "node",
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
  },
});
