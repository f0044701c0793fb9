/*
 * How a design's text lines look (issue 35): one of a few typefaces, one of a
 * few colours, at the top, middle or bottom of the lid. The preview draws
 * them in the same faces the print file embeds (app.css loads them in the
 * browser; server/production/print-text.ts reads the same files for the PDF).
 */

export const textFaces = [
  {
    id: "bold",
    label: "Bold",
    /** The family app.css names, then the system's metric twins while it loads. */
    family: "Arimo, 'Liberation Sans', Arial, Helvetica, sans-serif",
    weight: 700,
    /**
     * The face's files in its @fontsource package, one per script subset: the
     * print embeds them, app.css loads each only when a text line uses it, and
     * text-coverage.ts lists what they can print. Arimo's Hebrew is left out:
     * the print sets a line left to right, where the preview would run it right to left.
     */
    files: [
      "@fontsource/arimo/files/arimo-latin-700-normal.woff",
      "@fontsource/arimo/files/arimo-latin-ext-700-normal.woff",
      "@fontsource/arimo/files/arimo-vietnamese-700-normal.woff",
      "@fontsource/arimo/files/arimo-greek-700-normal.woff",
      "@fontsource/arimo/files/arimo-greek-ext-700-normal.woff",
      "@fontsource/arimo/files/arimo-cyrillic-700-normal.woff",
      "@fontsource/arimo/files/arimo-cyrillic-ext-700-normal.woff",
    ],
  },
  {
    id: "modern",
    label: "Modern",
    family: "'Plus Jakarta Sans', 'Plus Jakarta Sans Fallback', sans-serif",
    weight: 800,
    // Its package's Cyrillic Extended file has only "₴": the face has no Cyrillic to offer.
    files: [
      "@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-800-normal.woff",
      "@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-ext-800-normal.woff",
      "@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-vietnamese-800-normal.woff",
    ],
  },
  {
    id: "serif",
    label: "Serif",
    family: "'DM Serif Display', Georgia, serif",
    weight: 400,
    files: [
      "@fontsource/dm-serif-display/files/dm-serif-display-latin-400-normal.woff",
      "@fontsource/dm-serif-display/files/dm-serif-display-latin-ext-400-normal.woff",
    ],
  },
] as const;

/** Each colour with the translucent outline that keeps it legible on any artwork. */
export const textColours = [
  { id: "white", label: "White", fill: "#ffffff", outline: "#000000" },
  { id: "black", label: "Black", fill: "#111111", outline: "#ffffff" },
  { id: "gold", label: "Gold", fill: "#e0b43c", outline: "#000000" },
  { id: "red", label: "Red", fill: "#e02d2d", outline: "#000000" },
  { id: "blue", label: "Blue", fill: "#2f7de1", outline: "#000000" },
] as const;

export const textPositions = [
  { id: "top", label: "Top" },
  { id: "middle", label: "Middle" },
  { id: "bottom", label: "Bottom" },
] as const;

export type TextFaceId = (typeof textFaces)[number]["id"];
export type TextColourId = (typeof textColours)[number]["id"];
export type TextPositionId = (typeof textPositions)[number]["id"];

export interface TextStyle {
  face: TextFaceId;
  colour: TextColourId;
  position: TextPositionId;
}

/** The look every design had before the choice existed: bold white near the hinge. */
export const defaultTextStyle: TextStyle = { face: "bold", colour: "white", position: "bottom" };

/** The form fields that carry a text style. */
export const textStyleFieldNames = {
  face: "textFace",
  colour: "textColour",
  position: "textPosition",
} as const;

export const textFaceById = (id: TextFaceId) =>
  textFaces.find((face) => face.id === id) ?? textFaces[0];
export const textColourById = (id: TextColourId) =>
  textColours.find((colour) => colour.id === id) ?? textColours[0];

const oneOf = <T extends string>(options: readonly { id: T }[], value: unknown, fallback: T): T =>
  options.find((option) => option.id === value)?.id ?? fallback;

/** A style from form values (posted, or kept with a cart item); anything unknown is the default. */
export function textStyleFrom(values: Partial<Record<string, unknown>>): TextStyle {
  return {
    face: oneOf(textFaces, values[textStyleFieldNames.face], defaultTextStyle.face),
    colour: oneOf(textColours, values[textStyleFieldNames.colour], defaultTextStyle.colour),
    position: oneOf(textPositions, values[textStyleFieldNames.position], defaultTextStyle.position),
  };
}

/** The style in words, for the shop's notes and the staff console ("Serif, gold, top"). */
export function describeTextStyle(style: TextStyle): string {
  const position = textPositions.find((option) => option.id === style.position)?.label ?? "";
  return `${textFaceById(style.face).label}, ${textColourById(style.colour).label.toLowerCase()}, ${position.toLowerCase()}`;
}
