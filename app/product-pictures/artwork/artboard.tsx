import type { ReactNode } from "react";

/** Every artwork is drawn on this board (10:7, near every lid's shape) and fills the lid. */
export const artboard = { width: 1000, height: 700 } as const;

/** The board's SVG root. */
export function Artboard({ children }: { children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${artboard.width} ${artboard.height}`}
      width={artboard.width}
      height={artboard.height}
    >
      {children}
    </svg>
  );
}
