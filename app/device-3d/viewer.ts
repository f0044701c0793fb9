import { CanvasTexture, SRGBColorSpace, Spherical, Vector3 } from "three";
import { OrbitControls } from "three/examples/jsm/controls/OrbitControls.js";
import type { WrapDesign } from "#app/components/device-render/wrap-layers.tsx";
import type { DeviceBody } from "#app/domain/catalog/bodies.ts";
import { lidPrintArea, palmrestPrintArea } from "#app/domain/catalog/print-area.ts";
import { placed } from "#app/domain/placement-math.ts";
import { type Device3D, buildDevice } from "./device.ts";
import { createStudio } from "./studio.ts";
import { drawWrapPrint } from "./wrap-texture.ts";

/*
 * The customizer's 3D view: the visitor's own design on their device in the
 * studio, turned by drag and pinch (three.js's OrbitControls) or by keys
 * (`key`). It draws a frame only when something changed, and marks each
 * frame's cost as "orbit-frame" (User Timing) and counts the frames drawn
 * in the canvas's `data-drawn`, for the benchmark (scripts/bench/orbit.ts)
 * and the tests.
 */

/** How far one key press turns the laptop, and how much + and − zoom. */
const keyTurn = (15 * Math.PI) / 180;
const keyZoom = 0.85;

export interface Viewer {
  /** The device and what its wrap covers; built again only when they change. */
  setDevice(body: DeviceBody, palmrest: boolean): void;
  /** The design's print, with its artwork as a loaded image (null for a PDF or none). */
  setPrint(design: WrapDesign, artwork: CanvasImageSource | null): void;
  /** A key pressed on the view: true when it turned or zoomed it. */
  key(event: { key: string; shiftKey: boolean }): boolean;
  resize(width: number, height: number): void;
  dispose(): void;
}

export function createViewer(canvas: HTMLCanvasElement): Viewer {
  const studio = createStudio(canvas, { pixelRatio: Math.min(window.devicePixelRatio || 1, 2) });
  const controls = new OrbitControls(studio.camera, canvas);
  controls.enablePan = false;
  controls.maxPolarAngle = (84 * Math.PI) / 180;
  controls.rotateSpeed = 0.8;
  const lidCanvas = document.createElement("canvas");
  const palmCanvas = document.createElement("canvas");
  const textures = { lid: new CanvasTexture(lidCanvas), palmrest: new CanvasTexture(palmCanvas) };
  for (const texture of Object.values(textures)) {
    texture.colorSpace = SRGBColorSpace;
    texture.anisotropy = studio.renderer.capabilities.getMaxAnisotropy();
  }
  let device: Device3D | null = null;
  let shown: { body: DeviceBody; palmrest: boolean } | null = null;
  let print: { design: WrapDesign; artwork: CanvasImageSource | null } | null = null;
  let frame = 0;

  function draw() {
    frame = 0;
    performance.mark("orbit-frame-start");
    studio.render();
    performance.measure("orbit-frame", "orbit-frame-start");
    // The page's tests and the benchmark wait for a drawn frame.
    canvas.dataset.drawn = String(Number(canvas.dataset.drawn ?? 0) + 1);
  }
  const requestFrame = () => {
    if (!frame) frame = requestAnimationFrame(draw);
  };
  controls.addEventListener("change", requestFrame);

  function paint() {
    if (!print || !shown) return;
    const { design, artwork } = print;
    drawWrapPrint(lidCanvas, lidPrintArea(shown.body), design, artwork);
    textures.lid.needsUpdate = true;
    const palm = palmrestPrintArea(shown.body);
    if (palm) {
      // The palm rest is filled with the artwork, as the flat preview and the print file fill it.
      const { aspect = 1, bleed } = design.artwork ?? {};
      const rotation = design.placement.rotation;
      drawWrapPrint(
        palmCanvas,
        palm,
        { ...design, placement: placed("fill", { area: palm, aspect, bleed, rotation }) },
        artwork,
        { text: false },
      );
      textures.palmrest.needsUpdate = true;
    }
    device?.setFinish(design.finish);
  }

  function build() {
    if (!shown || !print) return;
    device?.dispose();
    device = buildDevice(
      shown.body,
      {
        lid: textures.lid,
        palmrest: shown.palmrest ? textures.palmrest : null,
        finish: print.design.finish,
      },
      { open: 105 },
    );
    studio.show([{ device }]);
    const { target, distance } = studio.frame({ kind: "three-quarter" });
    controls.target.copy(target);
    controls.minDistance = distance * 0.35;
    controls.maxDistance = distance * 1.6;
    controls.update();
    requestFrame();
  }

  return {
    setDevice(body, palmrest) {
      if (shown?.body === body && shown.palmrest === palmrest) return;
      shown = { body, palmrest };
      paint();
      build();
    },
    setPrint(design, artwork) {
      const first = !print;
      print = { design, artwork };
      paint();
      if (first) build();
      requestFrame();
    },
    key({ key, shiftKey }) {
      const step = shiftKey ? 2 : 1;
      const turns: Record<string, [number, number, number]> = {
        ArrowLeft: [-keyTurn * step, 0, 1],
        ArrowRight: [keyTurn * step, 0, 1],
        ArrowUp: [0, -keyTurn * step, 1],
        ArrowDown: [0, keyTurn * step, 1],
        "+": [0, 0, keyZoom],
        "=": [0, 0, keyZoom],
        "-": [0, 0, 1 / keyZoom],
        "−": [0, 0, 1 / keyZoom],
      };
      const turn = turns[key];
      if (!turn) return false;
      const [theta, phi, zoom] = turn;
      const offset = new Vector3().subVectors(studio.camera.position, controls.target);
      const spherical = new Spherical().setFromVector3(offset);
      spherical.theta += theta;
      spherical.phi = Math.min(controls.maxPolarAngle, Math.max(0.05, spherical.phi + phi));
      spherical.radius = Math.min(
        controls.maxDistance,
        Math.max(controls.minDistance, spherical.radius * zoom),
      );
      studio.camera.position.copy(controls.target).add(offset.setFromSpherical(spherical));
      controls.update();
      return true;
    },
    resize(width, height) {
      studio.resize(width, height);
      requestFrame();
    },
    dispose() {
      if (frame) cancelAnimationFrame(frame);
      controls.dispose();
      textures.lid.dispose();
      textures.palmrest.dispose();
      studio.dispose();
    },
  };
}
