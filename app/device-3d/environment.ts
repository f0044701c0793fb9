import {
  BackSide,
  BufferAttribute,
  Color,
  Mesh,
  MeshBasicMaterial,
  PlaneGeometry,
  Scene,
  SphereGeometry,
  Vector3,
} from "three";

/*
 * The studio as the gloss and the metal reflect it (made here, nothing
 * downloaded): a grey sweep, lighter above, and bright
 * softboxes placed where the shop's camera angles see them mirrored in a
 * lid (studio.ts), whose clean shapes gloss mirrors and matte blurs away. Rendered once into an environment map (studio.ts).
 */

function sweep(): Mesh {
  const geometry = new SphereGeometry(40, 48, 24);
  const position = geometry.getAttribute("position");
  const colours = new Float32Array(position.count * 3);
  const top = new Color("#b4b9c0");
  const horizon = new Color("#50555d");
  const floor = new Color("#6e737b");
  const colour = new Color();
  for (let index = 0; index < position.count; index++) {
    const height = position.getY(index) / 40;
    if (height >= 0) colour.copy(horizon).lerp(top, Math.pow(height, 0.6));
    else colour.copy(horizon).lerp(floor, Math.min(1, -height * 2));
    colour.toArray(colours, index * 3);
  }
  geometry.setAttribute("color", new BufferAttribute(colours, 3));
  return new Mesh(geometry, new MeshBasicMaterial({ vertexColors: true, side: BackSide }));
}

function softbox(width: number, height: number, at: Vector3, intensity: number, tilt = 0): Mesh {
  const material = new MeshBasicMaterial({ color: new Color().setScalar(intensity) });
  const box = new Mesh(new PlaneGeometry(width, height), material);
  box.position.copy(at);
  // Its face (+z) toward the centre, where the devices are.
  box.lookAt(0, 0, 0);
  box.rotateZ(tilt);
  return box;
}

export function studioEnvironment(): Scene {
  const scene = new Scene();
  scene.add(sweep());
  // Overhead and in front: a closed lid, seen from behind its hinge, mirrors it as a band.
  scene.add(softbox(18, 0.9, new Vector3(3.5, 11, 7.7), 5, 0.5));
  scene.add(softbox(10, 10, new Vector3(-2, 14, -2), 1.5));
  // Low, behind and to the right: an open lid, seen three-quarter from behind, mirrors it as a band.
  scene.add(softbox(20, 0.8, new Vector3(8.7, -10, -4), 3.5, 0.45));
  // Strips either side: the body's metal edges catch them.
  scene.add(softbox(3, 12, new Vector3(-12, 5, 6), 3));
  scene.add(softbox(3, 10, new Vector3(12, 4, 8), 2));
  return scene;
}

export function disposeScene(scene: Scene) {
  scene.traverse((object) => {
    if (object instanceof Mesh) {
      object.geometry.dispose();
      (object.material as MeshBasicMaterial).dispose();
    }
  });
}
