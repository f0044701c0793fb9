import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import type { WrapDesign } from "#app/components/device-render/wrap-layers.tsx";
import type { DeviceBody } from "#app/domain/catalog/bodies.ts";
import { type Viewer, createViewer } from "#app/device-3d/viewer.ts";

/*
 * The customizer's 3D view (app/device-3d/viewer.ts), loaded only when the
 * visitor asks for it: nothing of three.js is in the page's first load.
 */

/** An artwork's picture, loaded once per address. */
function useArtworkImage(href: string | null | undefined) {
  const [image, setImage] = useState<{ href: string; element: HTMLImageElement } | null>(null);
  useEffect(() => {
    if (!href) return;
    let current = true;
    const element = new Image();
    element.src = href;
    element
      .decode()
      .then(() => {
        if (current) setImage({ href, element });
      })
      .catch(() => {
        // A picture the browser cannot draw: the view shows the print without it.
      });
    return () => {
      current = false;
    };
  }, [href]);
  return href && image?.href === href ? image.element : null;
}

export default function Design3D({
  body,
  design,
  palmrest,
  label,
  onUnavailable,
}: {
  body: DeviceBody;
  design: WrapDesign;
  palmrest: boolean;
  label: string;
  /** WebGL could not start after all: the preview goes back to the flat picture. */
  onUnavailable: () => void;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const viewer = useRef<Viewer | null>(null);
  const artwork = useArtworkImage(design.artwork?.href);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    let made: Viewer;
    try {
      made = createViewer(element);
    } catch {
      onUnavailable();
      return;
    }
    viewer.current = made;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) made.resize(entry.contentRect.width, entry.contentRect.height);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      made.dispose();
      viewer.current = null;
    };
  }, [onUnavailable]);

  // After the viewer's effect in the same commit: the viewer is there on the first run.
  useEffect(() => {
    viewer.current?.setDevice(body, palmrest);
  }, [body, palmrest]);
  useEffect(() => {
    viewer.current?.setPrint(design, artwork);
  }, [design, artwork]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (viewer.current?.key(event)) event.preventDefault();
  }

  return (
    <div
      tabIndex={0}
      role="img"
      aria-roledescription="3D view"
      aria-label={`${label}, in 3D`}
      aria-describedby="design-preview-hint"
      data-finish={design.finish}
      onKeyDown={onKeyDown}
      className="focus-visible:outline-brand-600 overflow-hidden rounded-3xl bg-[radial-gradient(ellipse_at_50%_35%,#ffffff_0%,#eef0f4_55%,#dde1e8_100%)] focus-visible:outline-3"
    >
      <canvas
        ref={canvas}
        data-testid="design-3d"
        className="block aspect-[16/11] max-h-[min(62vh,34rem)] w-full cursor-grab touch-none active:cursor-grabbing lg:max-h-[max(12rem,min(calc(100vh-27rem),34rem))] [@media(min-height:600px)]:max-lg:max-h-[26vh]"
      />
    </div>
  );
}
