import {
  type BufferGeometry,
  ExtrudeGeometry,
  InstancedMesh,
  type Material,
  Mesh,
  type MeshPhysicalMaterial,
  Object3D,
  PlaneGeometry,
} from "three";
import { keyLayout } from "#app/components/device-render/keyboard.tsx";
import type { Box } from "#app/domain/catalog/bodies.ts";
import { type PlaneFrame, shapeOf } from "./shapes.ts";

/*
 * The 3D model's parts (device.ts puts them together), in inches, each drawn
 * in its piece's plane (x right, y away from the hinge, z out of the face).
 */

/** The printed vinyl and its laminate, inches: thicker than life (0.2 mm) so the cut edge catches the light. */
export const vinylThickness = 0.012;
export const bevel = 0.035;

/** Texture coordinates across a piece's plane: 0–1 over its width and height. */
export function planeUvs(geometry: BufferGeometry, frame: PlaneFrame, offsetY = 0) {
  const position = geometry.getAttribute("position");
  const uv = geometry.getAttribute("uv");
  for (let index = 0; index < position.count; index++) {
    uv.setXY(
      index,
      position.getX(index) / frame.width + 0.5,
      (position.getY(index) - offsetY) / frame.height + 0.5,
    );
  }
  uv.needsUpdate = true;
  return geometry;
}

/** A slab of `depth` with rounded edges, from a piece's outline, spanning z 0 to `depth`. */
export function slab(outline: string, frame: PlaneFrame, depth: number) {
  const edge = Math.min(bevel, depth / 3);
  const geometry = new ExtrudeGeometry(shapeOf(outline, [], frame), {
    depth: depth - 2 * edge,
    bevelEnabled: true,
    bevelThickness: edge,
    bevelSize: edge,
    bevelOffset: -edge,
    bevelSegments: 4,
    curveSegments: 24,
  });
  geometry.translate(0, 0, edge);
  return geometry;
}

/** A box (inches, from a piece's top-left, y down) as its centre in the piece's plane. */
export const centreOf = (box: Box, frame: PlaneFrame) => ({
  x: box.x + box.width / 2 - frame.width / 2,
  y: frame.height / 2 - (box.y + box.height / 2),
});

/** Frees an object's geometries and materials (not the textures, which their owners keep). */
export function disposeObject(object: Object3D) {
  object.traverse((part) => {
    if (part instanceof Mesh) {
      part.geometry.dispose();
      const materials: Material[] = Array.isArray(part.material) ? part.material : [part.material];
      for (const material of materials) material.dispose();
    }
  });
}

export function mesh(geometry: BufferGeometry, material: Material | Material[], shadows = true) {
  const made = new Mesh(geometry, material);
  made.castShadow = shadows;
  made.receiveShadow = shadows;
  return made;
}

/** The printed wrap of a piece: its cut outline with its openings, the print on top, the cut edge around. */
export function wrapPiece(
  cut: { outline: string; holes: readonly { d: string }[] },
  frame: PlaneFrame,
  print: MeshPhysicalMaterial,
  edge: Material,
) {
  const geometry = new ExtrudeGeometry(
    shapeOf(
      cut.outline,
      cut.holes.map((hole) => hole.d),
      frame,
    ),
    { depth: vinylThickness, bevelEnabled: false, curveSegments: 24 },
  );
  return mesh(planeUvs(geometry, frame), [print, edge]);
}

export function keyboardWell(box: Box, frame: PlaneFrame, material: Material) {
  const at = centreOf(box, frame);
  const well = mesh(new PlaneGeometry(box.width, box.height), material, false);
  well.receiveShadow = true;
  well.position.set(at.x, at.y, 0);
  return well;
}

/** The keys, one instanced mesh: each a low block on the deck. */
export function keys(box: Box, frame: PlaneFrame, material: Material, top: number) {
  const layout = keyLayout(box);
  const height = 0.035;
  const instanced = new InstancedMesh(
    new ExtrudeGeometry(shapeOf(roundedSquare, [], { width: 1, height: 1 }), {
      depth: height,
      bevelEnabled: false,
      curveSegments: 4,
    }),
    material,
    layout.keys.length,
  );
  const place = new Object3D();
  layout.keys.forEach((key, index) => {
    const at = centreOf(key, frame);
    place.position.set(at.x, at.y, top);
    place.scale.set(key.width / 1, key.height / 1, 1);
    place.updateMatrix();
    instanced.setMatrixAt(index, place.matrix);
  });
  instanced.castShadow = false;
  instanced.receiveShadow = true;
  return instanced;
}

/** A unit key cap (path data in hundredths of an inch over a 1 × 1 frame). */
const roundedSquare =
  "M15 0H85A15 15 0 0 1 100 15V85A15 15 0 0 1 85 100H15A15 15 0 0 1 0 85V15A15 15 0 0 1 15 0Z";
