import type { TemplateOwner, TemplateSheet } from "#app/domain/catalog/index.ts";
import type { PieceCut } from "#app/domain/catalog/piece-cut.ts";
import { site } from "#app/domain/site.ts";
import { guides } from "./guides.ts";
import { type LayerId, layerNames, templateLayout } from "./layout.ts";

type PdfDocument = PDFKit.PDFDocument;

/**
 * The parts of PDFKit's document model that optional content (layers) needs
 * and its public API does not expose: the catalog and page dictionaries.
 */
interface PdfDictionaries {
  _root: { data: Record<string, unknown> };
  page: {
    dictionary: { data: Record<string, unknown> };
    resources: { data: Record<string, unknown> };
  };
}

/**
 * Declares one optional content group per layer, so Acrobat and Illustrator
 * list them as named layers that can be hidden; returns a function that wraps
 * drawing in a layer.
 */
function declareLayers(doc: PdfDocument, ids: readonly LayerId[]) {
  const internals = doc as unknown as PdfDictionaries;
  const groups = ids.map((id) => {
    // A String object becomes a PDF text string; a plain string would be a name.
    const group = doc.ref({ Type: "OCG", Name: new String(layerNames[id]) });
    group.end(undefined);
    return group;
  });
  internals._root.data.OCProperties = {
    OCGs: groups,
    D: { Name: new String("Layers"), Order: groups, ON: groups },
  };
  internals.page.resources.data.Properties = Object.fromEntries(
    groups.map((group, index) => [`L${index}`, group]),
  );
  return (id: LayerId, draw: () => void) => {
    doc.addContent(`/OC /L${ids.indexOf(id)} BDC`);
    doc.save();
    draw();
    doc.restore();
    doc.addContent("EMC");
  };
}

/** Strokes the current path as a guide line: its colour, width and dashes. */
function stroke(
  doc: PdfDocument,
  guide: { cmyk: readonly number[]; width: number; dash?: readonly number[] },
) {
  const [dash, space] = guide.dash ?? [];
  doc.lineWidth(guide.width);
  if (dash !== undefined) doc.dash(dash, { space });
  else doc.undash();
  doc.stroke([...guide.cmyk] as PDFKit.Mixins.ColorValue);
}

/** The template as a one-page PDF at true size, in CMYK, with named layers. */
export async function renderTemplatePdf(
  template: TemplateOwner,
  file: TemplateSheet,
  piece?: PieceCut,
): Promise<Uint8Array<ArrayBuffer>> {
  const { default: PDFDocument } = await import("pdfkit");
  const layout = templateLayout(template, file, piece);
  const { page, trim } = layout;
  const doc = new PDFDocument({
    size: [page.width, page.height],
    margin: 0,
    pdfVersion: "1.5",
    compress: true,
    info: {
      Title: layout.title,
      Author: site.name,
      Subject: `True-size print template, ${layout.pageInches.width} × ${layout.pageInches.height} in including bleed`,
      Keywords: `${template.brand}, ${file.name}, laptop wrap, template`,
      // Fixed dates keep the build reproducible.
      CreationDate: new Date("2026-11-01T00:00:00Z"),
    },
  });
  const done = new Promise<Uint8Array<ArrayBuffer>>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on("error", reject);
  });

  // The trim box is the lid's edge; the bleed box is the whole page. PDF boxes
  // are measured from the bottom-left corner.
  const internals = doc as unknown as PdfDictionaries;
  const trimBottom = page.height - trim.y - trim.height;
  internals.page.dictionary.data.TrimBox = [
    trim.x,
    trimBottom,
    trim.x + trim.width,
    trimBottom + trim.height,
  ];
  internals.page.dictionary.data.BleedBox = [0, 0, page.width, page.height];

  const layer = declareLayers(doc, ["bleed", "cutLine", "safeArea", "cutouts", "notes"]);
  layer("bleed", () => {
    doc.rect(0, 0, page.width, page.height).fill([...guides.bleed.cmyk]);
    doc.path(layout.cutLine).fill([0, 0, 0, 0]);
  });
  layer("cutLine", () => {
    doc.path(layout.cutLine);
    stroke(doc, guides.cut);
  });
  layer("safeArea", () => {
    doc.path(layout.safe);
    stroke(doc, guides.safe);
  });
  layer("cutouts", () => {
    for (const hole of layout.holes) {
      doc.path(hole.d);
      stroke(doc, guides.cutout);
    }
  });
  layer("notes", () => {
    doc.fillColor([...guides.notes.cmyk]).fontSize(guides.notes.fontSize);
    layout.notes.forEach((line, index) => {
      doc
        .font(index === 0 ? "Helvetica-Bold" : "Helvetica")
        .text(line, layout.noteLines.x, layout.noteLines.top(index), { lineBreak: false });
    });
    doc.font("Helvetica").text("Hinge side", trim.x, layout.hingeLabelTop, {
      width: trim.width,
      align: "center",
      lineBreak: false,
    });
  });
  doc.end();
  return done;
}
