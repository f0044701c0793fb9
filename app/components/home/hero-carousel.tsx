import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel from "embla-carousel-react";
import { useEffect, useRef, useState } from "react";
import { carouselIntervalMs } from "~/domain/site";
import {
  isStopped,
  nextIndex,
  previousIndex,
  shouldAutoplay,
  toggledChoice,
  type PlayChoice,
} from "~/lib/carousel-state";
import type { HeroSlide } from "~/routes/marketing/home-content";
import { CarouselControls } from "./carousel-controls";
import { usePrefersReducedMotion } from "./use-prefers-reduced-motion";

const emblaOptions = { loop: true } as const;
const slidesId = "hero-slides";

/**
 * The home hero's image carousel (ARIA carousel pattern). Embla moves the
 * slides; when they advance is decided by `shouldAutoplay`, so the plugin's own
 * hover and focus handling is switched off.
 */
export function HeroCarousel({
  slides,
  width,
  height,
}: {
  slides: readonly HeroSlide[];
  width: number;
  height: number;
}) {
  const [autoplay] = useState(() =>
    Autoplay({
      delay: carouselIntervalMs,
      playOnInit: false,
      stopOnInteraction: false,
      stopOnFocusIn: false,
      stopOnMouseEnter: false,
    }),
  );
  const [viewportRef, embla] = useEmblaCarousel(emblaOptions, [autoplay]);
  const reducedMotion = usePrefersReducedMotion();
  const [choice, setChoice] = useState<PlayChoice>("auto");
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [selected, setSelected] = useState(0);
  // Focus that follows a click is not keyboard focus: clicking Play must not pause.
  const pointerPressed = useRef(false);

  const playing = shouldAutoplay({ choice, reducedMotion, hovered, focused });
  const stopped = isStopped({ choice, reducedMotion });

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on("select", onSelect).on("reInit", onSelect);
    return () => {
      embla.off("select", onSelect).off("reInit", onSelect);
    };
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    // The plugin restarts itself after every drag; re-apply our decision then too.
    const sync = () => (playing ? autoplay.play(reducedMotion) : autoplay.stop());
    sync();
    embla.on("pointerUp", sync);
    return () => {
      embla.off("pointerUp", sync);
    };
  }, [embla, autoplay, playing, reducedMotion]);

  function goTo(index: number) {
    if (!embla) return;
    embla.scrollTo(index, reducedMotion);
    autoplay.reset();
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Featured wraps"
      className="on-light text-ink min-w-0 rounded-2xl bg-white p-3 shadow-2xl sm:p-4"
      onPointerEnter={(event) => setHovered(event.pointerType !== "touch")}
      onPointerLeave={() => {
        setHovered(false);
        pointerPressed.current = false;
      }}
      onPointerDown={() => {
        pointerPressed.current = true;
      }}
      onFocus={(event) => {
        setFocused(!pointerPressed.current || event.target.matches(":focus-visible"));
        pointerPressed.current = false;
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div ref={viewportRef} className="overflow-hidden rounded-xl">
        <div id={slidesId} aria-live={playing ? "off" : "polite"} className="flex touch-pan-y">
          {slides.map((slide, index) => (
            <div
              key={slide.src}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              aria-hidden={index === selected ? undefined : true}
              className="min-w-0 shrink-0 grow-0 basis-full"
            >
              <img
                src={slide.src}
                alt={slide.alt}
                width={width}
                height={height}
                // The first slide is the page's largest paint: load it at once, the rest on demand.
                {...(index === 0
                  ? { fetchPriority: "high" as const }
                  : { loading: "lazy" as const, decoding: "async" as const })}
                className="block h-auto w-full rounded-xl"
              />
              <p className="text-ink px-1 pt-3 text-sm font-medium sm:text-base">{slide.caption}</p>
            </div>
          ))}
        </div>
      </div>
      <CarouselControls
        count={slides.length}
        selected={selected}
        stopped={stopped}
        slidesId={slidesId}
        onToggle={() => setChoice(toggledChoice({ choice, reducedMotion }))}
        onPrevious={() => goTo(previousIndex(selected, slides.length))}
        onNext={() => goTo(nextIndex(selected, slides.length))}
        onSelect={goTo}
      />
    </section>
  );
}
