import { readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { findModel } from "#app/domain/catalog/brands.ts";
import { pictureSize, productPictureFiles, productPictures } from "./pictures.ts";

const publicDir = path.resolve(import.meta.dirname, "../../public");

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

  it("are committed at every width in both formats, and nothing else is", () => {
    const committed = readdirSync(path.join(publicDir, "images/products")).map(
      (file) => `/images/products/${file}`,
    );
    expect(committed.sort()).toEqual([...productPictureFiles].sort());
  });

  it("are renders of the device at the width and in the format their name says", async () => {
    for (const file of productPictureFiles) {
      const [, width, format] = /-(\d+)\.(\w+)$/.exec(file) ?? [];
      const metadata = await sharp(path.join(publicDir, file)).metadata();
      expect({
        file,
        width: metadata.width,
        height: metadata.height,
        format: metadata.format,
      }).toEqual({
        file,
        width: Number(width),
        height: (Number(width) * pictureSize.height) / pictureSize.width,
        format: format === "avif" ? "heif" : format,
      });
    }
    // A device, not an empty backdrop: the middle of every picture varies.
    for (const slug of productPictures.keys()) {
      const { channels } = await sharp(path.join(publicDir, `images/products/${slug}-720.webp`))
        .extract({ left: 180, top: 110, width: 360, height: 230 })
        .stats();
      const spread = Math.max(...channels.map((channel) => channel.stdev));
      expect(spread, slug).toBeGreaterThan(20);
    }
  }, 60_000);
});
