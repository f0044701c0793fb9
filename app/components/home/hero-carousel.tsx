import { ProductPicture } from "#app/components/ui/product-picture.tsx";
import type { HeroSlide } from "#app/routes/marketing/home-content.ts";
import { carouselParts } from "./carousel-parts.ts";
import { CarouselControls } from "./carousel-controls.tsx";

/**
 * The home hero's image carousel (ARIA carousel pattern), as the server renders
 * it: the first slide showing (the others hidden) and autoplay on. `enhanceHeroCarousel` makes it
 * move once the page has loaded, without React, so the home page ships no
 * React DOM to its visitors.
 */
export function HeroCarousel({ slides }: { slides: readonly HeroSlide[] }) {
  return (
    <section
      aria-roledescription="carousel"
      aria-label="Featured wraps"
      className="on-light text-ink min-w-0 rounded-2xl bg-white p-3 shadow-2xl sm:p-4"
    >
      <div {...{ [carouselParts.viewport]: "" }} className="overflow-hidden rounded-xl">
        <div id={carouselParts.slidesId} aria-live="off" className="flex touch-pan-y">
          {slides.map((slide, index) => (
            <div
              key={slide.picture}
              {...{ [carouselParts.slide]: "" }}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              aria-hidden={index === 0 ? undefined : true}
              // Shown by the enhancer once the page has loaded (the slides cannot move before).
              hidden={index > 0}
              className="min-w-0 shrink-0 grow-0 basis-full"
            >
              <ProductPicture
                slug={slide.picture}
                sizes="(min-width: 1024px) 580px, calc(100vw - 3.5rem)"
                // The first slide is the page's largest paint: load it at once, the rest on demand.
                priority={index === 0}
                className="block h-auto w-full rounded-xl"
              />
              <p className="text-ink px-1 pt-3 text-sm font-medium sm:text-base">{slide.caption}</p>
            </div>
          ))}
        </div>
      </div>
      <CarouselControls count={slides.length} />
    </section>
  );
}
