import { type Page, expect } from "@playwright/test";
import { execFileSync } from "node:child_process";
import path from "node:path";
import { totpCode } from "../../server/staff/credentials.ts";
import { invitePath, strongPassword } from "../support/staff.ts";
import { TestClock } from "../support/test-clock.ts";

/**
 * The staff console's clock on the test server (playwright.config.ts): an
 * authenticator's code is the one for the time the test says it is.
 */
export function consoleClock() {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is set by playwright.config.ts");
  return new TestClock(path.join(dataDir, "clock"));
}

/** How the browser tests get a staff member into the console. */

/** `npm run staff -- invite`, on the test server's database: the link's path. */
export function inviteFromCli(email: string, role: "owner" | "staff") {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is set by playwright.config.ts");
  const output = execFileSync(
    process.execPath,
    ["scripts/staff.ts", "invite", email, "--role", role],
    {
      env: {
        PATH: process.env.PATH,
        DATABASE_URL: `file:${path.join(dataDir, "app.db")}`,
        // The server's clock (playwright.config.ts), so the invite is as old as the console says.
        TEST_CLOCK_FILE: consoleClock().file,
      },
      encoding: "utf8",
    },
  );
  return invitePath(output);
}

/** Accepts an invite with a password and the authenticator's code shown on the page. */
export async function acceptWithPassword(page: Page, invite: string, name: string, email: string) {
  await page.goto(invite);
  const secret = await page.locator("[data-totp-secret]").innerText();
  const form = page.getByRole("region", { name: "With a password and an authenticator app" });
  await form.getByLabel("Your name").fill(name);
  await form.getByLabel(/^Password\b/).fill(strongPassword);
  await form
    .getByLabel("The 6-digit code your app shows")
    .fill(totpCode(secret, email, consoleClock().now()));
  await form.getByRole("button", { name: "Set password and sign in" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Today, ${name.split(" ")[0]}`);
  return secret;
}
