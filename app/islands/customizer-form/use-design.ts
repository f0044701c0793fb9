import { useCallback, useMemo, useState } from "react";
import type { RenderView, WrapDesign } from "#app/components/device-render/device-render.tsx";
import { deviceBody } from "#app/domain/catalog/bodies.ts";
import type { CutTemplate } from "#app/domain/catalog/piece-cut.ts";
import { deviceName } from "#app/domain/catalog/device-name.ts";
import { lidPrintArea } from "#app/domain/catalog/print-area.ts";
import {
  type CoverageId,
  type FinishId,
  coverageById,
  defaultCoverage,
  defaultFinish,
  finishOptions,
} from "#app/domain/catalog/product.ts";
import { artworkFrame, artworkShape, unframed } from "#app/domain/artwork-frame.ts";
import { bareShare, clampPlacement, placed } from "#app/domain/placement-math.ts";
import { designPrintQuality } from "#app/domain/print-quality.ts";
import { type TextStyle, textStyleFrom } from "#app/domain/text-style.ts";
import type { StoredArtwork } from "#app/forms/artwork.ts";
import { type Placement, placementFromValues } from "#app/forms/placement.ts";
import type { Device } from "./device-fields.tsx";
import { createLivePlacement } from "./live-placement.ts";
import type { PlacementChange } from "./placement-controls.tsx";
import { type ArtworkUpload, useArtworkUpload } from "./use-artwork-upload.ts";
import { useCutTemplate } from "./use-cut-template.ts";

/** What the customizer starts from: a Select link's device, or a design opened from the cart. */
export interface DesignStart {
  device: Device;
  /** The fields as posted, for a design opened again (or sent back without script). */
  values: Record<string, string>;
  artwork: StoredArtwork | null;
  /** The start device's measured template, as the page was drawn with it. */
  template: CutTemplate | null;
}

function initialUpload(artwork: StoredArtwork | null): ArtworkUpload | undefined {
  if (!artwork) return undefined;
  return {
    status: "done",
    artwork,
    previewUrl:
      artwork.width || artwork.mimeType === "application/pdf"
        ? `/artwork/${artwork.id}/preview`
        : null,
  };
}

/**
 * The design being made, as the customizer's state: device, coverage and
 * finish, the artwork and where it sits, the text lines and the preview's
 * view, with what follows from them (the device's body, the picture's
 * design, print quality and the words that name it all).
 */
export function useDesign(start: DesignStart) {
  const [device, setDevice] = useState<Device>(start.device);
  const [coverage, setCoverageState] = useState<CoverageId>(
    (start.values.coverage as CoverageId | undefined) ?? defaultCoverage,
  );
  const [finish, setFinish] = useState<FinishId>(
    (start.values.finish as FinishId | undefined) ?? defaultFinish,
  );
  const [view, setView] = useState<RenderView>("lid");
  const [textLines, setTextLines] = useState<[string, string]>([
    start.values.textLine1 ?? "",
    start.values.textLine2 ?? "",
  ]);
  const [textStyle, setTextStyle] = useState<TextStyle>(() => textStyleFrom(start.values));
  const {
    upload,
    start: startUpload,
    clear: clearUpload,
  } = useArtworkUpload(initialUpload(start.artwork));
  const [placement, setPlacement] = useState<Placement>(() => placementFromValues(start.values));
  const [livePlacement] = useState(createLivePlacement);

  // Kept while the device and its template stay, so the picture's memoized parts are not drawn again.
  const template = useCutTemplate(device, { device: start.device, template: start.template });
  const body = useMemo(
    () => deviceBody(device.brand, device.model, template),
    [device.brand, device.model, template],
  );
  const lid = useMemo(() => lidPrintArea(body), [body]);
  const done = upload.status === "done" ? upload : null;
  const stored = done?.artwork ?? null;
  // The artwork's trim and bleed on this lid (a file made on our template has its bleed).
  const frame = useMemo(
    () => (stored ? artworkFrame(artworkShape(stored), body.lid) : unframed(1)),
    [stored, body],
  );
  const { aspect, bleed } = frame;

  // New artwork starts filling the lid, the usual look of a wrap (state
  // adjusted while rendering, as React recommends for a prop-driven reset).
  const [placedFor, setPlacedFor] = useState<string | undefined>(start.artwork?.id);
  if (stored && placedFor !== stored.id) {
    setPlacedFor(stored.id);
    setPlacement(placed("fill", { area: lid, aspect, bleed, rotation: 0 }));
  }

  const href = done ? done.previewUrl : undefined;
  const artwork = useMemo(
    () => (href === undefined ? null : { href, aspect, bleed }),
    [href, aspect, bleed],
  );
  const design: WrapDesign = useMemo(
    () => ({ artwork, placement, textLines, textStyle, finish }),
    [artwork, placement, textLines, textStyle, finish],
  );
  const palmrest = coverage === "top-palmrest";
  const quality = useMemo(
    () =>
      stored?.width && stored.height
        ? designPrintQuality({
            pixels: { width: stored.width, height: stored.height },
            placement,
            body,
            palmrest,
          })
        : null,
    [stored, placement, body, palmrest],
  );
  const bare = useMemo(
    () => (artwork ? bareShare(placement, aspect, lid) : 0),
    [artwork, placement, aspect, lid],
  );
  const coverageLabel = coverageById(coverage).label;
  const finishLabel = finishOptions.find((option) => option.id === finish)?.label ?? finish;
  const name = deviceName(device.brand, device.model);
  const shownView = palmrest && body.deck ? view : "lid";

  return {
    device,
    setDevice,
    coverage,
    /** Top + Palmrest turns the picture to the palm rest, to show what it adds. */
    setCoverage: useCallback((next: CoverageId) => {
      setCoverageState(next);
      setView(next === "top-palmrest" ? "open" : "lid");
    }, []),
    finish,
    setFinish,
    view: shownView,
    setView,
    textLines,
    setTextLine: useCallback((index: 0 | 1, value: string) => {
      setTextLines((lines) => (index === 0 ? [value, lines[1]] : [lines[0], value]));
    }, []),
    textStyle,
    /** Part of the text lines' look changed: face, colour or position. */
    setTextStyle: useCallback(
      (change: Partial<TextStyle>) => setTextStyle((current) => ({ ...current, ...change })),
      [],
    ),
    upload,
    startUpload: useCallback((file: File) => void startUpload(file), [startUpload]),
    clearUpload,
    placement,
    setPlacement,
    /** Part of the placement changed by the controls, kept within the limits. */
    placeArtwork: useCallback(
      (change: PlacementChange) =>
        setPlacement((current) =>
          clampPlacement({
            ...current,
            ...(typeof change === "function" ? change(current) : change),
          }),
        ),
      [],
    ),
    /** A slider held by the pointer: the preview shows it before the form hears of it. */
    livePlacement,
    /** Fit or fill the lid, keeping the rotation. */
    fit: useCallback(
      (mode: "fit" | "fill") =>
        setPlacement((current) =>
          placed(mode, { area: lid, aspect, bleed, rotation: current.rotation }),
        ),
      [lid, aspect, bleed],
    ),
    body,
    lid,
    design,
    palmrest,
    quality,
    /** The share of the lid the artwork leaves bare (0–1). */
    bareShare: bare,
    coverageLabel,
    finishLabel,
    deviceName: name,
    /** The picture's name for assistive technology. */
    previewLabel: `Preview: ${name}, ${coverageLabel}, ${finishLabel.toLowerCase()}${shownView === "open" ? ", open to show the palm rest" : ""}`,
  };
}
