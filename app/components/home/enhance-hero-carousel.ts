import EmblaCarousel from "embla-carousel";
import Autoplay from "embla-carousel-autoplay";
import { carouselIntervalMs } from "#app/domain/site.ts";
import {
  isStopped,
  nextIndex,
  type PlayInputs,
  previousIndex,
  shouldAutoplay,
  toggledChoice,
} from "#app/lib/carousel-state.ts";
import { carouselParts } from "./carousel-parts.ts";

const reducedMotionQuery = "(prefers-reduced-motion: reduce)";

function part<E extends HTMLElement = HTMLElement>(root: HTMLElement, attribute: string): E {
  const element = root.querySelector<E>(`[${attribute}]`);
  if (!element) throw new Error(`The carousel has no [${attribute}]`);
  return element;
}

/**
 * Makes the server-rendered `HeroCarousel` inside `root` move: Embla slides
 * it, autoplay advances it every `carouselIntervalMs`, and the toggle, arrows
 * and dots work. Slides advance on their own only when `shouldAutoplay` says
 * so, which is why the plugin's own hover and focus handling is switched off.
 * The slides after the first are hidden until now (islands start once the
 * page has loaded), so their pictures never compete with the first one, the
 * page's largest paint. Returns what undoes it.
 */
export function enhanceHeroCarousel(root: HTMLElement): () => void {
  for (const slide of root.querySelectorAll<HTMLElement>(`[${carouselParts.slide}][hidden]`)) {
    slide.hidden = false;
  }
  const viewport = part(root, carouselParts.viewport);
  const section = viewport.closest("section");
  if (!section) throw new Error("The carousel's viewport is outside its section");
  const slideList = viewport.firstElementChild as HTMLElement;
  const slides = [...root.querySelectorAll<HTMLElement>(`[${carouselParts.slide}]`)];
  const dots = [...root.querySelectorAll<HTMLButtonElement>(`[${carouselParts.dot}]`)];
  const toggle = part<HTMLButtonElement>(root, carouselParts.toggle);
  const toggleLabel = part(toggle, carouselParts.toggleLabel);
  const toggleIcons = [...toggle.querySelectorAll<HTMLElement>(`[${carouselParts.toggleIcon}]`)];
  const motion = window.matchMedia(reducedMotionQuery);
  // Listeners end with the carousel (see the returned function).
  const listening = new AbortController();
  const { signal } = listening;

  const autoplay = Autoplay({
    delay: carouselIntervalMs,
    playOnInit: false,
    stopOnInteraction: false,
    stopOnFocusIn: false,
    stopOnMouseEnter: false,
  });
  const embla = EmblaCarousel(viewport, { loop: true }, [autoplay]);
  const state: PlayInputs = {
    choice: "auto",
    reducedMotion: motion.matches,
    hovered: false,
    focused: false,
  };
  let playing: boolean | undefined;
  // Focus that follows a click is not keyboard focus: clicking Play must not pause.
  let pointerPressed = false;

  /** Shows which slide is current. */
  function showSelected() {
    const selected = embla.selectedScrollSnap();
    slides.forEach((slide, index) => {
      if (index === selected) slide.removeAttribute("aria-hidden");
      else slide.setAttribute("aria-hidden", "true");
    });
    dots.forEach((dot, index) => dot.setAttribute("aria-current", String(index === selected)));
  }

  /** Starts or stops autoplay as the rules say, and shows it on the toggle. */
  function applyPlayState({ force = false } = {}) {
    const stopped = isStopped(state);
    toggleLabel.textContent = stopped ? "Play" : "Pause";
    for (const icon of toggleIcons) {
      icon.hidden = icon.getAttribute(carouselParts.toggleIcon) !== (stopped ? "play" : "pause");
    }
    const shouldPlay = shouldAutoplay(state);
    // While slides advance on their own, announcing each one would drown out everything else.
    slideList.setAttribute("aria-live", shouldPlay ? "off" : "polite");
    if (shouldPlay === playing && !force) return;
    playing = shouldPlay;
    if (shouldPlay) autoplay.play(state.reducedMotion);
    else autoplay.stop();
  }

  function goTo(index: number) {
    embla.scrollTo(index, state.reducedMotion);
    autoplay.reset();
  }

  embla.on("select", showSelected);
  // A resize re-creates the plugin, stopped, and it restarts itself after every
  // drag: re-apply the rules after both.
  embla.on("reInit", () => {
    showSelected();
    applyPlayState({ force: true });
  });
  embla.on("pointerUp", () => applyPlayState({ force: true }));

  const listen = <K extends keyof HTMLElementEventMap>(
    target: HTMLElement,
    type: K,
    listener: (event: HTMLElementEventMap[K]) => void,
  ) => target.addEventListener(type, listener, { signal });
  motion.addEventListener(
    "change",
    () => {
      state.reducedMotion = motion.matches;
      applyPlayState({ force: true });
    },
    { signal },
  );
  listen(section, "pointerenter", (event) => {
    state.hovered = event.pointerType !== "touch";
    applyPlayState();
  });
  listen(section, "pointerleave", () => {
    state.hovered = false;
    pointerPressed = false;
    applyPlayState();
  });
  listen(section, "pointerdown", () => {
    pointerPressed = true;
  });
  listen(section, "focusin", (event) => {
    const target = event.target as Element;
    state.focused = !pointerPressed || target.matches(":focus-visible");
    pointerPressed = false;
    applyPlayState();
  });
  listen(section, "focusout", (event) => {
    if (section.contains(event.relatedTarget as Node | null)) return;
    state.focused = false;
    applyPlayState();
  });

  listen(toggle, "click", () => {
    state.choice = toggledChoice(state);
    applyPlayState();
  });
  listen(part(root, carouselParts.previous), "click", () =>
    goTo(previousIndex(embla.selectedScrollSnap(), slides.length)),
  );
  listen(part(root, carouselParts.next), "click", () =>
    goTo(nextIndex(embla.selectedScrollSnap(), slides.length)),
  );
  dots.forEach((dot, index) => listen(dot, "click", () => goTo(index)));

  showSelected();
  applyPlayState();
  return () => {
    listening.abort();
    embla.destroy();
  };
}
