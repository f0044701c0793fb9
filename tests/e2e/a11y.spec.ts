import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { desktop, openPage, phone, publicPaths } from "./helpers.ts";

const widths = { desktop, phone };

for (const [label, viewport] of Object.entries(widths)) {
  test.describe(`axe at ${label} width`, () => {
    test.use({ viewport });
    for (const path of [...publicPaths, "/no-such-page"]) {
      test(`${path} has no accessibility violations`, async ({ page }) => {
        await openPage(page, path);
        const results = await new AxeBuilder({ page }).analyze();
        const summary = results.violations.map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
        );
        expect(summary).toEqual([]);
      });
    }
  });
}
