import { createFontStack } from "@capsizecss/core";
import arial from "@capsizecss/metrics/arial";
import plusJakartaSans from "@capsizecss/metrics/plusJakartaSans";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { fontUrl, fontWeights } from "./font.ts";

const css = readFileSync(path.join(import.meta.dirname, "../app.css"), "utf8");

it("the fallback face has the typeface's metrics, so the swap moves nothing", () => {
  const { fontFaces } = createFontStack([plusJakartaSans, arial]);
  for (const descriptor of [
    "ascent-override",
    "descent-override",
    "line-gap-override",
    "size-adjust",
  ]) {
    const expected = new RegExp(`${descriptor}: [\\d.]+%;`).exec(fontFaces)?.[0];
    expect(expected, descriptor).toBeDefined();
    expect(css).toContain(expected);
  }
});

it("the style sheet loads the typeface from the URL the site serves it at", () => {
  const face = /@font-face \{\s*font-family: "Plus Jakarta Sans";[^}]*\}/.exec(css)?.[0] ?? "";
  expect(face).toContain(`src: url("${fontUrl}") format("woff2");`);
  // Never swapped into a page already on screen (decisions 26).
  expect(face).toContain("font-display: optional;");
  expect(face).toContain(`font-weight: ${fontWeights.min} ${fontWeights.max};`);
});
