import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { carouselParts } from "./carousel-parts.ts";

const iconButton =
  "inline-flex size-11 items-center justify-center rounded-full border-2 border-brand-700 text-brand-800 transition-colors hover:bg-brand-50 cursor-pointer";

const part = (name: string, value = "") => ({ [name]: value });

/**
 * The carousel's buttons as the server renders them: slide 1 current and the
 * toggle offering Pause. `enhanceHeroCarousel` updates them as the slides move.
 */
export function CarouselControls({ count }: { count: number }) {
  return (
    <div className="mt-3 flex items-center justify-between gap-2">
      {/* First in tab order, as the ARIA carousel pattern recommends. */}
      <button
        type="button"
        {...part(carouselParts.toggle)}
        className="text-brand-800 hover:bg-brand-50 inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-full px-3 text-sm font-semibold"
      >
        <span {...part(carouselParts.toggleIcon, "pause")}>
          <Pause aria-hidden="true" className="block size-4" />
        </span>
        <span {...part(carouselParts.toggleIcon, "play")} hidden>
          <Play aria-hidden="true" className="block size-4" />
        </span>
        {/* Under 360 px the word would push the arrows past the screen: the icon shows alone. */}
        <span {...part(carouselParts.toggleLabel)} className="max-[359px]:sr-only">
          Pause
        </span>
        <span className="sr-only"> carousel</span>
      </button>
      <div className="flex items-center gap-1 sm:gap-2">
        <button
          type="button"
          {...part(carouselParts.previous)}
          aria-controls={carouselParts.slidesId}
          className={iconButton}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
          <span className="sr-only">Previous slide</span>
        </button>
        <ul className="flex items-center">
          {Array.from({ length: count }, (_, index) => (
            <li key={index}>
              <button
                type="button"
                {...part(carouselParts.dot, String(index))}
                aria-controls={carouselParts.slidesId}
                aria-label={`Go to slide ${index + 1}`}
                aria-current={index === 0 ? "true" : "false"}
                className="group flex size-6 cursor-pointer items-center justify-center rounded-full"
              >
                {/* Drawn from aria-current, which the script keeps on the current slide's dot. */}
                <span
                  aria-hidden="true"
                  className="border-brand-700 group-aria-[current=false]:group-hover:bg-brand-200 group-aria-[current=true]:bg-brand-700 block h-2.5 w-2.5 rounded-full border-2 transition-all group-aria-[current=true]:w-5"
                />
              </button>
            </li>
          ))}
        </ul>
        <button
          type="button"
          {...part(carouselParts.next)}
          aria-controls={carouselParts.slidesId}
          className={iconButton}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
          <span className="sr-only">Next slide</span>
        </button>
      </div>
    </div>
  );
}
