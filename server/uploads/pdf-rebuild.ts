import { PDFDocument, PDFName, PDFObjectCopier, PDFPage } from "@cantoo/pdf-lib";

/*
 * The shop is handed a rebuilt copy of every PDF rather than the file as
 * sent: a new document holding only what printing needs, so that whatever
 * the checks miss (an action in a place no one thought of) never reaches the
 * shop's machines. Written with pdf-lib (the maintained @cantoo fork), which
 * copies objects by value: nothing of the original's structure is kept that
 * is not asked for.
 */

/**
 * What a page keeps: its content, its resources (fonts, images, layers'
 * references), its boxes and rotation. Not its annotations, actions,
 * thumbnails, metadata or application data.
 */
const keptPageEntries = new Set([
  "Type",
  "Parent",
  "Resources",
  "Contents",
  "MediaBox",
  "CropBox",
  "BleedBox",
  "TrimBox",
  "ArtBox",
  "Rotate",
  "UserUnit",
  "Group",
]);

/**
 * What the document keeps: its layers (the template's guides, which the
 * shop hides before printing) and its output intents (the colour profile it
 * was made for). Not its open action, scripts, attachments, forms, outline
 * or metadata.
 */
const keptCatalogEntries = ["OCProperties", "OutputIntents"];

/**
 * A copy of the PDF with only its pages' content and what printing it needs;
 * `prepare` may mend the copy before it is saved (the preflight's fixes).
 */
export async function rebuildPdf(
  bytes: Buffer,
  prepare: (copy: PDFDocument) => void = () => {},
): Promise<Uint8Array> {
  const source = await PDFDocument.load(bytes, { updateMetadata: false });
  const copy = await PDFDocument.create({ updateMetadata: false });
  // One copier for everything, so a layer the pages refer to and the one the
  // catalog lists stay one object.
  const copier = PDFObjectCopier.for(source.context, copy.context);
  for (const page of source.getPages()) {
    for (const key of page.node.keys()) {
      if (!keptPageEntries.has(key.decodeText())) page.node.delete(key);
    }
    // The copier takes inherited entries (resources, boxes, rotation) from the page's parents.
    const node = copier.copy(page.node);
    copy.addPage(PDFPage.of(node, copy.context.register(node), copy));
  }
  for (const key of keptCatalogEntries) {
    const value = source.catalog.get(PDFName.of(key));
    if (value) copy.catalog.set(PDFName.of(key), copier.copy(value));
  }
  prepare(copy);
  return copy.save({
    useObjectStreams: false,
    addDefaultPage: false,
    updateFieldAppearances: false,
  });
}
