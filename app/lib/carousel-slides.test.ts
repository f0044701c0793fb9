import { statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { heroSlideCount } from "#app/domain/site.ts";
import { heroSlides } from "#app/routes/marketing/home-content.ts";

describe("home hero slides", () => {
  it("has exactly the number of slides the spec promises", () => {
    expect(heroSlides).toHaveLength(heroSlideCount);
  });

  it.each(heroSlides.map((slide) => [slide.src, slide] as const))(
    "%s exists, stays under 8 KB and is described",
    (src, slide) => {
      const size = statSync(join(process.cwd(), "public", src)).size;
      expect(size).toBeLessThan(8 * 1024);
      expect(slide.alt.length).toBeGreaterThan(20);
      expect(slide.caption.length).toBeGreaterThan(10);
    },
  );
});
