import { clsx } from "clsx";
import { type KeyboardEvent, type PointerEvent, memo, useEffect, useRef } from "react";
import {
  DeviceRender,
  type RenderView,
  type WrapDesign,
} from "#app/components/device-render/device-render.tsx";
import { drawLight, drawPlacement } from "#app/components/device-render/wrap-layers.tsx";
import type { DeviceBody } from "#app/domain/catalog/bodies.ts";
import { clampPlacement } from "#app/domain/placement-math.ts";
import type { Placement } from "#app/forms/placement.ts";
import type { LivePlacement } from "./live-placement.ts";
import { type Gesture, gestured, keyMove, rebase, wheelRestMs } from "./preview-gestures.ts";
import { useFrameThrottle } from "./use-frame-throttle.ts";

export interface PictureProps {
  body: DeviceBody;
  design: WrapDesign;
  palmrest: boolean;
  view: RenderView;
  onPlacementChange: (placement: Placement) => void;
  /** A placement slider held by the pointer, shown before it is let go. */
  live: LivePlacement;
  label: string;
}

/**
 * The picture itself: drag the artwork on the lid, pinch or Ctrl + wheel to
 * resize it, or focus the picture and use the keys; on gloss the light
 * follows the pointer (or the phone's tilt). A gesture's frames (and a held
 * slider's) are drawn straight into the picture, once a frame, without a
 * render (`drawPlacement`, `drawLight`); the form hears of the placement
 * when the gesture ends, and React draws it from then on.
 */
export const PreviewPicture = memo(function PreviewPicture({
  body,
  design,
  palmrest,
  view,
  onPlacementChange,
  live,
  label,
}: PictureProps) {
  const gesture = useRef<Gesture | null>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const movable = view === "lid" && Boolean(design.artwork);
  const draw = (placement: Placement) => {
    if (wrapper.current) drawPlacement(wrapper.current, placement, body.lid);
  };
  const dragFrame = useFrameThrottle(draw);
  const lightFrame = useFrameThrottle((at: { x: number; y: number }) => {
    if (wrapper.current) drawLight(wrapper.current, at);
  });
  const lightAt = lightFrame.schedule;
  const gloss = design.finish === "gloss";

  // What the wheel and slider listeners (added once) need of this render.
  const latest = useRef({
    movable,
    placement: design.placement,
    onPlacementChange,
    dragFrame,
    draw,
  });
  useEffect(() => {
    latest.current = { movable, placement: design.placement, onPlacementChange, dragFrame, draw };
  });

  // A slider held by the pointer shows its value on the picture at once; the form places it on release.
  useEffect(
    () =>
      live.subscribe(() => {
        // Only the lid shows the placement as placed; the open view's palm rest follows on release.
        const change = live.get();
        if (change && latest.current.movable) {
          latest.current.draw({ ...latest.current.placement, ...change });
        }
      }),
    [live],
  );

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

  // Ctrl + wheel (a trackpad's pinch) resizes; a plain wheel still scrolls the page.
  // The form hears of the size once the wheel rests.
  useEffect(() => {
    const element = wrapper.current;
    if (!element) return;
    let resting: ReturnType<typeof setTimeout> | undefined;
    let wheeled: Placement | null = null;
    const onWheel = (event: WheelEvent) => {
      const { movable, placement, dragFrame } = latest.current;
      if (!movable || !event.ctrlKey) return;
      event.preventDefault();
      const from = wheeled ?? placement;
      wheeled = clampPlacement({ ...from, scale: from.scale * Math.exp(-event.deltaY / 300) });
      dragFrame.schedule(wheeled);
      clearTimeout(resting);
      resting = setTimeout(() => {
        const done = wheeled;
        wheeled = null;
        latest.current.dragFrame.cancel();
        if (!done) return;
        latest.current.draw(done);
        latest.current.onPlacementChange(done);
      }, wheelRestMs);
    };
    element.addEventListener("wheel", onWheel, { passive: false });
    return () => {
      clearTimeout(resting);
      element.removeEventListener("wheel", onWheel);
    };
  }, []);

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
    const held = gesture.current;
    if (held && held.pointers.size >= 2) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    const point = { x: event.clientX, y: event.clientY };
    if (held) {
      held.pointers.set(event.pointerId, point);
      rebase(held);
    } else {
      const pointers = new Map([[event.pointerId, point]]);
      gesture.current = {
        pointers,
        from: new Map(pointers),
        start: design.placement,
        latest: null,
      };
    }
  }
  function onPointerMove(event: PointerEvent<SVGSVGElement>) {
    followLight(event);
    const held = gesture.current;
    if (!held?.pointers.has(event.pointerId)) return;
    held.pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    // The picture's width spans the lid and its margins: the viewBox says how many inches that is.
    const { width: spanUnits } = event.currentTarget.viewBox.baseVal;
    const perInch = event.currentTarget.getBoundingClientRect().width / (spanUnits / 100);
    held.latest = gestured(held, perInch, body.lid);
    dragFrame.schedule(held.latest);
  }
  function onPointerUp(event: PointerEvent<SVGSVGElement>) {
    const held = gesture.current;
    if (!held?.pointers.delete(event.pointerId)) return;
    if (held.pointers.size > 0) {
      rebase(held);
      return;
    }
    gesture.current = null;
    dragFrame.cancel();
    if (!held.latest) return;
    draw(held.latest);
    onPlacementChange(held.latest);
  }
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!movable) return;
    const next = keyMove(event.key, event.shiftKey, design.placement);
    if (!next) return;
    event.preventDefault();
    onPlacementChange(next);
  }

  return (
    <div
      ref={wrapper}
      tabIndex={movable ? 0 : -1}
      role="group"
      aria-label="Artwork on the lid"
      aria-describedby="design-preview-hint"
      onKeyDown={onKeyDown}
      className="focus-visible:outline-brand-600 overflow-hidden rounded-3xl bg-[radial-gradient(ellipse_at_50%_35%,#ffffff_0%,#eef0f4_55%,#dde1e8_100%)] px-3 pt-3 pb-2 focus-visible:outline-3 sm:px-6 lg:pt-6 lg:pb-3"
    >
      <DeviceRender
        body={body}
        view={view}
        design={design}
        palmrest={palmrest}
        label={label}
        id="preview"
        className={clsx(
          // Held at the top of a phone's screen, the picture leaves room for the options under it;
          // on a desktop, for the summary under it in the same column.
          // (A desktop's page heading is above it at first: 27rem keeps the laptop clear of the summary.)
          "mx-auto block max-h-[min(62vh,34rem)] w-full lg:max-h-[max(12rem,min(calc(100vh-27rem),34rem))] [@media(min-height:600px)]:max-lg:max-h-[26vh]",
          movable && "cursor-grab touch-none active:cursor-grabbing",
        )}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      />
    </div>
  );
});
