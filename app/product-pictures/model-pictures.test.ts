import { readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { brands } from "#app/domain/catalog/index.ts";
import { modelDesignsOf, modelRenderUrl, modelRenderWidths } from "./model-pictures.ts";
import { pictureFormats } from "./pictures.ts";

const publicDir = path.resolve(import.meta.dirname, "../../public");

/** Every file a model page's main picture is served from, by model. */
const expected = brands.flatMap((brand) =>
  brand.models.flatMap((model) => {
    const [design] = modelDesignsOf(brand, model);
    return design
      ? modelRenderWidths.flatMap((width) =>
          pictureFormats.map((format) =>
            modelRenderUrl(brand, model, design.artwork, width, format),
          ),
        )
      : [];
  }),
);

describe("model pages' main pictures", () => {
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
  }, 120_000);
});
