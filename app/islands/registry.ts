import type { ComponentType } from "react";
import { nextTask } from "~/lib/next-task";

/**
 * Evaluates `modules` one per task, so an island's dependencies and its own
 * code never run as one long task that blocks input on a slow phone.
 */
async function evaluateInTurn(...modules: (() => Promise<unknown>)[]) {
  for (const load of modules) {
    await load();
    await nextTask();
  }
}

/**
 * Every component a content page hydrates on its own, by name. Each is loaded
 * only on pages that render it (see `Island`). An island's props must survive
 * JSON, and it must not use React Router or `useId`: it hydrates as its own
 * React root, outside the router and the page's component tree.
 */
export const islandLoaders = {
  "console-error": () => import("~/components/console-error").then((m) => m.ConsoleError),
  "review-list": () => import("~/components/reviews/review-list").then((m) => m.ReviewList),
  "newsletter-form": () =>
    import("~/components/layout/newsletter-form").then((m) => m.NewsletterForm),
  "contact-form": () => import("~/components/forms/contact-form").then((m) => m.ContactForm),
  "quote-form": () => import("~/components/forms/quote-form").then((m) => m.QuoteForm),
  // The customizer's code is the largest: its catalog and its schema go first, each in a task of its own.
  "customizer-form": () =>
    evaluateInTurn(
      () => import("~/domain/catalog/brands"),
      () => import("~/forms/customizer"),
    )
      .then(() => import("~/components/customizer/customizer-form"))
      .then((m) => m.CustomizerForm),
  "checkout-form": () => import("~/components/checkout/checkout-form").then((m) => m.CheckoutForm),
  "cart-contents": () => import("~/components/shop/cart-contents").then((m) => m.CartContents),
  "affiliate-form": () => import("~/components/forms/affiliate-form").then((m) => m.AffiliateForm),
  "model-list": () => import("~/components/shop/model-list").then((m) => m.ModelList),
  "template-finder": () =>
    import("~/components/shop/template-finder").then((m) => m.TemplateFinder),
} satisfies Record<string, () => Promise<ComponentType<never>>>;

export type IslandName = keyof typeof islandLoaders;

/**
 * Server-rendered markup that a plain script makes interactive, by name: for
 * a page whose only moving part needs no React, so the page loads no React DOM.
 * An enhancer receives the element around the markup (see `Enhanced`) and
 * returns what undoes it.
 */
export const enhancerLoaders = {
  "hero-carousel": () =>
    import("~/components/home/enhance-hero-carousel").then((m) => m.enhanceHeroCarousel),
} satisfies Record<string, () => Promise<(root: HTMLElement) => () => void>>;

export type EnhancerName = keyof typeof enhancerLoaders;
