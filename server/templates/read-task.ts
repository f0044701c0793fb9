import { readFile } from "node:fs/promises";
import { dxfPolylines } from "./dxf-outline.ts";
import { svgPolylines } from "./svg-outline.ts";
import { type ExpectedSize, type TemplateCheck, checkTemplate } from "./validate.ts";

/*
 * Reading an imported template is work on a hostile file (issue 34): an SVG's
 * XML or a DXF's groups, parsed and flattened, and the paths checked
 * (validate.ts: comparing every segment with its neighbours), all in the
 * sandbox (server/sandbox) within its memory, CPU and time. A PDF arrives
 * here as the SVG poppler's pdftocairo drew of its first page, in the sandbox too.
 */

export interface TemplateReadInput {
  path: string;
  format: "svg" | "dxf";
  /** The size the piece should be. */
  expected: ExpectedSize;
}

export async function run(input: TemplateReadInput): Promise<TemplateCheck> {
  const text = await readFile(input.path, "utf8");
  const paths = input.format === "svg" ? svgPolylines(text) : dxfPolylines(text);
  return checkTemplate(paths, input.expected);
}
