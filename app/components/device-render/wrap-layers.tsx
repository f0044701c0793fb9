import { memo } from "react";
import { type Sides, pictureRect } from "#app/domain/artwork-frame.ts";
import type { FinishId } from "#app/domain/catalog/product.ts";
import { textLinePlacements } from "#app/domain/catalog/print-area.ts";
import { type TextStyle, textColourById, textFaceById } from "#app/domain/text-style.ts";
import type { Placement } from "#app/forms/placement.ts";
import { u, unit } from "./geometry.ts";

/** The artwork a render shows: the visitor's image, or (no href) a PDF's page as a labelled sheet. */
export interface RenderArtwork {
  href: string | null;
  /** Height ÷ width of its trim, which the placement places. */
  aspect: number;
  /** How far its picture reaches beyond its trim (artwork-frame.ts); none if unset. */
  bleed?: Sides;
}

/** What is printed on the wrap. */
export interface WrapDesign {
  artwork: RenderArtwork | null;
  placement: Placement;
  textLines: readonly string[];
  textStyle: TextStyle;
  finish: FinishId;
}

export const hasPrint = (design: WrapDesign) =>
  Boolean(design.artwork) || design.textLines.some((line) => line.trim() !== "");

/** Where the artwork sits on an area (inches): one transform, so moving it changes one attribute. */
function artworkTransform(placement: Placement, area: { width: number; height: number }) {
  return `translate(${placement.x * area.width * unit} ${placement.y * area.height * unit}) rotate(${placement.rotation}) scale(${placement.scale})`;
}

/**
 * A gesture's frame, drawn straight into a rendered picture: the artwork's
 * transform at `placement` on the lid. React's own props stay as they were
 * during the gesture (so it never draws over this), and take the placement
 * when the gesture ends.
 */
export function drawPlacement(
  picture: Element,
  placement: Placement,
  lid: { width: number; height: number },
) {
  picture
    .querySelector('[data-layer="artwork"]')
    ?.setAttribute("transform", artworkTransform(placement, lid));
}

/** The gloss light moved in a rendered picture to `at` (fractions of the lit area). */
export function drawLight(picture: Element, at: { x: number; y: number }) {
  for (const gradient of picture.querySelectorAll<SVGRadialGradientElement>("[data-light]")) {
    gradient.setAttribute("cx", String(at.x * Number(gradient.dataset.width)));
    gradient.setAttribute("cy", String(at.y * Number(gradient.dataset.height)));
  }
}

/** The artwork placed on an area (inches) as the order's placement says. */
export function ArtworkLayer({
  artwork,
  area,
  placement,
}: {
  artwork: RenderArtwork;
  area: { width: number; height: number };
  placement: Placement;
}) {
  // Drawn at the area's width and scaled by the transform, so moving, turning
  // and resizing change one attribute (cheap to draw again while dragging).
  // The picture's bleed, if it has one, reaches past its trim (artwork-frame.ts).
  const width = area.width * unit;
  const picture = pictureRect(artwork, width);
  return (
    <g transform={artworkTransform(placement, area)} data-layer="artwork">
      {artwork.href ? (
        <image href={artwork.href} {...picture} preserveAspectRatio="none" />
      ) : (
        <>
          <rect {...picture} fill="#f8fafc" />
          <text
            x={0}
            y={0}
            textAnchor="middle"
            dominantBaseline="middle"
            fontSize={Math.max(30, width / 14)}
            fontFamily="Liberation Sans, Arial, Helvetica, sans-serif"
            fill="#334155"
          >
            PDF artwork
          </text>
        </>
      )}
    </g>
  );
}

/**
 * The design's text lines where they print on the lid (print-area.ts), in
 * their face and colour (text-style.ts) with the translucent outline that
 * keeps them legible on any artwork: as the print file sets them.
 */
export const TextLines = memo(function TextLines({
  lines,
  style,
  lid,
}: {
  lines: readonly string[];
  style: TextStyle;
  lid: { width: number; height: number };
}) {
  const placements = textLinePlacements(lid, style.position);
  const face = textFaceById(style.face);
  const colour = textColourById(style.colour);
  return (
    <g
      data-layer="text"
      fontFamily={face.family}
      fontWeight={face.weight}
      textAnchor="middle"
      fill={colour.fill}
      stroke={colour.outline}
      strokeOpacity={0.55}
      strokeLinejoin="round"
      paintOrder="stroke"
    >
      {lines.map((line, index) => {
        const at = placements[index];
        if (!at || line.trim() === "") return null;
        return (
          <text
            key={index}
            x={u(at.centerX)}
            y={u(at.baseline)}
            fontSize={u(at.fontSize)}
            strokeWidth={u(at.fontSize) * 0.1}
          >
            {line}
          </text>
        );
      })}
    </g>
  );
});

/** Where the light falls on gloss until the pointer (or a tilt) moves it, as fractions of the area. */
const restingLight = { x: 0.3, y: 0.22 };

/**
 * How the vinyl takes the light, over an area of `width` × `height` units.
 * Matte diffuses it: an even, soft falloff and slightly lifted blacks. Gloss
 * reflects it: a bright specular spot where the light is (moved by
 * `drawLight`), a sharp window streak, and deeper edges.
 */
export const FinishLight = memo(function FinishLight({
  finish,
  width,
  height,
  id,
}: {
  finish: FinishId;
  width: number;
  height: number;
  id: string;
}) {
  if (finish === "matte") {
    return (
      <g data-layer="finish" data-finish="matte" pointerEvents="none">
        <defs>
          <linearGradient id={`${id}-diffuse`} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#ffffff" stopOpacity="0.16" />
            <stop offset="0.55" stopColor="#ffffff" stopOpacity="0.05" />
            <stop offset="1" stopColor="#000000" stopOpacity="0.12" />
          </linearGradient>
        </defs>
        <rect width={width} height={height} fill="#ffffff" opacity="0.06" />
        <rect width={width} height={height} fill={`url(#${id}-diffuse)`} />
      </g>
    );
  }
  // A tight bright core with a wide soft falloff: a lamp's reflection in glossy laminate.
  const radius = Math.max(width, height) * 0.5;
  return (
    <g data-layer="finish" data-finish="gloss" pointerEvents="none">
      <defs>
        <radialGradient
          id={`${id}-specular`}
          data-light=""
          data-width={width}
          data-height={height}
          gradientUnits="userSpaceOnUse"
          cx={restingLight.x * width}
          cy={restingLight.y * height}
          r={radius}
        >
          <stop offset="0" stopColor="#ffffff" stopOpacity="0.9" />
          <stop offset="0.06" stopColor="#ffffff" stopOpacity="0.72" />
          <stop offset="0.2" stopColor="#ffffff" stopOpacity="0.3" />
          <stop offset="0.5" stopColor="#ffffff" stopOpacity="0.08" />
          <stop offset="1" stopColor="#ffffff" stopOpacity="0" />
        </radialGradient>
        <linearGradient id={`${id}-streak`} x1="0" y1="0" x2="1" y2="0.55">
          <stop offset="0.52" stopColor="#ffffff" stopOpacity="0" />
          <stop offset="0.56" stopColor="#ffffff" stopOpacity="0.36" />
          <stop offset="0.6" stopColor="#ffffff" stopOpacity="0.14" />
          <stop offset="0.64" stopColor="#ffffff" stopOpacity="0" />
        </linearGradient>
        <radialGradient id={`${id}-depth`} cx="0.5" cy="0.5" r="0.75">
          <stop offset="0.6" stopColor="#000000" stopOpacity="0" />
          <stop offset="1" stopColor="#000000" stopOpacity="0.28" />
        </radialGradient>
      </defs>
      <rect width={width} height={height} fill={`url(#${id}-depth)`} />
      <rect width={width} height={height} fill={`url(#${id}-streak)`} />
      <rect width={width} height={height} fill={`url(#${id}-specular)`} data-specular="" />
    </g>
  );
});
