import {
  BoxGeometry,
  CylinderGeometry,
  Group,
  Matrix4,
  type MeshPhysicalMaterial,
  PlaneGeometry,
  ShapeGeometry,
  type Texture,
  Vector3,
} from "three";
import { pieceCuts } from "#app/components/device-render/geometry.ts";
import type { DeviceBody } from "#app/domain/catalog/bodies.ts";
import type { FinishId } from "#app/domain/catalog/product.ts";
import {
  backingMaterial,
  edgeMaterial,
  logoMaterial,
  partMaterials,
  shellMaterial,
  vinylMaterial,
} from "./materials.ts";
import { centreOf, disposeObject, keyboardWell, keys, mesh, slab, wrapPiece } from "./parts.ts";
import { type PlaneFrame, shapesOf } from "./shapes.ts";

/*
 * A catalog device in 3D, in inches, standing on the ground (y = 0) with the
 * keyboard facing +z and the hinge along x at the back: the base and its
 * deck, keys and trackpad, the hinge, and the lid on it (open by `open`
 * degrees, 0 closed) wearing the wrap, cut from the print file's own
 * outline and openings (geometry.ts `pieceCuts`). A tablet is its lid alone,
 * propped up.
 */

export interface WrapTextures {
  lid: Texture;
  /** The palm rest's print (Top + Palmrest), or null for a lid-only wrap. */
  palmrest: Texture | null;
  finish: FinishId;
}

export interface Device3D {
  group: Group;
  /** The world position of the lid's logo cut-out (or its centre) and of its top corner, for close-ups. */
  anchors: { logo: Vector3; corner: Vector3; lidNormal: Vector3 };
  setFinish(finish: FinishId): void;
  dispose(): void;
}

export function buildDevice(
  body: DeviceBody,
  wrap: WrapTextures | null,
  options: {
    open: number;
    /** Degrees the lid's wrap is lifted off it about the hinge edge, on its backing (being aligned). */
    lift?: number;
  },
): Device3D {
  const { look } = body;
  const cuts = pieceCuts(body);
  const parts = partMaterials(body);
  const shell = shellMaterial(body);
  const logo = logoMaterial(body);
  const edge = edgeMaterial();
  const prints: MeshPhysicalMaterial[] = [];
  const group = new Group();

  const lidFrame: PlaneFrame = { width: body.lid.width, height: body.lid.height };
  const lidThickness = body.deck ? Math.max(0.18, look.thickness * 0.34) : look.thickness;
  const baseThickness = look.thickness - lidThickness;

  // The lid, drawn in its own frame: outside face +z, hinge along its bottom edge (y = 0).
  const lid = new Group();
  const lidBody = mesh(slab(cuts.lid.edge, lidFrame, lidThickness), shell);
  lid.add(lidBody);
  const logoShapes = cuts.lid.holes.flatMap((hole) => shapesOf(hole.d, lidFrame));
  if (logoShapes.length > 0 && wrap) {
    const badge = mesh(new ShapeGeometry(logoShapes, 24), logo, false);
    badge.position.z = lidThickness + 0.0015;
    lid.add(badge);
  }
  let sheet: Group | null = null;
  if (wrap) {
    const print = vinylMaterial(wrap.lid, wrap.finish);
    prints.push(print);
    const piece = wrapPiece(cuts.lid, lidFrame, print, edge);
    piece.position.z = 0.001;
    sheet = new Group();
    sheet.add(piece);
    if (options.lift) {
      // Still on its backing paper, square and a little larger than the piece.
      const backing = mesh(
        new BoxGeometry(lidFrame.width + 0.3, lidFrame.height + 0.3, 0.008),
        backingMaterial(),
      );
      backing.position.z = -0.004;
      sheet.add(backing);
    }
  }
  // The inside: bezel and screen, facing -z.
  const bezel = mesh(new PlaneGeometry(lidFrame.width - 0.1, lidFrame.height - 0.1), parts.bezel);
  bezel.rotation.y = Math.PI;
  bezel.position.z = -0.002;
  lid.add(bezel);
  const screen = mesh(new PlaneGeometry(body.display.width, body.display.height), parts.screen);
  const screenAt = centreOf(body.display, lidFrame);
  screen.rotation.y = Math.PI;
  // Seen from inside, the display is mirrored left to right (symmetric), its top away from the hinge.
  screen.position.set(-screenAt.x, screenAt.y, -0.004);
  lid.add(screen);
  // Hinge at y = 0 in the lid's frame.
  for (const child of lid.children) child.position.y += lidFrame.height / 2;
  if (sheet) {
    // The wrap turns about the lid's hinge edge: laid flat on the lid, or lifted off it.
    for (const child of sheet.children) child.position.y += lidFrame.height / 2;
    sheet.position.z = lidThickness;
    sheet.rotation.x = ((options.lift ?? 0) * Math.PI) / 180;
    lid.add(sheet);
  }

  // The lid's frame in the world: x mirrored (its outside faces back when open), turning about the hinge.
  const lidPivot = new Group();
  const angle = ((body.deck ? options.open : 78) * Math.PI) / 180;
  lidPivot.matrixAutoUpdate = false;
  lid.applyMatrix4(
    new Matrix4().makeBasis(
      new Vector3(-1, 0, 0),
      new Vector3(0, Math.sin(angle), Math.cos(angle)),
      new Vector3(0, Math.cos(angle), -Math.sin(angle)),
    ),
  );
  lidPivot.add(lid);
  group.add(lidPivot);

  if (body.deck && cuts.palmrest) {
    const deck = body.deck;
    const deckFrame: PlaneFrame = { width: deck.width, height: deck.height };
    const base = new Group();
    base.add(mesh(slab(cuts.palmrest.edge, deckFrame, baseThickness), shell));
    const top = baseThickness;
    // The keyboard's well, its keys and the trackpad, on the deck (drawn in the deck's plane, y away from the hinge).
    const well = keyboardWell(deck.keyboard, deckFrame, parts.well);
    well.position.z = top + 0.002;
    base.add(well);
    base.add(keys(deck.keyboard, deckFrame, parts.keys, top));
    const pad = deck.buttons
      ? {
          ...deck.trackpad,
          y: deck.buttons.y,
          height: deck.trackpad.y + deck.trackpad.height - deck.buttons.y,
        }
      : deck.trackpad;
    const padAt = centreOf(pad, deckFrame);
    const trackpad = mesh(new PlaneGeometry(pad.width, pad.height), parts.glass, false);
    trackpad.position.set(padAt.x, padAt.y, top + 0.003);
    trackpad.receiveShadow = true;
    base.add(trackpad);
    if (wrap?.palmrest) {
      const print = vinylMaterial(wrap.palmrest, wrap.finish);
      prints.push(print);
      const piece = wrapPiece(cuts.palmrest, deckFrame, print, edge);
      piece.position.z = top + 0.001;
      base.add(piece);
    }
    // Deck drawn in the xy plane, turned to lie flat: its y (away from the hinge) toward +z.
    base.rotation.x = -Math.PI / 2;
    group.add(base);
    lidPivot.matrix.makeTranslation(0, top, -deck.height / 2);
    const hinge = mesh(
      new CylinderGeometry(
        top * 0.42,
        top * 0.42,
        body.family === "macbook"
          ? lidFrame.width * 0.7
          : lidFrame.width - 2 * body.lid.cornerRadius,
        24,
      ),
      parts.hinge,
    );
    hinge.rotation.z = Math.PI / 2;
    hinge.position.set(0, top * 0.6, -deck.height / 2 - top * 0.15);
    group.add(hinge);
  } else {
    lidPivot.matrix.makeTranslation(0, 0, 0);
  }
  lidPivot.updateMatrixWorld(true);

  const logoLocal = logoShapes[0]
    ? (() => {
        const points = logoShapes.flatMap((shape) => shape.getPoints(8));
        const xs = points.map((point) => point.x);
        const ys = points.map((point) => point.y);
        return new Vector3(
          (Math.min(...xs) + Math.max(...xs)) / 2,
          (Math.min(...ys) + Math.max(...ys)) / 2 + lidFrame.height / 2,
          lidThickness,
        );
      })()
    : new Vector3(0, lidFrame.height / 2, lidThickness);
  const toWorld = (local: Vector3) => lid.localToWorld(local.clone());
  const normal = toWorld(new Vector3(0, 0, 1))
    .sub(toWorld(new Vector3(0, 0, 0)))
    .normalize();

  return {
    group,
    anchors: {
      logo: toWorld(logoLocal),
      corner: toWorld(
        new Vector3(
          lidFrame.width / 2 - body.lid.cornerRadius * 0.4,
          lidFrame.height - body.lid.cornerRadius * 0.4,
          lidThickness,
        ),
      ),
      lidNormal: normal,
    },
    setFinish(finish) {
      for (const print of prints) {
        const next = vinylMaterial(print.map as Texture, finish);
        print.setValues({
          roughness: next.roughness,
          clearcoat: next.clearcoat,
          clearcoatRoughness: next.clearcoatRoughness,
          specularIntensity: next.specularIntensity,
          sheen: next.sheen,
        });
        next.dispose();
        print.needsUpdate = true;
      }
    },
    dispose() {
      disposeObject(group);
    },
  };
}
