/**
 * How `enhanceHeroCarousel` finds the parts of the server-rendered carousel:
 * one element id and the data attributes the markup puts on each part.
 */
export const carouselParts = {
  slidesId: "hero-slides",
  viewport: "data-carousel-viewport",
  slide: "data-carousel-slide",
  toggle: "data-carousel-toggle",
  toggleLabel: "data-carousel-toggle-label",
  /** On the toggle's icons: "pause" shows while slides may advance, "play" once stopped. */
  toggleIcon: "data-carousel-toggle-icon",
  previous: "data-carousel-previous",
  next: "data-carousel-next",
  dot: "data-carousel-dot",
} as const;
