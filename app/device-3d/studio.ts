import {
  Box3,
  CanvasTexture,
  DirectionalLight,
  HemisphereLight,
  Mesh,
  MeshBasicMaterial,
  type Object3D,
  NeutralToneMapping,
  VSMShadowMap,
  PerspectiveCamera,
  PlaneGeometry,
  PMREMGenerator,
  Scene,
  ShadowMaterial,
  SRGBColorSpace,
  Sphere,
  Vector3,
  WebGLRenderer,
} from "three";
import type { Device3D } from "./device.ts";
import { disposeScene, studioEnvironment } from "./environment.ts";

/*
 * The photo studio the devices are shown in: a soft room of light panels
 * reflected by the gloss and the metal (three.js's RoomEnvironment, made
 * here, nothing downloaded: environment.ts), a key light that casts a soft shadow, a contact
 * shadow under each device, and a camera that frames them at the angles a
 * shop photographs a laptop. The canvas is transparent: the page or the
 * picture's backdrop shows behind the devices and their shadows.
 */

/** Where the camera looks from, as a direction from the subject, and how much room it leaves around it. */
export type Shot =
  | { kind: "three-quarter" }
  | { kind: "front" }
  | { kind: "lid" }
  /** From a direction of the picture's own (x right, y up, z toward the keyboard's front). */
  | { kind: "from"; direction: readonly [number, number, number] }
  /** Close to the lid at a low angle: the cut edge around the logo, or the laminate at a corner. */
  | { kind: "close-up"; at: "logo" | "corner" };

const directions = {
  "three-quarter": new Vector3(-0.62, 0.42, -0.66),
  front: new Vector3(0.38, 0.55, 0.74),
  // From behind the hinge, so the lid's design reads upright.
  lid: new Vector3(-0.2, 0.85, -0.5),
} as const;

export interface Studio {
  renderer: WebGLRenderer;
  scene: Scene;
  camera: PerspectiveCamera;
  /**
   * Puts `devices` in the studio (replacing those before), each at its x, z
   * offset and turn, with `extras` (the pictures' props, placed already).
   */
  show(
    devices: readonly { device: Device3D; x?: number; z?: number; turn?: number }[],
    extras?: readonly Object3D[],
  ): void;
  /** Points the camera: a shot of everything shown, or of one device's lid. */
  frame(shot: Shot, subject?: Device3D): { target: Vector3; distance: number };
  /** Draws a frame; the shadows are worked out again only when `show` changed the scene. */
  render(): void;
  resize(width: number, height: number): void;
  dispose(): void;
}

function contactShadowTexture() {
  const canvas = document.createElement("canvas");
  canvas.width = 128;
  canvas.height = 128;
  const context = canvas.getContext("2d");
  if (context) {
    const gradient = context.createRadialGradient(64, 64, 0, 64, 64, 64);
    gradient.addColorStop(0, "rgba(15,18,26,0.55)");
    gradient.addColorStop(0.55, "rgba(15,18,26,0.3)");
    gradient.addColorStop(1, "rgba(15,18,26,0)");
    context.fillStyle = gradient;
    context.fillRect(0, 0, 128, 128);
  }
  return new CanvasTexture(canvas);
}

export function createStudio(
  canvas: HTMLCanvasElement,
  options: { pixelRatio: number; keepDrawing?: boolean },
): Studio {
  const renderer = new WebGLRenderer({
    canvas,
    antialias: true,
    alpha: true,
    // The picture script and the tests read the pixels back after the frame.
    preserveDrawingBuffer: options.keepDrawing ?? false,
    powerPreference: "high-performance",
  });
  renderer.setPixelRatio(options.pixelRatio);
  renderer.outputColorSpace = SRGBColorSpace;
  renderer.toneMapping = NeutralToneMapping;
  renderer.toneMappingExposure = 1.05;
  renderer.shadowMap.enabled = true;
  renderer.shadowMap.type = VSMShadowMap;
  renderer.shadowMap.autoUpdate = false;

  const scene = new Scene();
  const pmrem = new PMREMGenerator(renderer);
  const room = studioEnvironment();
  scene.environment = pmrem.fromScene(room, 0.02).texture;
  scene.environmentIntensity = 0.8;
  disposeScene(room);
  pmrem.dispose();

  const key = new DirectionalLight("#fffaf2", 1.6);
  key.castShadow = true;
  key.shadow.mapSize.set(1024, 1024);
  key.shadow.radius = 24;
  key.shadow.blurSamples = 24;
  key.shadow.bias = -0.0004;
  key.shadow.normalBias = 0.01;
  scene.add(key, key.target);
  scene.add(new HemisphereLight("#ffffff", "#d9dde4", 0.8));

  const ground = new Mesh(new PlaneGeometry(200, 200), new ShadowMaterial({ opacity: 0.12 }));
  ground.rotation.x = -Math.PI / 2;
  ground.receiveShadow = true;
  scene.add(ground);

  const shadowTexture = contactShadowTexture();
  const stage: Mesh[] = [];
  const camera = new PerspectiveCamera(30, 16 / 10, 0.05, 400);
  let shown: readonly Device3D[] = [];
  let shownExtras: readonly Object3D[] = [];

  function bounds(devices: readonly Device3D[], extras: readonly Object3D[] = []) {
    const box = new Box3();
    for (const device of devices) box.expandByObject(device.group);
    for (const extra of extras) box.expandByObject(extra);
    return box;
  }

  /**
   * Points the camera at `box` from `direction`, then moves it in or out and
   * across until the box's corners, as the camera sees them, fill `fill` of
   * the frame, centred.
   */
  function fit(box: Box3, direction: Vector3, fill = 0.84) {
    const sphere = box.getBoundingSphere(new Sphere());
    const target = sphere.center.clone();
    let distance = sphere.radius / Math.sin((camera.fov * Math.PI) / 360);
    const corners = [0, 1, 2, 3, 4, 5, 6, 7].map(
      (index) =>
        new Vector3(
          index & 1 ? box.max.x : box.min.x,
          index & 2 ? box.max.y : box.min.y,
          index & 4 ? box.max.z : box.min.z,
        ),
    );
    for (let step = 0; step < 4; step++) {
      camera.position.copy(target).addScaledVector(direction, distance);
      camera.lookAt(target);
      camera.updateMatrixWorld();
      camera.updateProjectionMatrix();
      const seen = corners.map((corner) => corner.clone().project(camera));
      const xs = seen.map((point) => point.x);
      const ys = seen.map((point) => point.y);
      const [minX, maxX, minY, maxY] = [
        Math.min(...xs),
        Math.max(...xs),
        Math.min(...ys),
        Math.max(...ys),
      ];
      // Across: the frame's half-height at the target's distance, in world units.
      const half = distance * Math.tan((camera.fov * Math.PI) / 360);
      const right = new Vector3().setFromMatrixColumn(camera.matrixWorld, 0);
      const up = new Vector3().setFromMatrixColumn(camera.matrixWorld, 1);
      target
        .addScaledVector(right, ((minX + maxX) / 2) * half * camera.aspect)
        .addScaledVector(up, ((minY + maxY) / 2) * half);
      distance *= Math.max((maxX - minX) / 2, (maxY - minY) / 2) / fill;
    }
    camera.position.copy(target).addScaledVector(direction, distance);
    camera.lookAt(target);
    camera.updateProjectionMatrix();
    return { target, distance };
  }

  return {
    renderer,
    scene,
    camera,
    show(devices, extras = []) {
      for (const device of shown) scene.remove(device.group);
      for (const extra of shownExtras) scene.remove(extra);
      shownExtras = extras;
      for (const extra of extras) scene.add(extra);
      for (const shadow of stage.splice(0)) {
        scene.remove(shadow);
        shadow.geometry.dispose();
      }
      shown = devices.map((entry) => entry.device);
      for (const { device, x = 0, z = 0, turn = 0 } of devices) {
        device.group.position.set(x, 0, z);
        device.group.rotation.y = turn;
        device.group.updateMatrixWorld(true);
        scene.add(device.group);
        const box = new Box3().setFromObject(device.group);
        const size = box.getSize(new Vector3());
        const centre = box.getCenter(new Vector3());
        const shadow = new Mesh(
          new PlaneGeometry(size.x * 1.25, size.z * 1.3),
          new MeshBasicMaterial({ map: shadowTexture, transparent: true, depthWrite: false }),
        );
        shadow.rotation.x = -Math.PI / 2;
        shadow.position.set(centre.x, 0.002, centre.z);
        stage.push(shadow);
        scene.add(shadow);
      }
      // The key light from above and to the left, its shadow camera just around the devices.
      const sphere = bounds(shown, extras).getBoundingSphere(new Sphere());
      key.position
        .copy(sphere.center)
        .add(new Vector3(-0.3, 1, 0.25).multiplyScalar(sphere.radius * 3));
      key.target.position.copy(sphere.center);
      const extent = sphere.radius * 1.4;
      Object.assign(key.shadow.camera, {
        left: -extent,
        right: extent,
        top: extent,
        bottom: -extent,
        near: 0.1,
        far: sphere.radius * 6,
      });
      key.shadow.camera.updateProjectionMatrix();
      renderer.shadowMap.needsUpdate = true;
    },
    frame(shot, subject) {
      if (shot.kind === "close-up") {
        const device = subject ?? shown[0];
        if (!device) return { target: new Vector3(), distance: 1 };
        const target = (shot.at === "logo" ? device.anchors.logo : device.anchors.corner).clone();
        // From just above the lid's face, a little to one side: the edge and its thickness show.
        const across =
          shot.at === "logo" ? new Vector3(-0.7, 0, -0.35) : new Vector3(-0.55, 0.25, 0.2);
        const direction = device.anchors.lidNormal
          .clone()
          .multiplyScalar(shot.at === "logo" ? 0.55 : 0.75)
          .add(across)
          .normalize();
        const distance = shot.at === "logo" ? 6 : 3.2;
        camera.position.copy(target).addScaledVector(direction, distance);
        camera.lookAt(target);
        camera.updateProjectionMatrix();
        return { target, distance };
      }
      const box = subject ? bounds([subject]) : bounds(shown, shownExtras);
      const direction = (
        shot.kind === "from" ? new Vector3(...shot.direction) : directions[shot.kind].clone()
      ).normalize();
      return fit(box, direction);
    },
    render() {
      renderer.render(scene, camera);
    },
    resize(width, height) {
      renderer.setSize(width, height, false);
      camera.aspect = width / height;
      camera.updateProjectionMatrix();
    },
    dispose() {
      for (const device of shown) device.dispose();
      shadowTexture.dispose();
      scene.environment?.dispose();
      renderer.dispose();
    },
  };
}
