import { clsx } from "clsx";
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from "react";
import {
  DeviceRender,
  type RenderView,
  type WrapDesign,
} from "~/components/device-render/device-render";
import type { DeviceBody } from "~/domain/catalog/bodies";
import { clampPlacement } from "~/domain/placement-math";
import type { Placement } from "~/forms/placement";

const keySteps = { move: 0.01, moveFast: 0.05, zoom: 1.05, turn: 1, turnFast: 15 };

/** The placement a key press makes, if the key places anything. */
function keyMove(key: string, shift: boolean, placement: Placement): Placement | null {
  const step = shift ? keySteps.moveFast : keySteps.move;
  const turn = shift ? keySteps.turnFast : keySteps.turn;
  const moves: Record<string, Partial<Placement>> = {
    ArrowLeft: { x: placement.x - step },
    ArrowRight: { x: placement.x + step },
    ArrowUp: { y: placement.y - step },
    ArrowDown: { y: placement.y + step },
    "+": { scale: placement.scale * keySteps.zoom },
    "=": { scale: placement.scale * keySteps.zoom },
    "-": { scale: placement.scale / keySteps.zoom },
    "[": { rotation: placement.rotation - turn },
    "]": { rotation: placement.rotation + turn },
    "{": { rotation: placement.rotation - turn },
    "}": { rotation: placement.rotation + turn },
  };
  const move = moves[key];
  return move ? clampPlacement({ ...placement, ...move }) : null;
}

/**
 * Calls `run` with the latest value once per animation frame (pointer moves
 * come faster than frames); `cancel` drops a value still waiting.
 */
function useFrameThrottle<T>(run: (value: T) => void) {
  const runRef = useRef(run);
  useEffect(() => {
    runRef.current = run;
  });
  // Made once, so effects that use it do not start again on every render.
  const [throttle] = useState(() => {
    let frame: number | null = null;
    let latest: T | null = null;
    return {
      schedule(value: T) {
        latest = value;
        frame ??= requestAnimationFrame(() => {
          frame = null;
          if (latest !== null) runRef.current(latest);
        });
      },
      cancel() {
        if (frame !== null) cancelAnimationFrame(frame);
        frame = null;
      },
    };
  });
  useEffect(() => throttle.cancel, [throttle]);
  return throttle;
}

const views: { id: RenderView; label: string }[] = [
  { id: "lid", label: "Lid" },
  { id: "open", label: "Open: palm rest" },
];

/**
 * The design on the visitor's own laptop (the one renderer), large and
 * interactive: drag the artwork on the lid, or focus the picture and use the
 * keys; on gloss the light follows the pointer (or the phone's tilt). Top +
 * Palmrest adds the open laptop's view. A drag re-renders the picture only;
 * the form hears of the placement when the drag ends.
 */
export function DesignPreview({
  body,
  design,
  palmrest,
  view,
  onViewChange,
  onPlacementChange,
  label,
}: {
  body: DeviceBody;
  design: WrapDesign;
  palmrest: boolean;
  view: RenderView;
  onViewChange: (view: RenderView) => void;
  onPlacementChange: (placement: Placement) => void;
  label: string;
}) {
  const [dragged, setDragged] = useState<Placement | null>(null);
  const [highlight, setHighlight] = useState<{ x: number; y: number } | undefined>(undefined);
  const drag = useRef<{
    x: number;
    y: number;
    start: Placement;
    pointerId: number;
    latest: Placement | null;
  } | null>(null);
  const placement = dragged ?? design.placement;
  const movable = view === "lid" && Boolean(design.artwork);
  const dragFrame = useFrameThrottle(setDragged);
  const lightFrame = useFrameThrottle(setHighlight);
  const lightAt = lightFrame.schedule;
  const gloss = design.finish === "gloss";

  // A phone tilted moves the light on gloss (where the browser reports it without asking).
  useEffect(() => {
    if (!gloss || matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const onTilt = (event: DeviceOrientationEvent) => {
      if (event.beta === null || event.gamma === null) return;
      const clamp = (value: number) => Math.min(0.95, Math.max(0.05, value));
      lightAt({ x: clamp(0.5 + event.gamma / 60), y: clamp(0.3 + (event.beta - 45) / 90) });
    };
    window.addEventListener("deviceorientation", onTilt);
    return () => window.removeEventListener("deviceorientation", onTilt);
  }, [gloss, lightAt]);

  function followLight(event: PointerEvent<SVGSVGElement>) {
    if (!gloss || matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const box = event.currentTarget.getBoundingClientRect();
    lightAt({
      x: (event.clientX - box.left) / box.width,
      y: (event.clientY - box.top) / box.height,
    });
  }

  function onPointerDown(event: PointerEvent<SVGSVGElement>) {
    if (!movable) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = {
      x: event.clientX,
      y: event.clientY,
      start: design.placement,
      pointerId: event.pointerId,
      latest: null,
    };
  }
  function onPointerMove(event: PointerEvent<SVGSVGElement>) {
    followLight(event);
    const start = drag.current;
    if (!start || start.pointerId !== event.pointerId) return;
    // The picture's width spans the lid and its margins: the viewBox says how many inches that is.
    const { width: spanUnits } = event.currentTarget.viewBox.baseVal;
    const perInch = event.currentTarget.getBoundingClientRect().width / (spanUnits / 100);
    start.latest = clampPlacement({
      ...start.start,
      x: start.start.x + (event.clientX - start.x) / perInch / body.lid.width,
      y: start.start.y + (event.clientY - start.y) / perInch / body.lid.height,
    });
    dragFrame.schedule(start.latest);
  }
  function onPointerUp(event: PointerEvent<SVGSVGElement>) {
    const ended = drag.current;
    if (!ended || ended.pointerId !== event.pointerId) return;
    drag.current = null;
    dragFrame.cancel();
    setDragged(null);
    if (ended.latest) onPlacementChange(ended.latest);
  }
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!movable) return;
    const next = keyMove(event.key, event.shiftKey, design.placement);
    if (!next) return;
    event.preventDefault();
    onPlacementChange(next);
  }

  return (
    <div className="grid gap-3">
      <div
        tabIndex={movable ? 0 : -1}
        role="group"
        aria-label="Artwork on the lid"
        aria-describedby="design-preview-hint"
        onKeyDown={onKeyDown}
        className="focus-visible:outline-brand-600 overflow-hidden rounded-3xl bg-[radial-gradient(ellipse_at_50%_35%,#ffffff_0%,#eef0f4_55%,#dde1e8_100%)] px-3 pt-6 pb-3 focus-visible:outline-3 sm:px-6"
      >
        <DeviceRender
          body={body}
          view={view}
          design={{ ...design, placement }}
          palmrest={palmrest}
          label={label}
          id="preview"
          highlight={highlight}
          className={clsx(
            "mx-auto block max-h-[min(62vh,34rem)] w-full",
            movable && "cursor-grab touch-none active:cursor-grabbing",
          )}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
        />
      </div>
      {palmrest && body.deck ? (
        <div role="group" aria-label="View" className="flex justify-center gap-2">
          {views.map((option) => (
            <button
              key={option.id}
              type="button"
              aria-pressed={view === option.id}
              onClick={() => onViewChange(option.id)}
              className={clsx(
                "focus-visible:outline-brand-600 rounded-full border px-4 py-1.5 text-sm font-medium focus-visible:outline-3",
                view === option.id
                  ? "border-brand-700 bg-brand-700 text-white"
                  : "text-ink border-gray-300 bg-white hover:border-gray-400",
              )}
            >
              {option.label}
            </button>
          ))}
        </div>
      ) : null}
      <p id="design-preview-hint" className="text-muted text-center text-sm">
        {!design.artwork ? (
          "Upload your artwork to see it on your laptop."
        ) : view === "open" ? (
          "Your artwork fills the palm rest around the keyboard and trackpad. Switch to Lid to move it."
        ) : (
          <>
            <span className="pointer-coarse:hidden">
              Drag to move. With the picture focused: arrow keys move, + and − resize, [ and ]
              rotate (Shift for bigger steps).
            </span>
            <span className="hidden pointer-coarse:inline">
              Drag to move; resize and rotate with the controls below.
            </span>
          </>
        )}
      </p>
    </div>
  );
}
