import { describe, expect, it } from "vitest";
import { heroSlideCount } from "#app/domain/site.ts";
import { productPicture } from "#app/product-pictures/pictures.ts";
import { heroSlides } from "#app/routes/marketing/home-content.ts";

describe("home hero slides", () => {
  it("has exactly the number of slides the spec promises", () => {
    expect(heroSlides).toHaveLength(heroSlideCount);
  });

  it("shows a different product picture on every slide, each described and captioned", () => {
    expect(new Set(heroSlides.map((slide) => slide.picture)).size).toBe(heroSlides.length);
    for (const slide of heroSlides) {
      expect(productPicture(slide.picture).alt.length).toBeGreaterThan(20);
      expect(slide.caption.length).toBeGreaterThan(10);
    }
  });
});
