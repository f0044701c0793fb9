import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { findModel } from "#app/domain/catalog/brands.ts";
import { drawProductPicture } from "./draw.server.tsx";
import { pictureSize, productPicturePaths, productPictures } from "./pictures.ts";

describe("product pictures", () => {
  it("show real catalog models, each picture described in words", () => {
    for (const picture of productPictures.values()) {
      for (const device of picture.devices) {
        expect(
          findModel(device.brand, device.model),
          `${device.brand} ${device.model}`,
        ).toBeDefined();
      }
      expect(picture.alt.length).toBeGreaterThan(40);
    }
  });

  it("are listed for the build at every width in both formats", () => {
    expect(productPicturePaths).toHaveLength(productPictures.size * 4 * 2);
    expect(productPicturePaths).toContain("/images/products/school-chromebook-360.avif");
  });

  it("draw the device and its artwork, not an empty backdrop", async () => {
    const picture = productPictures.get("school-chromebook");
    if (!picture) throw new Error("missing");
    const image = sharp(await drawProductPicture(picture, 480, "webp"));
    const { width, height, format } = await image.metadata();
    expect({ width, height, format }).toEqual({
      width: 480,
      height: (480 * pictureSize.height) / pictureSize.width,
      format: "webp",
    });
    // The navy wrap fills the middle of the picture; the backdrop is near white.
    const { data } = await image
      .extract({ left: 200, top: 120, width: 40, height: 20 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const blue = data[2] ?? 0;
    const red = data[0] ?? 255;
    expect(red).toBeLessThan(90);
    expect(blue).toBeGreaterThan(red);
  }, 30_000);
});
