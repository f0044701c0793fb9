import { Artboard } from "./artboard.tsx";

/** A geometric mosaic: triangles in a warm-to-cool palette, light falling from the top left. */
export function GeoMosaic() {
  const palette = ["#0f766e", "#14b8a6", "#22d3ee", "#f59e0b", "#f97316", "#e11d48", "#7c3aed"];
  const cell = 100;
  const triangles: { d: string; fill: string; opacity: number }[] = [];
  for (let row = 0; row < 7; row++) {
    for (let column = 0; column < 10; column++) {
      const x = column * cell;
      const y = row * cell;
      // A fixed pattern (no randomness), so every build draws the same picture.
      const shade = (column * 3 + row * 5) % palette.length;
      const diagonal = (column + row) % 2 === 0;
      const [first, second] = diagonal
        ? [`M${x} ${y}h${cell}L${x} ${y + cell}Z`, `M${x + cell} ${y}v${cell}h${-cell}Z`]
        : [`M${x} ${y}h${cell}v${cell}Z`, `M${x} ${y}v${cell}h${cell}Z`];
      const light = 1 - (column + row) / 24;
      triangles.push(
        { d: first, fill: palette[shade] ?? "#0f766e", opacity: 0.55 + 0.45 * light },
        {
          d: second,
          fill: palette[(shade + 2) % palette.length] ?? "#0f766e",
          opacity: 0.5 + 0.4 * light,
        },
      );
    }
  }
  return (
    <Artboard>
      <rect width="1000" height="700" fill="#0b1120" />
      {triangles.map((triangle) => (
        <path key={triangle.d} d={triangle.d} fill={triangle.fill} opacity={triangle.opacity} />
      ))}
    </Artboard>
  );
}
