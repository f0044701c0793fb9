import {
  BoxGeometry,
  ExtrudeGeometry,
  Group,
  LatheGeometry,
  MeshStandardMaterial,
  Vector2,
} from "three";
import { mesh } from "./parts.ts";
import { shapeOf } from "./shapes.ts";

/*
 * The tools of the how-it-works pictures, in inches: the felt-edged
 * squeegee that smooths the wrap on, the hair dryer that warms
 * its edges, and the microfiber cloth that wipes the lid first. Each lies in
 * its own frame on the ground (y = 0 its underside); the scene places it.
 */

export type PropKind = "squeegee" | "hair-dryer" | "cloth";

const plastic = (color: string, roughness = 0.45) =>
  new MeshStandardMaterial({ color, metalness: 0, roughness });

/** A rounded rectangle's outline as path data in hundredths of an inch (the shapes' units). */
const rounded = (width: number, depth: number, radius: number) => {
  const [w, d, r] = [width * 100, depth * 100, radius * 100];
  return `M${r} 0H${w - r}A${r} ${r} 0 0 1 ${w} ${r}V${d - r}A${r} ${r} 0 0 1 ${w - r} ${d}H${r}A${r} ${r} 0 0 1 0 ${d - r}V${r}A${r} ${r} 0 0 1 ${r} 0Z`;
};

/** A flat rounded slab lying on the ground: `width` along x, `depth` along z. */
function slabOf(
  width: number,
  depth: number,
  radius: number,
  height: number,
  color: string,
  roughness?: number,
) {
  const geometry = new ExtrudeGeometry(
    shapeOf(rounded(width, depth, radius), [], { width, height: depth }),
    {
      depth: height,
      bevelEnabled: true,
      bevelThickness: height * 0.3,
      bevelSize: height * 0.3,
      bevelOffset: -height * 0.3,
      bevelSegments: 3,
    },
  );
  geometry.rotateX(-Math.PI / 2);
  return mesh(geometry, plastic(color, roughness));
}

function squeegee() {
  const group = new Group();
  group.add(slabOf(3.9, 2.7, 0.45, 0.1, "#4f3cc9", 0.35));
  // The felt strip along its working edge.
  const felt = new BoxGeometry(3.7, 0.11, 0.18);
  const strip = mesh(felt, plastic("#1d1e22", 1));
  strip.position.set(0, 0.055, 1.3);
  group.add(strip);
  return group;
}

/** A lathe-turned part along +x from `from`: its radius at each distance (inches) along it. */
function turned(profile: readonly [number, number][], color: string, roughness: number) {
  const geometry = new LatheGeometry(
    profile.map(([radius, along]) => new Vector2(radius, along)),
    40,
  );
  geometry.rotateZ(-Math.PI / 2);
  return mesh(geometry, plastic(color, roughness));
}

/** A hair dryer lying on its side: a vented orange body, a black nozzle, the handle flat on the table. */
function hairDryer() {
  const group = new Group();
  const body = turned(
    [
      [0, 0],
      [0.85, 0],
      [1.02, 0.25],
      [1.05, 3.6],
      [0.82, 4.6],
      [0, 4.6],
    ],
    "#f08a24",
    0.4,
  );
  const nozzle = turned(
    [
      [0, 4.5],
      [0.62, 4.5],
      [0.58, 6.9],
      [0.5, 7],
      [0, 7],
    ],
    "#2a2b2f",
    0.3,
  );
  for (const part of [body, nozzle]) part.position.y = 1.02;
  const handle = slabOf(1.3, 4.2, 0.4, 1.1, "#2a2b2f", 0.6);
  handle.position.set(1.2, 0, 2.3);
  group.add(body, nozzle, handle);
  return group;
}

function cloth() {
  return slabOf(7, 6, 0.3, 0.12, "#3aa6a0", 1);
}

export const props: Record<PropKind, () => Group> = {
  squeegee,
  "hair-dryer": hairDryer,
  cloth: () => {
    const group = new Group();
    group.add(cloth());
    return group;
  },
};
