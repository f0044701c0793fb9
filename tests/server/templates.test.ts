import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inflateSync } from "node:zlib";
import { PDFDocument, PDFName, PDFRawStream } from "@cantoo/pdf-lib";
import { describe, expect, it } from "vitest";
import type { CutTemplate } from "#app/domain/catalog/piece-cut.ts";
import { pathCommands } from "#app/print-templates/path-commands.ts";
import { readRows } from "../support/cart.ts";
import { placeOrder } from "../support/checkout.ts";
import { engineNames, useForwardingServer } from "../support/harness.ts";
import { waitFor } from "../support/http.ts";
import { type StaffClient, csrfOf, joinStaff } from "../support/staff.ts";

/*
 * Issue 34: the shop's template library over HTTP, on both engines. A
 * template that cannot be cut is refused with its reasons; one that can
 * becomes what the customizer's preview, the template download and the
 * print file all cut.
 */

const device = { brand: "Dell", model: "XPS 13 9315" };
/** The XPS 13 9315's published footprint, which its template must be near. */
const [width, depth] = [295.4, 199.4];

/** A lid drawn in millimetres: its outline, and whatever `holes` add. */
const lidSvg = (holes: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="${width}mm" height="${depth}mm" viewBox="0 0 ${width} ${depth}">
  <rect id="Outline" width="${width}" height="${depth}" rx="6.5"/>
  ${holes}
</svg>`;

const measured = lidSvg(
  '<circle id="Camera" cx="147.7" cy="6" r="2.5"/><circle id="Logo" cx="147.7" cy="99.7" r="9"/>',
);

describe.each(engineNames)("the template library (%s)", (engine) => {
  const block = useForwardingServer(engine);
  const origin = () => block.server.origin;
  let signedIn: StaffClient | undefined;
  const staff = async () =>
    (signedIn ??= (
      await joinStaff(block, {
        email: `templates-${engine}@wrapcraft.test`,
        name: "Tess Templates",
      })
    ).client);

  /** Posts the import form with `svg` as the file, as the console's page does. */
  async function importSvg(svg: string, piece = "lid") {
    const member = await staff();
    const page = await member.get("/staff/templates");
    const form = new FormData();
    form.set("csrf", csrfOf(page.body) ?? "");
    form.set("device", `${device.brand}::${device.model}`);
    form.set("piece", piece);
    form.set("note", "Measured with calipers");
    form.set("file", new File([svg], "xps-13.svg", { type: "image/svg+xml" }));
    return fetch(`${origin()}/staff/templates`, {
      method: "POST",
      body: form,
      headers: { cookie: member.cookie, origin: origin() },
      redirect: "manual",
    });
  }

  const currentTemplate = async () => {
    const query = new URLSearchParams(device).toString();
    const answer = await fetch(`${origin()}/api/cut-templates?${query}`);
    return ((await answer.json()) as { template: CutTemplate | null }).template;
  };

  it("refuses a template with an open path, a path that crosses itself or a 1 mm bridge, saying why", async () => {
    const refusals = [
      [
        lidSvg('<path id="Logo" d="M140 90 L160 90 L160 110 L140 110"/>'),
        "is open: its ends are 20 mm apart",
      ],
      [lidSvg('<path id="Logo" d="M130 80 L170 120 L170 80 L130 120 Z"/>'), "crosses itself"],
      [
        lidSvg(
          '<rect id="Camera" x="140" y="3" width="15" height="5"/><rect id="Logo" x="140" y="9" width="15" height="15"/>',
        ),
        "Only 1 mm of vinyl is left between holes",
      ],
    ] as const;
    for (const [svg, reason] of refusals) {
      const answer = await importSvg(svg);
      expect(answer.status, reason).toBe(422);
      expect(await answer.text(), reason).toContain(reason);
    }
    expect(await currentTemplate()).toBeNull();
    expect(await readRows(block.databaseUrl, "select id from cut_templates")).toEqual([]);
  });

  it("cuts the preview, the template download and the print file to an imported template", async () => {
    const before = await (await fetch(`${origin()}/templates/dell-xps-13.svg`)).text();
    expect(before).not.toContain("<title>Camera</title>");

    const imported = await importSvg(measured);
    expect(imported.status).toBe(303);
    expect(imported.headers.get("location")).toMatch(
      /^\/staff\/templates\/[A-Za-z0-9_-]+\?notice=/,
    );
    const template = await currentTemplate();
    const lid = template?.lid;
    if (!lid) throw new Error("No template after the import");
    expect(lid.template).toMatchObject({ version: 1, status: "measured" });
    expect(lid.holes.map((hole) => hole.label)).toEqual(["Camera", "Logo"]);
    expect(lid.width).toBeCloseTo(width / 25.4, 2);

    // The customizer's preview, drawn on the server, is the template's lid: its edge and its
    // holes (a design with print on it is clipped to its cut: server/production/panels.test.tsx).
    const customizer = await (
      await fetch(`${origin()}/custom-laptop-wraps?${new URLSearchParams(device).toString()}`)
    ).text();
    expect(/<path d="([^"]+)"[^>]*data-part="lid"/.exec(customizer)?.[1]).toBe(lid.edge);
    // (Each picture of the lid on the page draws them: the preview and the summary's.)
    const drawnHoles = new Set(
      [...customizer.matchAll(/<path d="([^"]+)"[^>]*data-part="logo"/g)].map(([, d]) => d),
    );
    expect([...drawnHoles]).toEqual(lid.holes.map((hole) => hole.d));

    // The template download is drawn from it.
    const download = await (await fetch(`${origin()}/templates/dell-xps-13.svg`)).text();
    expect(download).toContain("<title>Camera</title>");
    expect(download).not.toBe(before);

    // An order for the model is cut along it, and its slug says where the outline comes from.
    const { number } = await placeOrder(origin(), { device });
    const [print] = await waitFor(
      async () => {
        const rows = await readRows<{ id: string }>(
          block.databaseUrl,
          "select id from production_files where order_number = $1 and kind = 'print'",
          [number],
        );
        return rows.length === 1 && rows;
      },
      { timeoutMs: 60_000, message: "the print file" },
    );
    const pdf = await fetch(`${origin()}/staff/orders/${number}/files/${print?.id}`, {
      headers: { cookie: (await staff()).cookie },
    });
    expect(pdf.status).toBe(200);
    const bytes = Buffer.from(await pdf.arrayBuffer());
    const contents = (await PDFDocument.load(bytes)).getPage(0).node.lookup(PDFName.of("Contents"));
    if (!(contents instanceof PDFRawStream)) throw new Error("Expected one content stream");
    const drawn = inflateSync(contents.getContents()).toString("latin1");
    expect(drawn).toContain(pathCommands(lid.outline, "pdf"));
    for (const hole of lid.holes) expect(drawn).toContain(pathCommands(hole.d, "pdf"));
    const file = path.join(mkdtempSync(path.join(tmpdir(), "templates-")), "print.pdf");
    writeFileSync(file, bytes);
    expect(execFileSync("pdftotext", [file, "-"]).toString()).toContain(
      "outline: measured template v1 (measured)",
    );
  });

  it("flags an order cut from an unmeasured outline, and starts production only on a confirmed test fit", async () => {
    const member = await staff();
    const { number } = await placeOrder(origin(), {
      device: { brand: "Lenovo", model: "ThinkPad T14 Gen 4" },
    });
    const page = await member.get(`/staff/orders/${number}`);
    expect(page.body).toContain("Outline estimated: test fit before printing");
    expect(page.body).toContain("I test-fitted the outline");

    const refused = await member.post(`/staff/orders/${number}`, {
      intent: "move",
      stage: "in_production",
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toContain("Not measured yet");
    const confirmed = await member.post(`/staff/orders/${number}`, {
      intent: "move",
      stage: "in_production",
      testFit: "yes",
    });
    expect(confirmed.status).toBe(303);
    const [audit] = await readRows<{ detail: string }>(
      block.databaseUrl,
      "select detail from audit_log where action = 'moved-order' and subject = $1",
      [number],
    );
    expect(JSON.parse(audit?.detail ?? "{}")).toMatchObject({
      to: "in_production",
      note: "Outline test-fitted, confirmed by staff",
    });
  });
});
