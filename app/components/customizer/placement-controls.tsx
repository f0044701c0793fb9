import { Maximize, Minimize, RotateCcw, RotateCw } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { type Placement, placementLimits } from "~/forms/placement";

function Slider({
  id,
  label,
  value,
  min,
  max,
  step = 1,
  unit,
  onChange,
}: {
  id: string;
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  unit: string;
  onChange: (value: number) => void;
}) {
  return (
    <div className="grid gap-1">
      <div className="flex justify-between text-sm">
        <label htmlFor={id} className="text-ink font-medium">
          {label}
        </label>
        <span className="text-muted tabular-nums" aria-hidden="true">
          {Math.round(value)}
          {unit}
        </span>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={`${Math.round(value)}${unit}`}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
        className="accent-brand-700 w-full"
      />
    </div>
  );
}

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

/**
 * Fit, Fill, quarter turns and sliders for size, rotation and position: every
 * placement the preview's pointer gestures make, reachable by keyboard with
 * native controls.
 */
export function PlacementControls({
  placement,
  onChange,
  onFit,
  onFill,
}: {
  placement: Placement;
  onChange: (placement: Placement) => void;
  onFit: () => void;
  onFill: () => void;
}) {
  const set = (part: Partial<Placement>) => onChange({ ...placement, ...part });
  const percent = (fraction: number) => Math.round(fraction * 100);
  return (
    <fieldset className="grid min-w-0 gap-4">
      <legend className="sr-only">Artwork placement</legend>
      <div className="flex flex-wrap gap-2">
        <IconButton onClick={onFit}>
          <Minimize aria-hidden="true" className="size-4" />
          Fit
        </IconButton>
        <IconButton onClick={onFill}>
          <Maximize aria-hidden="true" className="size-4" />
          Fill
        </IconButton>
        <IconButton onClick={() => set({ rotation: placement.rotation - 90 })}>
          <RotateCcw aria-hidden="true" className="size-4" />
          Rotate left
        </IconButton>
        <IconButton onClick={() => set({ rotation: placement.rotation + 90 })}>
          <RotateCw aria-hidden="true" className="size-4" />
          Rotate right
        </IconButton>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Slider
          id="placement-size"
          label="Size (of lid width)"
          value={percent(placement.scale)}
          min={percent(placementLimits.scale.min)}
          max={percent(placementLimits.scale.max)}
          unit="%"
          onChange={(value) => set({ scale: value / 100 })}
        />
        <Slider
          id="placement-rotation"
          label="Rotation"
          value={placement.rotation}
          min={0}
          max={359}
          unit="°"
          onChange={(value) => set({ rotation: value })}
        />
        {positionSliders.map(({ axis, label }) => (
          <Slider
            key={axis}
            id={`placement-${axis}`}
            label={label}
            value={percent(placement[axis])}
            min={percent(placementLimits.position.min)}
            max={percent(placementLimits.position.max)}
            unit="%"
            onChange={(value) => set({ [axis]: value / 100 })}
          />
        ))}
      </div>
    </fieldset>
  );
}
