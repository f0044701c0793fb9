import { XMLParser } from "fast-xml-parser";
import {
  type Matrix,
  type Polyline,
  identity,
  multiply,
  pathPolylines,
  polylineLimits,
} from "./polylines.ts";

/*
 * An SVG template's cut paths, read in the sandbox (issue 34): every path,
 * rectangle, circle, ellipse, polygon, polyline and line, through its
 * groups' transforms, in millimetres from the document's size and viewBox
 * (a size without a unit is CSS pixels, 96 to the inch). Nothing inside
 * <defs>, a clip path, a mask, a symbol, text or a hidden element is a cut.
 * Where the file names a cut layer ("cut", "CutContour", "Cut line",
 * "Cut-outs"), only the paths in it count, so a template with guides and
 * notes (ours included) reads as its cut line and holes.
 */

type XmlNode = Record<string, unknown> & { ":@"?: Record<string, string> };

const millimetresPer: Record<string, number> = {
  "": 25.4 / 96,
  px: 25.4 / 96,
  pt: 25.4 / 72,
  pc: 25.4 / 6,
  mm: 1,
  cm: 10,
  in: 25.4,
};

/** A length attribute in millimetres (null when absent or a percentage). */
function millimetres(value: string | undefined): number | null {
  const match = /^\s*([-+]?[\d.]+(?:e[-+]?\d+)?)\s*(px|pt|pc|mm|cm|in)?\s*$/i.exec(value ?? "");
  if (!match) return null;
  return Number(match[1]) * (millimetresPer[(match[2] ?? "").toLowerCase()] ?? 1);
}

const numbers = (text: string | undefined) =>
  (text ?? "").match(/[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/gi)?.map(Number) ?? [];

/** An SVG `transform` attribute as one matrix. */
export function transformMatrix(text: string | undefined): Matrix {
  let matrix = identity;
  for (const [, name = "", args] of (text ?? "").matchAll(/(\w+)\s*\(([^)]*)\)/g)) {
    const [a = 0, b, c] = numbers(args);
    const radians = (degrees: number) => (degrees * Math.PI) / 180;
    let next: Matrix;
    switch (name) {
      case "matrix":
        next = numbers(args).slice(0, 6) as Matrix;
        if (next.length !== 6) throw new Error("A transform's matrix needs six numbers");
        break;
      case "translate":
        next = [1, 0, 0, 1, a, b ?? 0];
        break;
      case "scale":
        next = [a, 0, 0, b ?? a, 0, 0];
        break;
      case "rotate": {
        const [cos, sin] = [Math.cos(radians(a)), Math.sin(radians(a))];
        const [cx, cy] = [b ?? 0, c ?? 0];
        next = [cos, sin, -sin, cos, cx - cos * cx + sin * cy, cy - sin * cx - cos * cy];
        break;
      }
      case "skewX":
        next = [1, 0, Math.tan(radians(a)), 1, 0, 0];
        break;
      case "skewY":
        next = [1, Math.tan(radians(a)), 0, 1, 0, 0];
        break;
      default:
        throw new Error(`Unknown transform "${name}"`);
    }
    matrix = multiply(matrix, next);
  }
  return matrix;
}

/** The root's user units in millimetres: its size over its viewBox. */
function rootMatrix(attributes: Record<string, string>): Matrix {
  const [x = 0, y = 0, w, h] = numbers(attributes.viewBox);
  const width = millimetres(attributes.width);
  const height = millimetres(attributes.height);
  const pixel = 25.4 / 96;
  const sx = w && width ? width / w : pixel;
  const sy = h && height ? height / h : sx;
  return [sx, 0, 0, sy, -x * sx, -y * sy];
}

/** A shape element as path data in its own user units. */
function shapePath(tag: string, a: Record<string, string>): { d: string } | null {
  const n = (name: string) => Number(a[name] ?? 0) || 0;
  switch (tag) {
    case "path":
      return a.d ? { d: a.d } : null;
    case "rect": {
      const [x, y, w, h] = [n("x"), n("y"), n("width"), n("height")];
      if (w <= 0 || h <= 0) return null;
      const rx = Math.min(a.rx ? n("rx") : n("ry"), w / 2);
      const ry = Math.min(a.ry ? n("ry") : rx, h / 2);
      if (rx <= 0 || ry <= 0) return { d: `M${x} ${y}H${x + w}V${y + h}H${x}Z` };
      return {
        d: `M${x + rx} ${y}H${x + w - rx}A${rx} ${ry} 0 0 1 ${x + w} ${y + ry}V${y + h - ry}A${rx} ${ry} 0 0 1 ${x + w - rx} ${y + h}H${x + rx}A${rx} ${ry} 0 0 1 ${x} ${y + h - ry}V${y + ry}A${rx} ${ry} 0 0 1 ${x + rx} ${y}Z`,
      };
    }
    case "circle":
    case "ellipse": {
      const [cx, cy] = [n("cx"), n("cy")];
      const [rx, ry] = tag === "circle" ? [n("r"), n("r")] : [n("rx"), n("ry")];
      if (rx <= 0 || ry <= 0) return null;
      return {
        d: `M${cx - rx} ${cy}A${rx} ${ry} 0 1 0 ${cx + rx} ${cy}A${rx} ${ry} 0 1 0 ${cx - rx} ${cy}Z`,
      };
    }
    case "polygon":
    case "polyline": {
      const values = numbers(a.points);
      if (values.length < 4) return null;
      const pairs: string[] = [];
      for (let index = 0; index + 1 < values.length; index += 2)
        pairs.push(`${values[index]} ${values[index + 1]}`);
      return { d: `M${pairs.join("L")}${tag === "polygon" ? "Z" : ""}` };
    }
    case "line":
      return { d: `M${n("x1")} ${n("y1")}L${n("x2")} ${n("y2")}` };
    default:
      return null;
  }
}

const skipped = new Set([
  "defs",
  "clipPath",
  "mask",
  "symbol",
  "marker",
  "pattern",
  "metadata",
  "text",
  "style",
  "script",
  "title",
  "desc",
  "use",
  "image",
  "foreignObject",
]);
const cutLayer = /\bcut/i;

const tagOf = (node: XmlNode) => Object.keys(node).find((key) => key !== ":@") ?? "";
const childrenOf = (node: XmlNode) => (node[tagOf(node)] as XmlNode[] | undefined) ?? [];

/** A node's name as people gave it: its label, id or title. */
function nameOf(node: XmlNode): string {
  const a = node[":@"] ?? {};
  const title = childrenOf(node).find((child) => tagOf(child) === "title");
  const titleText = title ? String(childrenOf(title)[0]?.["#text"] ?? "") : "";
  return a["inkscape:label"] ?? a["data-name"] ?? (titleText || a.id) ?? "";
}

const hidden = (a: Record<string, string>) =>
  a.display === "none" || a.visibility === "hidden" || /display\s*:\s*none/.test(a.style ?? "");

/** Reads an SVG document's cut paths, in millimetres, y down. */
export function svgPolylines(text: string): Polyline[] {
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: "",
    preserveOrder: true,
    processEntities: false,
    htmlEntities: false,
    parseTagValue: false,
    parseAttributeValue: false,
    ignoreDeclaration: true,
    ignorePiTags: true,
    trimValues: true,
  });
  const document = parser.parse(text) as XmlNode[];
  const root = document.find((node) => tagOf(node) === "svg");
  if (!root) throw new Error("This is not an SVG file");
  const found: { polyline: Polyline; inCutLayer: boolean }[] = [];
  const visit = (node: XmlNode, matrix: Matrix, inCutLayer: boolean, label: string) => {
    const tag = tagOf(node);
    const a = node[":@"] ?? {};
    if (skipped.has(tag) || tag.startsWith("#") || hidden(a)) return;
    const own = multiply(matrix, transformMatrix(a.transform));
    const name = nameOf(node);
    const layer = inCutLayer || cutLayer.test(name) || cutLayer.test(a.id ?? "");
    const shape = shapePath(tag, a);
    if (shape) {
      for (const polyline of pathPolylines(shape.d, own, name || label || tag)) {
        found.push({ polyline, inCutLayer: layer });
        if (found.length > polylineLimits.paths) throw new Error("The file has too many paths");
      }
    }
    for (const child of childrenOf(node)) visit(child, own, layer, name || label);
  };
  for (const child of childrenOf(root)) visit(child, rootMatrix(root[":@"] ?? {}), false, "");
  const cut = found.filter((entry) => entry.inCutLayer);
  return (cut.length > 0 ? cut : found).map((entry) => entry.polyline);
}
