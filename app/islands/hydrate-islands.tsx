import { type ComponentType, StrictMode } from "react";
import type { IslandHydration } from "./island";
import { type IslandName, islandLoaders } from "./registry";

async function hydrateIsland(root: HTMLElement) {
  const loader = islandLoaders[root.dataset.island as IslandName];
  if (!loader) throw new Error(`Unknown island "${root.dataset.island}"`);
  const [{ hydrateRoot }, loaded] = await Promise.all([import("react-dom/client"), loader()]);
  const Component = loaded as ComponentType<object>;
  const props = JSON.parse(root.dataset.islandProps ?? "{}") as object;
  hydrateRoot(
    root,
    <StrictMode>
      <Component {...props} />
    </StrictMode>,
  );
  root.dataset.islandHydrated = "true";
}

/** The first focus, press or pointer over an island hydrates it. */
function hydrateOnInteraction(root: HTMLElement) {
  const events = ["focusin", "pointerover", "pointerdown"] as const;
  const start = () => {
    for (const type of events) root.removeEventListener(type, start);
    void hydrateIsland(root);
  };
  for (const type of events) root.addEventListener(type, start, { passive: true });
}

/** Hydrates the islands of a prerendered content page. */
export async function hydrateIslands() {
  const roots = [...document.querySelectorAll<HTMLElement>("[data-island]")];
  const byHydration = (hydration: IslandHydration) =>
    roots.filter((root) => (root.dataset.islandHydrate ?? "load") === hydration);
  byHydration("interaction").forEach(hydrateOnInteraction);
  await Promise.all(byHydration("load").map(hydrateIsland));
  // Browser tests wait for this marker before they interact with the page.
  document.documentElement.dataset.hydrated = "true";
}
