import { type KeyboardEvent, type PointerEvent, useRef } from "react";
import type { PrintArea } from "~/domain/catalog/print-area";
import type { FinishId } from "~/domain/catalog/product";
import type { Placement } from "~/forms/placement";
import { clampPlacement, fillScale } from "./placement-math";

/** What the preview draws: the visitor's own image, or (no url) a PDF's page as a labelled sheet. */
export interface PreviewArtwork {
  url: string | null;
  /** Height ÷ width. */
  aspect: number;
}

/** SVG units per inch. */
const unit = 100;

function ArtworkImage({
  artwork,
  area,
  placement,
}: {
  artwork: PreviewArtwork;
  area: { width: number; height: number };
  placement: Placement;
}) {
  const width = placement.scale * area.width * unit;
  const height = width * artwork.aspect;
  const transform = `translate(${placement.x * area.width * unit} ${placement.y * area.height * unit}) rotate(${placement.rotation})`;
  return (
    <g transform={transform}>
      {artwork.url ? (
        <image
          href={artwork.url}
          x={-width / 2}
          y={-height / 2}
          width={width}
          height={height}
          preserveAspectRatio="none"
        />
      ) : (
        <>
          <rect x={-width / 2} y={-height / 2} width={width} height={height} fill="#f8fafc" />
          <text
            x={0}
            y={0}
            textAnchor="middle"
            dominantBaseline="middle"
            fontSize={Math.max(30, width / 14)}
            fill="#334155"
          >
            PDF page
          </text>
        </>
      )}
    </g>
  );
}

/** The finish's look over the print: a soft sheen for matte, a bright diagonal highlight for gloss. */
function FinishSheen({
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
  return finish === "gloss" ? (
    <>
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fff" stopOpacity="0.45" />
          <stop offset="0.35" stopColor="#fff" stopOpacity="0.08" />
          <stop offset="0.5" stopColor="#fff" stopOpacity="0" />
        </linearGradient>
      </defs>
      <rect width={width} height={height} fill={`url(#${id})`} />
    </>
  ) : (
    <rect width={width} height={height} fill="#fff" opacity="0.07" />
  );
}

const keySteps = { move: 0.01, moveFast: 0.05, zoom: 1.05, turn: 1, turnFast: 15 };

/**
 * The artwork on the chosen model's lid, in the lid's real proportions, and
 * on the palmrest (around the trackpad) for Top + Palmrest. Dragging moves
 * the artwork; with the lid focused, arrow keys move
 * it, + and − resize, [ and ] turn it (Shift for bigger steps).
 */
export function WrapPreview({
  lid,
  palmrest,
  artwork,
  placement,
  onPlacementChange,
  finish,
  deviceLabel,
}: {
  lid: PrintArea;
  palmrest:
    { width: number; height: number; trackpad: { width: number; height: number } } | undefined;
  artwork: PreviewArtwork | null;
  placement: Placement;
  onPlacementChange: (placement: Placement) => void;
  finish: FinishId;
  deviceLabel: string;
}) {
  // Fixed ids, not useId: an island's ids must match the server's page.
  const ids = "wrap-preview";
  const drag = useRef<{ x: number; y: number; start: Placement; pointerId: number } | null>(null);
  const change = (next: Placement) => onPlacementChange(clampPlacement(next));
  const finishLabel = finish === "gloss" ? "gloss" : "matte";
  const lidW = lid.width * unit;
  const lidH = lid.height * unit;
  const margin = 12;

  function onPointerDown(event: PointerEvent<SVGSVGElement>) {
    if (!artwork) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = {
      x: event.clientX,
      y: event.clientY,
      start: placement,
      pointerId: event.pointerId,
    };
  }
  function onPointerMove(event: PointerEvent<SVGSVGElement>) {
    const start = drag.current;
    if (!start || start.pointerId !== event.pointerId) return;
    const box = event.currentTarget.getBoundingClientRect();
    // The lid spans the box less the margin on each side.
    const perInchX = box.width / (lid.width + (2 * margin) / unit);
    change({
      ...start.start,
      x: start.start.x + (event.clientX - start.x) / perInchX / lid.width,
      y: start.start.y + (event.clientY - start.y) / perInchX / lid.height,
    });
  }
  function onPointerUp() {
    drag.current = null;
  }
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!artwork) return;
    const step = event.shiftKey ? keySteps.moveFast : keySteps.move;
    const turnBy = event.shiftKey ? keySteps.turnFast : keySteps.turn;
    const moves: Record<string, Partial<Placement>> = {
      ArrowLeft: { x: placement.x - step },
      ArrowRight: { x: placement.x + step },
      ArrowUp: { y: placement.y - step },
      ArrowDown: { y: placement.y + step },
      "+": { scale: placement.scale * keySteps.zoom },
      "=": { scale: placement.scale * keySteps.zoom },
      "-": { scale: placement.scale / keySteps.zoom },
      "[": { rotation: placement.rotation - turnBy },
      "]": { rotation: placement.rotation + turnBy },
      "{": { rotation: placement.rotation - turnBy },
      "}": { rotation: placement.rotation + turnBy },
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    change({ ...placement, ...move });
  }

  const palmFill =
    palmrest && artwork
      ? {
          x: 0.5,
          y: 0.5,
          rotation: placement.rotation,
          scale: fillScale({
            area: palmrest,
            aspect: artwork.aspect,
            rotation: placement.rotation,
          }),
        }
      : undefined;

  return (
    <div className="grid gap-3">
      <div
        tabIndex={artwork ? 0 : -1}
        role="group"
        aria-label={`Lid preview: ${deviceLabel}`}
        aria-describedby={`${ids}-keys`}
        onKeyDown={onKeyDown}
        className="focus-visible:outline-brand-600 rounded-2xl bg-gradient-to-b from-slate-100 to-slate-200 p-3 focus-visible:outline-3"
      >
        <svg
          viewBox={`${-margin} ${-margin} ${lidW + 2 * margin} ${lidH + 2 * margin}`}
          role="img"
          aria-label={`Your artwork on the lid of ${deviceLabel}, ${finishLabel} finish${lid.estimated ? " (approximate outline)" : ""}`}
          className={artwork ? "w-full cursor-grab touch-none active:cursor-grabbing" : "w-full"}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
        >
          <defs>
            <clipPath id={`${ids}-lid`}>
              <rect width={lidW} height={lidH} rx={lid.cornerRadius * unit} />
            </clipPath>
          </defs>
          <rect width={lidW} height={lidH} rx={lid.cornerRadius * unit} fill="#334155" />
          <g clipPath={`url(#${ids}-lid)`}>
            {artwork ? <ArtworkImage artwork={artwork} area={lid} placement={placement} /> : null}
            <FinishSheen finish={finish} width={lidW} height={lidH} id={`${ids}-sheen`} />
          </g>
          <rect
            width={lidW}
            height={lidH}
            rx={lid.cornerRadius * unit}
            fill="none"
            stroke="#0f172a"
            strokeWidth={4}
          />
        </svg>
      </div>
      {palmrest ? (
        <figure className="rounded-2xl bg-gradient-to-b from-slate-100 to-slate-200 p-3">
          <svg
            viewBox={`${-margin} ${-margin} ${palmrest.width * unit + 2 * margin} ${palmrest.height * unit + 2 * margin}`}
            role="img"
            aria-label={`Your artwork on the palmrest, filled around the trackpad, ${finishLabel} finish`}
            className="w-full"
          >
            <defs>
              <clipPath id={`${ids}-palm`}>
                <path clipRule="evenodd" d={palmrestPath(palmrest)} />
              </clipPath>
            </defs>
            <path d={palmrestPath(palmrest)} fillRule="evenodd" fill="#334155" />
            <g clipPath={`url(#${ids}-palm)`}>
              {artwork && palmFill ? (
                <ArtworkImage artwork={artwork} area={palmrest} placement={palmFill} />
              ) : null}
              <FinishSheen
                finish={finish}
                width={palmrest.width * unit}
                height={palmrest.height * unit}
                id={`${ids}-palm-sheen`}
              />
            </g>
            <path
              d={palmrestPath(palmrest)}
              fillRule="evenodd"
              fill="none"
              stroke="#0f172a"
              strokeWidth={4}
            />
          </svg>
          <figcaption className="text-muted mt-2 text-center text-sm">
            Palmrest: your artwork fills it edge to edge, with the trackpad cut out.
          </figcaption>
        </figure>
      ) : null}
      <p id={`${ids}-keys`} className="text-muted text-sm">
        {artwork
          ? "Drag to move. With the preview focused: arrow keys move, + and − resize, [ and ] rotate (hold Shift for bigger steps). The controls below do the same."
          : "Upload your artwork to see it on your laptop."}
      </p>
    </div>
  );
}

/** The palmrest's outline with the trackpad as a hole (even-odd), in SVG units. */
function palmrestPath(palmrest: {
  width: number;
  height: number;
  trackpad: { width: number; height: number };
}) {
  const w = palmrest.width * unit;
  const h = palmrest.height * unit;
  const tw = palmrest.trackpad.width * unit;
  const th = palmrest.trackpad.height * unit;
  const tx = (w - tw) / 2;
  const ty = (h - th) / 2;
  return `M0 0H${w}V${h}H0Z M${tx} ${ty}H${tx + tw}V${ty + th}H${tx}Z`;
}
