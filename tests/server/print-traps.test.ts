import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PDFDocument } from "@cantoo/pdf-lib";
import { describe, expect, it } from "vitest";
import { spotColourants } from "#server/preflight/pdf-colourants.ts";
import { usedFonts } from "#server/preflight/pdf-fonts.ts";
import { pngFile } from "../support/artwork.ts";
import {
  addDesignToCart,
  openCheckout,
  postPageForm,
  readRows,
  uploadArtwork,
} from "../support/cart.ts";
import { validCheckout } from "../support/checkout.ts";
import { useEngine, useProcesses } from "../support/harness.ts";
import { waitFor } from "../support/http.ts";
import { joinStaff } from "../support/staff.ts";
import { TestClock } from "../support/test-clock.ts";
import { separations, trapPdf } from "../support/trap-pdfs.ts";

/*
 * Issue 49, items 2, 8 and 10, over the real server: a customer's PDF with a
 * rectangle stroked in `CutContour`, a fill in the registration colour `All`,
 * a Pantone spot and an unembedded font. What the shop downloads has no cut
 * or registration spot and no unembedded font; the print file's cut plate,
 * separated by Ghostscript as a RIP would, is exactly our cut line; the
 * Pantone spot is kept and flagged in the preflight's report.
 */

describe("a customer's PDF with print traps", () => {
  const databases = useEngine("sqlite");
  const processes = useProcesses();

  async function order(origin: string, artworkId: string) {
    const added = await addDesignToCart(origin, { artworkId, coverage: "top-only" });
    const checkoutId = await openCheckout(origin, added.cartId);
    const placed = await postPageForm(origin, "/checkout", added.cartId, {
      ...validCheckout,
      checkoutId,
    });
    const number = /\/orders\/(WC-[0-9A-Z]{8})/.exec(String(placed.headers.location))?.[1];
    if (!number) throw new Error(`No order number in ${String(placed.headers.location)}`);
    return number;
  }

  it("never reaches the cutter: the cut plate is ours alone, the fonts outlined, the Pantone flagged", async () => {
    const databaseUrl = await databases.fresh();
    const uploadsDir = mkdtempSync(path.join(tmpdir(), "wrapcraft-traps-"));
    const clock = new TestClock();
    const server = await processes.server({
      DATABASE_URL: databaseUrl,
      UPLOADS_DIR: uploadsDir,
      TEST_CLOCK_FILE: clock.file,
    });
    const trapId = await uploadArtwork(server.origin, await trapPdf(), "traps.pdf");

    // What the shop downloads: the cut and registration spots print nothing, every glyph is drawn.
    const stored = await PDFDocument.load(
      new Uint8Array(await (await fetch(`${server.origin}/artwork/${trapId}`)).arrayBuffer()),
    );
    const spots = spotColourants(stored, { remove: false });
    expect(spots.map((spot) => spot.name)).toEqual(["PANTONE 186 C"]);
    expect(usedFonts(stored).filter((font) => !font.embedded)).toEqual([]);
    const [upload] = await readRows<{ preflight: string }>(
      databaseUrl,
      "select preflight from uploads where id = $1",
      [trapId],
    );
    const report = JSON.parse(upload!.preflight) as {
      checks: { id: string; status: string; detail: string }[];
    };
    const check = (id: string) => report.checks.find((found) => found.id === id);
    expect(check("spots")).toMatchObject({ status: "flagged" });
    expect(check("spots")?.detail).toMatch(/Removed CutContour, All\b.*Kept PANTONE 186 C/);
    expect(check("fonts")).toMatchObject({ status: "fixed" });
    expect(check("fonts")?.detail).toMatch(/Helvetica/);

    // The same model and coverage with a plain picture: its cut plate is our cut line alone.
    const plainId = await uploadArtwork(server.origin, await pngFile(3000, 2000), "plain.png");
    const numbers = [await order(server.origin, trapId), await order(server.origin, plainId)];
    const prints = await Promise.all(
      numbers.map((number) =>
        waitFor(
          async () => {
            const [row] = await readRows<{ id: string }>(
              databaseUrl,
              "select id from production_files where order_number = $1 and kind = 'print'",
              [number],
            );
            return row && readFileSync(path.join(uploadsDir, "production", row.id));
          },
          { timeoutMs: 90_000, message: `the print file of ${number}` },
        ),
      ),
    );
    const [trap, plain] = await Promise.all(prints.map((bytes) => separations(bytes)));
    expect([...trap!.keys()].sort()).toEqual(
      ["Black", "Cyan", "CutContour", "Magenta", "PANTONE 186 C", "Yellow"].sort(),
    );
    const cut = { trap: trap!.get("CutContour")!, plain: plain!.get("CutContour")! };
    let inked = 0;
    for (let row = 0; row <= 150; row += 1) {
      for (let column = 0; column <= 200; column += 1) {
        const [x, y] = [column / 200, row / 150];
        expect(cut.trap(x, y), `the cut plate at ${x.toFixed(3)}, ${y.toFixed(3)}`).toBe(
          cut.plain(x, y),
        );
        if (cut.plain(x, y)) inked += 1;
      }
    }
    expect(inked).toBeGreaterThan(100);

    // Staff see the artwork's report on the order's page: the Pantone to check, the fonts fixed.
    const staff = await joinStaff(
      { server, databaseUrl, clock },
      { email: "preflight@wrapcraft.test", name: "Pat Preflight" },
    );
    const page = (await staff.client.get(`/staff/orders/${numbers[0]}`)).body;
    const table = /<table[^]*?Artwork: each preflight check[^]*?<\/table>/.exec(page)?.[0] ?? "";
    const row = (label: string) =>
      new RegExp(`<th[^>]*scope="row"[^>]*>${label}</th>[^]*?</tr>`).exec(table)?.[0] ?? "";
    expect(page).toMatch(/<details[^>]* open=""><summary[^>]*>Artwork preflight: <span[^>]*>Check/);
    expect(row("Spot colours")).toMatch(/>Check<[^]*Kept PANTONE 186 C/);
    expect(row("Fonts")).toMatch(/>Fixed<[^]*Helvetica/);
    await server.stop();
  }, 180_000);
});
