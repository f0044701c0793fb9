import { memo } from "react";
import type { Box } from "#app/domain/catalog/bodies.ts";

/**
 * Key widths per row, in key units, of a compact laptop keyboard: a short
 * function row, then the usual rows down to the space bar and the arrows.
 */
const rows: readonly { height: number; keys: readonly number[] }[] = [
  { height: 0.6, keys: Array.from({ length: 14 }, () => 1) },
  { height: 1, keys: [...Array.from({ length: 13 }, () => 1), 1.5] },
  { height: 1, keys: [1.5, ...Array.from({ length: 13 }, () => 1)] },
  { height: 1, keys: [1.8, ...Array.from({ length: 11 }, () => 1), 1.7] },
  { height: 1, keys: [2.3, ...Array.from({ length: 10 }, () => 1), 2.2] },
  { height: 1, keys: [1, 1, 1, 1.25, 5.25, 1.25, 1, 1, 1, 1] },
];

/** A keyboard's keys filling `box`, in its units: each key's box, the gap between them, and the key unit's height. */
export function keyLayout(box: Box) {
  const padding = box.width * 0.012;
  const gap = box.width * 0.006;
  const totalHeight = rows.reduce((sum, row) => sum + row.height, 0);
  const unitHeight = (box.height - 2 * padding - gap * (rows.length - 1)) / totalHeight;
  let y = box.y + padding;
  const keys: Box[] = [];
  for (const row of rows) {
    const units = row.keys.reduce((sum, width) => sum + width, 0);
    const unitWidth = (box.width - 2 * padding - gap * (row.keys.length - 1)) / units;
    let x = box.x + padding;
    const height = row.height * unitHeight;
    for (const width of row.keys) {
      keys.push({ x, y, width: width * unitWidth, height });
      x += width * unitWidth + gap;
    }
    y += height + gap;
  }
  // The pointing stick sits where G and H meet B: G is the home row's sixth key (after Caps Lock).
  const homeRow = rows.slice(0, 3).reduce((sum, row) => sum + row.keys.length, 0);
  const g = keys[homeRow + 5];
  const trackpoint = g && { x: g.x + g.width + gap / 2, y: g.y + g.height + gap / 2 };
  return { keys, gap, unitHeight, trackpoint };
}

/**
 * The keys of a keyboard filling `box` (SVG units): drawn once per body and
 * kept (memo), since dragging the artwork re-renders the picture often.
 */
export const Keyboard = memo(function Keyboard({
  box,
  keys,
  well,
  trackpoint,
}: {
  box: Box;
  keys: string;
  well: string;
  trackpoint: boolean;
}) {
  const layout = keyLayout(box);
  const { unitHeight } = layout;
  const radius = unitHeight * 0.14;
  const stick = layout.trackpoint;
  return (
    <g data-part="keyboard">
      <rect x={box.x} y={box.y} width={box.width} height={box.height} rx={radius * 2} fill={well} />
      {layout.keys.map((key, index) => (
        <rect key={index} {...key} rx={radius} fill={keys} stroke="#ffffff" strokeOpacity={0.06} />
      ))}
      {trackpoint && stick ? (
        <circle cx={stick.x} cy={stick.y} r={unitHeight * 0.17} fill="#d0202a" />
      ) : null}
    </g>
  );
});
