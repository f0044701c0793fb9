import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server";

describe("parseEnv", () => {
  it("runs on the embedded defaults", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      DATABASE_URL: "file:./data/app.db",
      UPLOADS_DIR: "./data/uploads",
      PUBLIC_URL: "http://localhost:3000",
    });
  });

  it("derives PUBLIC_URL from PORT and trims a trailing slash", () => {
    expect(parseEnv({ PORT: "8080" }).PUBLIC_URL).toBe("http://localhost:8080");
    expect(parseEnv({ PUBLIC_URL: "https://wrapcraft.co/" }).PUBLIC_URL).toBe(
      "https://wrapcraft.co",
    );
  });

  it("treats empty strings as unset", () => {
    expect(parseEnv({ PORT: "", CONTACT_WEBHOOK_URL: "" }).PORT).toBe(3000);
  });

  it("names every bad variable", () => {
    expect(() =>
      parseEnv({ PORT: "http", DATABASE_URL: "mysql://x", WEBHOOK_SECRET: "hunter2" }),
    ).toThrowError(/PORT[\s\S]*DATABASE_URL[\s\S]*WEBHOOK_SECRET/);
  });

  it("accepts PostgreSQL URLs and a retry schedule", () => {
    const env = parseEnv({
      DATABASE_URL: "postgres://shop:secret@db:5432/shop",
      WEBHOOK_RETRY_SCHEDULE: "5,60,3600",
    });
    expect(env.DATABASE_URL).toMatch(/^postgres:/);
    expect(() => parseEnv({ WEBHOOK_RETRY_SCHEDULE: "5, soon" })).toThrow(/WEBHOOK_RETRY_SCHEDULE/);
  });
});
