import type { ReactNode } from "react";

/** Every artwork is drawn on this board (10:7, near every lid's shape) and fills the lid. */
export const artboard = { width: 1000, height: 700 } as const;

/** A standalone SVG document of `width` × `height` units and pixels, for sharp to rasterise. */
export function SvgCanvas({
  width,
  height,
  children,
}: {
  width: number;
  height: number;
  children: ReactNode;
}) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
    >
      {children}
    </svg>
  );
}

/** The board's SVG root. */
export function Artboard({ children }: { children: ReactNode }) {
  return <SvgCanvas {...artboard}>{children}</SvgCanvas>;
}
