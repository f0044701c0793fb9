import type { ComponentType, ReactNode } from "react";
import { nextTask } from "#app/lib/next-task.ts";
import { type EarlyInput, recordEarlyInput } from "./early-input.ts";
import type { IslandHydration } from "./island.tsx";
import { type EnhancerName, enhancerLoaders, type IslandName, islandLoaders } from "./registry.ts";

/*
 * React itself is imported only when a first island hydrates: a page whose
 * islands wait for the visitor's touch, or that has none, evaluates no React
 * while it loads.
 */

async function hydrateIsland(root: HTMLElement, early: EarlyInput) {
  const loader = islandLoaders[root.dataset.island as IslandName];
  if (!loader) throw new Error(`Unknown island "${root.dataset.island}"`);
  // Evaluating React DOM and evaluating an island's code (a form's schema, for
  // one) each take tens of milliseconds on a slow phone. Imported together they
  // run as one long task that blocks input; one after the other, each is short.
  const { createElement, StrictMode, startTransition, useEffect } = await import("react");
  await nextTask();
  const { hydrateRoot } = await import("react-dom/client");
  await nextTask();
  const Component = (await loader()) as ComponentType<object>;
  await nextTask();
  const props = JSON.parse(root.dataset.islandProps ?? "{}") as object;
  await new Promise<void>((committed) => {
    // Renders the island as it is and says when React has committed it: then
    // what the visitor did meanwhile is played back (see early-input.ts).
    function Committed({ children }: { children: ReactNode }) {
      useEffect(() => {
        // In a task of its own: a click on an island still hydrating makes React
        // hydrate it within that click's dispatch, and replaying inside it would
        // click the very radio whose click is in progress (which does nothing).
        setTimeout(() => {
          early.replay();
          root.dataset.islandHydrated = "true";
          committed();
        }, 0);
      }, []);
      return children;
    }
    // As a transition, hydration yields to the browser every few milliseconds
    // instead of blocking the main thread until the island is done.
    startTransition(() => {
      hydrateRoot(
        root,
        createElement(
          StrictMode,
          null,
          createElement(Committed, null, createElement(Component, props)),
        ),
      );
    });
    early.reactListening();
  });
}

async function enhance(root: HTMLElement) {
  const loader = enhancerLoaders[root.dataset.enhance as EnhancerName];
  if (!loader) throw new Error(`Unknown enhancer "${root.dataset.enhance}"`);
  const enhancer = await loader();
  await nextTask();
  enhancer(root);
  root.dataset.enhanced = "true";
}

/** Runs the enhancers of the page's `Enhanced` markup. */
function enhanceAll() {
  return Promise.all([...document.querySelectorAll<HTMLElement>("[data-enhance]")].map(enhance));
}

/** The first focus, press or pointer over an island hydrates it. */
function hydrateOnInteraction(root: HTMLElement, early: EarlyInput) {
  const events = ["focusin", "pointerover", "pointerdown"] as const;
  const start = () => {
    for (const type of events) root.removeEventListener(type, start);
    void hydrateIsland(root, early);
  };
  for (const type of events) root.addEventListener(type, start, { passive: true });
}

/**
 * Resolves once the browser has painted the page's first content. A frame
 * callback alone is not enough: a fast page can reach it before anything is on
 * screen, and island scripts fetched then would sit on the first paint's path.
 */
function firstContentfulPaint(): Promise<void> {
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((entries) => {
      if (!entries.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: "paint", buffered: true });
  });
}

/**
 * Resolves once the page and its images have loaded (the `load` event) and been painted. On a
 * built page the loader fetched the entry only then (entry-loader.ts), so this resolves within a
 * frame; under the development server the entry runs at once and this is the wait.
 */
async function pageLoadedAndPainted() {
  if (document.readyState !== "complete") {
    await new Promise((resolve) => window.addEventListener("load", resolve, { once: true }));
  }
  await firstContentfulPaint();
  // A frame callback runs just before the next paint; a task queued from it runs after.
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * Hydrates the islands of a server-rendered page and runs its enhancers.
 * Enhancers and islands marked "load" wait
 * for the page's load event and the paint after it, so their scripts never
 * compete with the text and images a visitor sees first; the HTML works
 * before they arrive.
 */
export async function hydrateIslands() {
  // What the visitor does from now on is recorded until each island has hydrated.
  const islands = [...document.querySelectorAll<HTMLElement>("[data-island]")].map((root) => ({
    root,
    early: recordEarlyInput(root),
  }));
  const byHydration = (hydration: IslandHydration) =>
    islands.filter(({ root }) => (root.dataset.islandHydrate ?? "load") === hydration);
  for (const { root, early } of byHydration("interaction")) hydrateOnInteraction(root, early);
  await pageLoadedAndPainted();
  await Promise.all([
    ...byHydration("load").map(({ root, early }) => hydrateIsland(root, early)),
    enhanceAll(),
  ]);
  // Every "load" island has committed. Browser tests wait for this marker before they interact.
  document.documentElement.dataset.hydrated = "true";
}
