import { type PDFDocument, PDFName, type PDFRef, PDFString } from "@cantoo/pdf-lib";
import sharp from "sharp";

/*
 * The print file's colour, as a RIP takes it without questions (issue 34): its
 * RGB is sRGB, said twice, by an sRGB output intent and by each RGB image's
 * own ICC-based colour space; a JPEG with a profile of its own (Display P3,
 * Adobe RGB) keeps its bytes and is tagged with that profile, so the RIP
 * converts it as it would the PNG that sharp converted to sRGB; CMYK stays
 * CMYK.
 */

let srgb: Promise<Buffer> | undefined;

/** The sRGB IEC61966-2.1 profile libvips carries, read once (from a pixel it tags). */
export function srgbProfile(): Promise<Buffer> {
  srgb ??= sharp({ create: { width: 1, height: 1, channels: 3, background: "#000000" } })
    .withIccProfile("srgb")
    .png()
    .toBuffer()
    .then(async (pixel) => {
      const { icc } = await sharp(pixel).metadata();
      if (!icc) throw new Error("libvips gave no sRGB profile");
      return icc;
    });
  return srgb;
}

/** An ICC profile in `doc`: its stream, and the colour space `[/ICCBased stream]`. */
export function embedProfile(doc: PDFDocument, profile: Buffer, components: 1 | 3 | 4) {
  const { context } = doc;
  const stream = context.register(context.flateStream(profile, { N: components }));
  return { stream, space: context.register(context.obj([PDFName.of("ICCBased"), stream])) };
}

/** Says the file's RGB is sRGB: the output intent a preflight and a RIP read first. */
export function declareSrgbOutputIntent(doc: PDFDocument, profileStream: PDFRef) {
  const name = PDFString.of("sRGB IEC61966-2.1");
  doc.catalog.set(
    PDFName.of("OutputIntents"),
    doc.context.obj([
      {
        Type: "OutputIntent",
        S: "GTS_PDFX",
        OutputConditionIdentifier: name,
        Info: name,
        RegistryName: PDFString.of("http://www.color.org"),
        DestOutputProfile: profileStream,
      },
    ]),
  );
}
