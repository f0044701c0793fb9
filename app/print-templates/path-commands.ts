import svgpath from "svgpath";

/*
 * SVG path data as PDF or PostScript path operators: absolute, arcs as cubic
 * curves (svgpath). The print file (server/production/) and the EPS template
 * draw their cut lines and logos through here.
 */

/** The two languages' names for the same path operators. */
const dialects = {
  pdf: { move: "m", line: "l", curve: "c", close: "h" },
  postscript: { move: "moveto", line: "lineto", curve: "curveto", close: "closepath" },
} as const;

export type PathDialect = keyof typeof dialects;

/** A number as PDF and PostScript write it: six decimals at most, never in exponent form. */
export function formatNumber(value: number): string {
  const rounded = Math.round(value * 1_000_000) / 1_000_000;
  return Object.is(rounded, -0) ? "0" : String(rounded);
}

const n = formatNumber;

export function pathCommands(d: string, dialect: PathDialect): string {
  const names = dialects[dialect];
  const out: string[] = [];
  let x = 0;
  let y = 0;
  svgpath(d)
    .abs()
    .unarc()
    .unshort()
    .iterate((segment) => {
      const [command, ...args] = segment as [string, ...number[]];
      const [a = 0, b = 0, c = 0, d2 = 0, e = 0, f = 0] = args;
      switch (command) {
        case "M":
          [x, y] = [a, b];
          out.push(`${n(x)} ${n(y)} ${names.move}`);
          break;
        case "L":
          [x, y] = [a, b];
          out.push(`${n(x)} ${n(y)} ${names.line}`);
          break;
        case "H":
          x = a;
          out.push(`${n(x)} ${n(y)} ${names.line}`);
          break;
        case "V":
          y = a;
          out.push(`${n(x)} ${n(y)} ${names.line}`);
          break;
        case "C":
          out.push(`${[a, b, c, d2, e, f].map(n).join(" ")} ${names.curve}`);
          [x, y] = [e, f];
          break;
        case "Q": {
          // A quadratic as the cubic that draws it.
          const c1 = [x + (2 / 3) * (a - x), y + (2 / 3) * (b - y)];
          const c2 = [c + (2 / 3) * (a - c), d2 + (2 / 3) * (b - d2)];
          out.push(`${[...c1, ...c2, c, d2].map(n).join(" ")} ${names.curve}`);
          [x, y] = [c, d2];
          break;
        }
        case "Z":
        case "z":
          out.push(names.close);
          break;
        default:
          throw new Error(`Unexpected path command ${command}`);
      }
    });
  return out.join("\n");
}
