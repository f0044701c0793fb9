import { readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { brands } from "#app/domain/catalog/index.ts";
import { modelPicturesOf } from "./model-pictures.ts";
import { pictureFormats } from "./pictures.ts";

const publicDir = path.resolve(import.meta.dirname, "../../public");

const pictures = brands.flatMap((brand) =>
  brand.models.flatMap((model) => modelPicturesOf(brand, model)),
);

/** Every file a model page's pictures are served from. */
const expected = pictures.flatMap((picture) =>
  picture.widths.flatMap((width) => pictureFormats.map((format) => picture.url(width, format))),
);

describe("model pages' pictures", () => {
  it("show each model in every design: the main picture open, the cards' closed lids", () => {
    const [brand] = brands;
    const model = brand?.models[0];
    if (!brand || !model) throw new Error("The catalog has no model");
    const [main, ...cards] = modelPicturesOf(brand, model);
    expect(main?.picture.shot).toEqual({ kind: "three-quarter" });
    expect(main?.widths).toEqual([360, 720, 1080]);
    expect(cards).toHaveLength(3);
    for (const card of cards) {
      expect(card.picture.shot).toEqual({ kind: "lid" });
      expect(card.picture.devices[0]?.open).toBe(0);
      expect(card.widths).toEqual([360, 720]);
    }
    expect(new Set([main, ...cards].map((picture) => picture?.design.artwork)).size).toBe(4);
  });

  it("are committed for every catalog model, at every width in both formats, and nothing else is", () => {
    const committed = readdirSync(path.join(publicDir, "images/models"), {
      recursive: true,
      withFileTypes: true,
    })
      .filter((entry) => entry.isFile())
      .map((entry) =>
        path.posix.join("/", path.relative(publicDir, path.join(entry.parentPath, entry.name))),
      );
    expect(committed.sort()).toEqual([...expected].sort());
  });

  it("are renders at the width their name says, with a device in the middle", async () => {
    for (const file of expected.filter((url) => url.endsWith("-720.webp"))) {
      const image = sharp(path.join(publicDir, file));
      expect((await image.metadata()).width, file).toBe(720);
      const { channels } = await image
        .extract({ left: 180, top: 110, width: 360, height: 230 })
        .stats();
      expect(Math.max(...channels.map((channel) => channel.stdev)), file).toBeGreaterThan(20);
    }
  }, 240_000);
});
