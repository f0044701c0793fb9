import { describe, expect, it } from "vitest";
import { readStore, useEngine, useProcesses } from "../support/harness.ts";
import { get, postJson } from "../support/http.ts";
import { contactFields, submissionExtras } from "../support/samples.ts";

// `npm run dev` is the same server with Vite compiling pages on demand: its
// forms must reach the database as they do in production.
describe("the development server", () => {
  const databases = useEngine("sqlite");
  const processes = useProcesses();

  it("renders pages through Vite and stores form posts", async () => {
    const databaseUrl = await databases.fresh();
    const server = await processes.server({ NODE_ENV: "development", DATABASE_URL: databaseUrl });

    const page = await get(server.origin, "/contact");
    expect(page.status).toBe(200);
    // The whole document hydrates with React Router, for hot reloading.
    expect(page.text).toContain("window.__reactRouterContext");
    expect(page.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");

    const extras = submissionExtras();
    const response = await postJson(server.origin, "/api/forms/contact", {
      ...contactFields(),
      ...extras,
    });
    expect(response.status).toBe(200);
    // Vite answers SIGTERM itself in development (exit code 143); the post was committed before 200.
    await server.stop();
    const stored = await readStore(databaseUrl);
    expect(stored.submissions.map((row) => row.id)).toEqual([extras.submissionId]);
  });
});
