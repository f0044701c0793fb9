import { clsx } from "clsx";
import { Suspense, lazy, useCallback, useState, useSyncExternalStore } from "react";
import type { RenderView } from "#app/components/device-render/device-render.tsx";
import { type PictureProps, PreviewPicture } from "./preview-picture.tsx";

const views: { id: RenderView; label: string }[] = [
  { id: "lid", label: "Lid" },
  { id: "open", label: "Open: palm rest" },
];

/** The 3D view, fetched only when the visitor asks for it (three.js stays out of the first load). */
const Design3D = lazy(() => import("./design-3d.tsx"));

const unsubscribed = () => () => {};

/**
 * Whether this browser has WebGL 2, asked without starting it (that costs the
 * page's main thread; the 3D view starts it when asked, and says so if it
 * fails). The server's render, and so the hydration, has no 3D button.
 */
const useWebGL = () =>
  useSyncExternalStore(
    unsubscribed,
    () => typeof WebGL2RenderingContext !== "undefined",
    () => false,
  );

const viewButton = (pressed: boolean) =>
  clsx(
    "focus-visible:outline-brand-600 rounded-full border px-4 py-1.5 text-sm font-medium focus-visible:outline-3",
    pressed
      ? "border-brand-700 bg-brand-700 text-white"
      : "text-ink border-gray-300 bg-white hover:border-gray-400",
  );

/**
 * The design on the visitor's own laptop (the one renderer), large and
 * interactive, with the view buttons (Top + Palmrest adds the open laptop's
 * view; 3D, where the browser draws WebGL, turns the laptop in 3D) and a hint
 * of what the picture takes.
 */
export function DesignPreview({
  onViewChange,
  ...picture
}: PictureProps & { onViewChange: (view: RenderView) => void }) {
  const { body, design, palmrest, view } = picture;
  const [failed, setFailed] = useState(false);
  const webgl = useWebGL() && !failed;
  const [solid, setSolid] = useState(false);
  const flat = useCallback(() => setFailed(true), []);
  const shown3d = solid && webgl;
  // The flat views the design has (the open laptop only with the palm rest), and 3D where WebGL draws.
  const flatViews = palmrest && body.deck ? views : webgl ? views.slice(0, 1) : [];
  return (
    <div className="grid gap-3">
      {shown3d ? (
        <Suspense fallback={<PreviewPicture {...picture} />}>
          <Design3D
            body={body}
            design={design}
            palmrest={palmrest}
            label={picture.label}
            onUnavailable={flat}
          />
        </Suspense>
      ) : (
        <PreviewPicture {...picture} />
      )}
      {flatViews.length > 1 || webgl ? (
        <div role="group" aria-label="View" className="flex flex-wrap justify-center gap-2">
          {flatViews.map((option) => (
            <button
              key={option.id}
              type="button"
              aria-pressed={!shown3d && view === option.id}
              onClick={() => {
                setSolid(false);
                onViewChange(option.id);
              }}
              className={viewButton(!shown3d && view === option.id)}
            >
              {option.label}
            </button>
          ))}
          {webgl ? (
            <button
              type="button"
              aria-pressed={shown3d}
              onClick={() => setSolid(true)}
              className={viewButton(shown3d)}
            >
              3D
            </button>
          ) : null}
        </div>
      ) : null}
      <p role="status" className="text-muted text-center text-sm empty:hidden">
        {failed ? "This browser could not start its 3D drawing, so the preview stays flat." : ""}
      </p>
      <p id="design-preview-hint" className="text-muted text-center text-sm">
        {shown3d ? (
          <>
            <span className="pointer-coarse:hidden">
              Drag to turn your laptop, scroll to zoom. With the view focused: arrow keys turn it, +
              and − zoom.
            </span>
            <span className="hidden pointer-coarse:inline">
              Drag to turn your laptop, pinch to zoom.
            </span>
          </>
        ) : !design.artwork ? (
          design.textLines.some((line) => line.trim() !== "") ? (
            "Your text on black vinyl. Upload artwork to print a picture behind it, or tell our designers the colours you want in Special Instructions."
          ) : (
            "Upload your artwork to see it on your laptop."
          )
        ) : view === "open" ? (
          "Your artwork fills the palm rest around the keyboard and trackpad. Switch to Lid to move it."
        ) : (
          <>
            <span className="pointer-coarse:hidden">
              Drag to move, Ctrl + scroll to resize. With the picture focused: arrow keys move, +
              and − resize, [ and ] rotate (Shift for bigger steps).
            </span>
            <span className="hidden pointer-coarse:inline">
              Drag to move, pinch to resize; rotate with the controls below.
            </span>
          </>
        )}
      </p>
    </div>
  );
}
