import { cutting } from "#app/domain/policies.ts";
import { millimetresPerInch } from "#app/domain/catalog/footprint.ts";
import type { PrintPanel } from "./panels.ts";

/*
 * The print file's slug (issue 34): what an operator needs to know at the
 * cutter, printed below the piece inside the page a RIP prints (the crop box
 * is the whole page): the order, design, device, piece and its size, the
 * coverage, finish, quantity and the file's version, how far inside the edge
 * it is cut, and where its outline comes from.
 */

/** The order's facts the slug names. */
export interface SlugFacts {
  orderNumber: string;
  designName: string;
  /** The device as the order names it, e.g. "Apple MacBook Air (13-inch, M2, 2022)". */
  device: string;
  coverage: string;
  finish: string;
  quantity: number;
  /** The version this print file is recorded as. */
  version: number;
}

const inches = (value: number) => `${Math.round(value * 1000) / 1000} in`;
const millimetres = (value: number) => `${Math.round(value * millimetresPerInch * 10) / 10}`;

/** Where a piece's outline comes from, as the operator must read it. */
export function outlineNote(panel: Pick<PrintPanel, "outline">): string {
  const { template, size } = panel.outline;
  if (template) return `outline: measured template v${template.version} (${template.status})`;
  return size === "display"
    ? "outline: ESTIMATED from the display size, not measured: test fit before printing"
    : "outline: published size, shape not measured: test fit before printing";
}

/** The slug's two lines for a piece. */
export function slugLines(
  facts: SlugFacts,
  panel: PrintPanel,
  artworkPixels: { width: number; height: number } | null,
): [string, string] {
  const piece = panel.name === "Lid" ? "lid" : "palmrest";
  const size = `${inches(panel.width)} × ${inches(panel.height)} (${millimetres(panel.width)} × ${millimetres(panel.height)} mm)`;
  return [
    [facts.orderNumber, facts.designName, facts.device, `${panel.name} ${size}`].join("   ·   "),
    [
      facts.coverage,
      facts.finish,
      `qty ${facts.quantity}`,
      `file v${facts.version}`,
      `cut ${inches(cutting.insetInches[piece])} inside the edge`,
      outlineNote(panel),
      artworkPixels ? `artwork ${artworkPixels.width} × ${artworkPixels.height} px` : "no artwork",
    ].join("   ·   "),
  ];
}
