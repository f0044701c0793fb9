/**
 * The makers' logos our wraps are cut around, as outlines: an SVG path in its
 * own box, drawn into a cut-out's width and height by the preview, the
 * mockups and the print templates alike.
 */
export interface LogoShape {
  /** SVG path data, in the coordinates of `box`. */
  path: string;
  box: { x: number; y: number; width: number; height: number };
}

export const logoShapes = {
  /** The apple with its bite and leaf, as every MacBook's lid shows it. */
  apple: {
    path: "M50 27C49 14 58 3 71 1C72 14 63 25 50 27Z M50 33C57 29 66 26 74 27C84 28 91 34 94 40C81 47 80 70 93 76C89 90 79 108 70 112C64 115 59 112 50 111C41 112 36 115 30 112C20 107 6 88 5 65C4 44 18 28 34 28C40 28 45 31 50 33Z",
    box: { x: 4, y: 1, width: 90, height: 114 },
  },
  /** Four panes, as on a Surface Laptop's lid. */
  windows: {
    path: "M0 0H47V47H0Z M53 0H100V47H53Z M0 53H47V100H0Z M53 53H100V100H53Z",
    box: { x: 0, y: 0, width: 100, height: 100 },
  },
} as const satisfies Record<string, LogoShape>;

export type LogoShapeId = keyof typeof logoShapes;

const round = (value: number) => Math.round(value * 1000) / 1000;

/**
 * The shape's path drawn into the box at (x, y) of width × height. The shapes
 * above use absolute M, C, H, V and Z commands only, which is all this reads.
 */
export function logoPath(
  shape: LogoShape,
  target: { x: number; y: number; width: number; height: number },
): string {
  const scaleX = target.width / shape.box.width;
  const scaleY = target.height / shape.box.height;
  const x = (value: number) => round(target.x + (value - shape.box.x) * scaleX);
  const y = (value: number) => round(target.y + (value - shape.box.y) * scaleY);
  return [...shape.path.matchAll(/([MCHVZ])([^MCHVZ]*)/g)]
    .map(([, command = "", args = ""]) => {
      const numbers =
        args.trim() === ""
          ? []
          : args
              .trim()
              .split(/[\s,]+/)
              .map(Number);
      if (command === "H") return `H${numbers.map(x).join(" ")}`;
      if (command === "V") return `V${numbers.map(y).join(" ")}`;
      const points = numbers.map((value, index) => (index % 2 === 0 ? x(value) : y(value)));
      return `${command}${points.join(" ")}`;
    })
    .join("");
}
