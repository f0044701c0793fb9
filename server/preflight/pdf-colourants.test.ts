import { PDFDocument, PDFName } from "@cantoo/pdf-lib";
import { describe, expect, it } from "vitest";
import { isCutOrRegistrationName } from "./cut-names.ts";
import { spotColourants } from "./pdf-colourants.ts";
import * as fontkit from "fontkit";
import { readTextFonts } from "../production/print-text.ts";
import { usedFonts } from "./pdf-fonts.ts";

describe("cut and registration names (issue 49)", () => {
  it("knows each RIP's cut names and the registration colour, however they are spelled", () => {
    for (const name of [
      "CutContour",
      "cut_contour",
      "PerfCutContour",
      "Thru-cut",
      "Kiss-cut",
      "Kiss Cut",
      "Regmark",
      "All",
      "Die Line",
      "CutLine",
    ])
      expect(isCutOrRegistrationName(name), name).toBe(true);
    for (const name of ["PANTONE 186 C", "Cutlery Gold", "White", "Varnish", "Allure Blue"])
      expect(isCutOrRegistrationName(name), name).toBe(false);
  });
});

describe("spotColourants", () => {
  it("finds and removes cut spots wherever a page reaches them: forms, DeviceN, Indexed", async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([200, 200]);
    const context = doc.context;
    const tint = context.obj({ FunctionType: 2, Domain: [0, 1], C0: [0], C1: [1], N: 1 });
    const separation = (name: string) =>
      context.obj([PDFName.of("Separation"), PDFName.of(name), PDFName.of("DeviceGray"), tint]);
    const form = context.register(
      context.stream("q /N cs 1 1 scn 0 0 10 10 re f Q", {
        Type: "XObject",
        Subtype: "Form",
        BBox: [0, 0, 10, 10],
        Resources: {
          ColorSpace: {
            N: [
              PDFName.of("DeviceN"),
              [PDFName.of("Cyan"), PDFName.of("Thru-cut")],
              PDFName.of("DeviceCMYK"),
              tint,
            ],
            I: [PDFName.of("Indexed"), separation("Regmark"), 1, context.obj([])],
          },
        },
      }),
    );
    page.node.Resources()!.set(PDFName.of("XObject"), context.obj({ Inner: form }));
    page.node
      .Resources()!
      .set(PDFName.of("ColorSpace"), context.obj({ P: separation("PANTONE 300 C") }));

    const found = spotColourants(doc, { remove: true });
    expect(found.map(({ name, top, removed }) => ({ name, top, removed }))).toEqual([
      { name: "PANTONE 300 C", top: true, removed: false },
      { name: "Thru-cut", top: false, removed: true },
      { name: "Regmark", top: false, removed: true },
    ]);
    // Made `None` in place: read again, only the Pantone is left.
    const saved = await PDFDocument.load(await doc.save());
    expect(spotColourants(saved, { remove: false }).map((spot) => spot.name)).toEqual([
      "PANTONE 300 C",
    ]);
    const inner = saved.context
      .enumerateIndirectObjects()
      .find(([, object]) => String(object).includes("DeviceN"));
    expect(String(inner?.[1])).toMatch(/\/DeviceN \[ \/Cyan \/None \]/);
  });

  it("tells an unembedded font from an embedded one", async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([200, 200]);
    doc.registerFontkit(fontkit as never);
    const [arimo] = (await readTextFonts()).bold;
    page.drawText("Hello", { font: await doc.embedFont("Helvetica") });
    page.drawText("Hello", { y: 50, font: await doc.embedFont(arimo!, { subset: true }) });
    const saved = await PDFDocument.load(await doc.save());
    expect(usedFonts(saved)).toEqual([
      { name: "Helvetica", embedded: false },
      { name: expect.stringMatching(/^Arimo-Bold/), embedded: true },
    ]);
  });
});
