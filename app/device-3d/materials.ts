import { Color, MeshPhysicalMaterial, MeshStandardMaterial, type Texture } from "three";
import type { BodyFamily, DeviceBody } from "#app/domain/catalog/bodies.ts";
import type { FinishId } from "#app/domain/catalog/product.ts";

/*
 * The physically based materials of the 3D model: the body's own finish
 * (anodised aluminium or painted plastic, by brand line), the keys, the
 * trackpad's glass, the screen, and the printed vinyl in its two finishes.
 */

/** Brand lines whose shells are metal (the rest are painted plastic or soft-touch). */
const metalShells: ReadonlySet<BodyFamily> = new Set([
  "macbook",
  "xps",
  "hp",
  "surface",
  "asus",
  "acer",
  "razer",
  "dell",
]);

/** The shell where the wrap leaves it bare: bead-blasted aluminium or satin plastic in the line's colour. */
export function shellMaterial(body: DeviceBody): MeshStandardMaterial {
  const metal = metalShells.has(body.family);
  return new MeshStandardMaterial({
    color: new Color(body.look.shell),
    metalness: metal ? 0.85 : 0.05,
    roughness: metal ? 0.42 : 0.62,
    // Metal shows the studio it is in; the studio is dark between its softboxes.
    envMapIntensity: metal ? 2.6 : 1,
  });
}

/** The logo showing through its cut-out: polished, as makers finish theirs. */
export function logoMaterial(body: DeviceBody): MeshStandardMaterial {
  return new MeshStandardMaterial({
    color: new Color(body.look.shell).offsetHSL(0, 0, 0.08),
    metalness: 1,
    roughness: 0.12,
  });
}

export const partMaterials = (body: DeviceBody) => ({
  hinge: new MeshStandardMaterial({ color: body.look.hinge, metalness: 0.6, roughness: 0.45 }),
  keys: new MeshStandardMaterial({ color: body.look.keys, metalness: 0, roughness: 0.55 }),
  well: new MeshStandardMaterial({ color: body.look.well, metalness: 0, roughness: 0.8 }),
  glass: new MeshPhysicalMaterial({
    color: body.look.glass,
    metalness: 0,
    roughness: 0.3,
    clearcoat: 0.6,
    clearcoatRoughness: 0.2,
  }),
  bezel: new MeshStandardMaterial({ color: "#0b0c0e", metalness: 0, roughness: 0.5 }),
  screen: new MeshPhysicalMaterial({
    color: "#050608",
    metalness: 0,
    roughness: 0.05,
    clearcoat: 1,
    clearcoatRoughness: 0.02,
  }),
  stick: new MeshStandardMaterial({ color: "#d0202a", roughness: 0.9 }),
});

/**
 * The printed vinyl under its laminate. Matte scatters the light: rough,
 * with no clear coat, so the print reads evenly from every angle. Gloss is a
 * clear coat over the print: sharp reflections of the studio on top of it.
 */
export function vinylMaterial(map: Texture, finish: FinishId): MeshPhysicalMaterial {
  return finish === "gloss"
    ? new MeshPhysicalMaterial({
        map,
        roughness: 0.55,
        metalness: 0,
        clearcoat: 1,
        clearcoatRoughness: 0.03,
        specularIntensity: 0.5,
        // The studio's grey walls would veil the print at a low angle; its softboxes still show.
        envMapIntensity: 0.45,
      })
    : new MeshPhysicalMaterial({
        map,
        roughness: 0.86,
        metalness: 0,
        envMapIntensity: 0.7,
        specularIntensity: 0.35,
        sheen: 0.25,
        sheenRoughness: 0.9,
        sheenColor: new Color("#ffffff"),
      });
}

/** The vinyl's cut edge: its white face film and the laminate over the print. */
export const edgeMaterial = () =>
  new MeshStandardMaterial({ color: "#e9e7e2", metalness: 0, roughness: 0.7 });

/** The wrap's backing paper. */
export const backingMaterial = () =>
  new MeshStandardMaterial({ color: "#f4f2ec", metalness: 0, roughness: 0.9 });
