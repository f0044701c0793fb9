import svgpath from "svgpath";
import { files } from "#app/domain/policies.ts";

/**
 * The page a print template states, in inches: the lid plus the bleed on each
 * side (PRODUCT.md section 4), worked out here independently of the drawing code.
 */
export function statedPageSize(lid: { width: number; height: number }) {
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    width: round(lid.width + 2 * files.bleedInches),
    height: round(lid.height + 2 * files.bleedInches),
  };
}

/**
 * The bounding box of SVG path data, read from its points and curves'
 * control points: left, top, right, bottom.
 */
export function pathBounds(d: string): [number, number, number, number] {
  const xs: number[] = [];
  const ys: number[] = [];
  svgpath(d)
    .abs()
    .unarc()
    .iterate((segment, _index, x, y) => {
      const [command, ...numbers] = segment as [string, ...number[]];
      // H and V carry one coordinate; the other is where the segment starts.
      if (command === "H") [xs, ys].forEach((list, axis) => list.push(axis ? y : numbers[0]!));
      else if (command === "V") [xs, ys].forEach((list, axis) => list.push(axis ? numbers[0]! : x));
      else
        for (let index = 0; index + 1 < numbers.length; index += 2) {
          xs.push(numbers[index]!);
          ys.push(numbers[index + 1]!);
        }
    });
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}
