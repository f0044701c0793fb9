import { Maximize, Minimize, RotateCcw, RotateCw } from "lucide-react";
import { type ReactNode, memo, useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { type Placement, placementFieldNames, placementLimits } from "#app/forms/placement.ts";
import type { LivePlacement } from "./live-placement.ts";

/**
 * A slider's value as a number field: what is typed places the artwork as
 * soon as it is a number in range; Enter places it without adding the
 * design to the cart. Left, it shows the placement's value again.
 */
function TypedValue({
  id,
  value,
  unit,
  min,
  max,
  label,
  onValue,
}: {
  id: string;
  value: number;
  unit: string;
  min: number;
  max: number;
  label: string;
  onValue: (value: number) => void;
}) {
  const [typing, setTyping] = useState<string | null>(null);
  const take = (text: string) => {
    const next = Number(text);
    if (text.trim() !== "" && Number.isFinite(next) && next >= min && next <= max) onValue(next);
  };
  return (
    <span className="text-muted flex items-center gap-1 tabular-nums">
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        aria-label={label}
        value={typing ?? value}
        onFocus={() => setTyping(String(value))}
        onBlur={() => setTyping(null)}
        onChange={(event) => {
          setTyping(event.currentTarget.value);
          take(event.currentTarget.value);
        }}
        onKeyDown={(event) => {
          if (event.key !== "Enter") return;
          event.preventDefault();
          take(event.currentTarget.value);
        }}
        className="text-ink w-[4.5rem] rounded-md border border-gray-400 px-2 py-1 text-right"
      />
      <span aria-hidden="true">{unit}</span>
    </span>
  );
}

/**
 * One placement slider, in whole percent or degrees (`factor` turns its value
 * into the placement's). Memoized: moving one slider redraws that slider
 * only. Held by the pointer, it shows its value on the preview (`live`) and
 * places the artwork when let go; a key press places it at once. With
 * `typed`, its value is also a number field taking any value in that wider
 * range (the slider keeps to the useful one, in fine steps).
 */
const Slider = memo(function Slider({
  part,
  label,
  value,
  min,
  max,
  unit,
  factor,
  onPlace,
  live,
  typed,
}: {
  part: keyof Placement;
  label: string;
  value: number;
  min: number;
  max: number;
  unit: string;
  factor: number;
  onPlace: (change: PlacementChange) => void;
  live: LivePlacement;
  typed?: { min: number; max: number; label: string };
}) {
  const id = `placement-${part}`;
  const [held, setHeld] = useState<number | null>(null);
  const heldRef = useRef<number | null>(null);
  const pressed = useRef(false);
  const hold = (next: number | null) => {
    heldRef.current = next;
    setHeld(next);
    live.set(next === null ? null : { [part]: next / factor });
  };

  function onPointerDown() {
    pressed.current = true;
    // Let go anywhere (the pointer often leaves the slider): place what it shows.
    const release = () => {
      window.removeEventListener("pointerup", release);
      window.removeEventListener("pointercancel", release);
      pressed.current = false;
      const last = heldRef.current;
      if (last === null) return;
      onPlace({ [part]: last / factor });
      hold(null);
    };
    window.addEventListener("pointerup", release);
    window.addEventListener("pointercancel", release);
  }

  const current = held ?? value;
  const shown = `${Math.round(current)}${unit}`;
  return (
    <div className="grid gap-1">
      <div className="flex items-center justify-between gap-2 text-sm">
        <label htmlFor={id} className="text-ink font-medium">
          {label}
        </label>
        {typed ? (
          <TypedValue
            id={`${id}-typed`}
            value={Math.round(current)}
            unit={unit}
            {...typed}
            onValue={(next) => onPlace({ [part]: next / factor })}
          />
        ) : (
          <span className="text-muted tabular-nums" aria-hidden="true">
            {shown}
          </span>
        )}
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={1}
        value={current}
        aria-valuetext={shown}
        onPointerDown={onPointerDown}
        onChange={(event) => {
          const next = Number(event.currentTarget.value);
          if (pressed.current) hold(next);
          else onPlace({ [part]: next / factor });
        }}
        className="accent-brand-700 w-full"
      />
    </div>
  );
});

const positionSliders = [
  { axis: "x", label: "Left to right" },
  { axis: "y", label: "Top to bottom" },
] as const;

function IconButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button type="button" variant="outline" size="sm" onClick={onClick}>
      {children}
    </Button>
  );
}

/** A change to part of the placement, or one worked out from the placement as it is. */
export type PlacementChange = Partial<Placement> | ((current: Placement) => Partial<Placement>);

/** Fit, Fill and the quarter turns: the same whatever the placement, so drawn once. */
const PlacementButtons = memo(function PlacementButtons({
  onPlace,
  onFit,
}: {
  onPlace: (change: PlacementChange) => void;
  onFit: (mode: "fit" | "fill") => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <IconButton onClick={() => onFit("fit")}>
        <Minimize aria-hidden="true" className="size-4" />
        Fit
      </IconButton>
      <IconButton onClick={() => onFit("fill")}>
        <Maximize aria-hidden="true" className="size-4" />
        Fill
      </IconButton>
      <IconButton onClick={() => onPlace((current) => ({ rotation: current.rotation - 90 }))}>
        <RotateCcw aria-hidden="true" className="size-4" />
        Rotate left
      </IconButton>
      <IconButton onClick={() => onPlace((current) => ({ rotation: current.rotation + 90 }))}>
        <RotateCw aria-hidden="true" className="size-4" />
        Rotate right
      </IconButton>
    </div>
  );
});

/**
 * Fit, Fill, quarter turns and sliders for size, rotation and position: every
 * placement the preview's pointer gestures make, reachable by keyboard with
 * native controls (offered where the preview shows the placement: the lid).
 * A slider moved redraws that slider and nothing else of these.
 */
export const PlacementControls = memo(function PlacementControls({
  placement,
  onPlace,
  onFit,
  live,
}: {
  placement: Placement;
  onPlace: (change: PlacementChange) => void;
  onFit: (mode: "fit" | "fill") => void;
  live: LivePlacement;
}) {
  const percent = (fraction: number) => Math.round(fraction * 100);
  return (
    <fieldset className="grid min-w-0 gap-4">
      <legend className="sr-only">Artwork placement</legend>
      <PlacementButtons onPlace={onPlace} onFit={onFit} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Slider
          part="scale"
          label="Size (of lid width)"
          value={percent(placement.scale)}
          min={percent(placementLimits.sizeSlider.min)}
          max={percent(placementLimits.sizeSlider.max)}
          unit="%"
          factor={100}
          onPlace={onPlace}
          live={live}
          typed={{
            min: percent(placementLimits.scale.min),
            max: percent(placementLimits.scale.max),
            label: `Size in percent of the lid's width, ${percent(placementLimits.scale.min)} to ${percent(placementLimits.scale.max)}`,
          }}
        />
        <Slider
          part="rotation"
          label="Rotation"
          value={placement.rotation}
          min={0}
          max={359}
          unit="°"
          factor={1}
          onPlace={onPlace}
          live={live}
        />
        {positionSliders.map(({ axis, label }) => (
          <Slider
            key={axis}
            part={axis}
            label={label}
            value={percent(placement[axis])}
            min={percent(placementLimits.position.min)}
            max={percent(placementLimits.position.max)}
            unit="%"
            factor={100}
            onPlace={onPlace}
            live={live}
          />
        ))}
      </div>
    </fieldset>
  );
});

/** The placement as the design posts it: kept in every view, whether or not the controls are. */
export function PlacementFields({ placement }: { placement: Placement }) {
  return (Object.keys(placementFieldNames) as (keyof Placement)[]).map((part) => (
    <input key={part} type="hidden" name={placementFieldNames[part]} value={placement[part]} />
  ));
}
