import type { ComponentType } from "react";
import { nextTask } from "#app/lib/next-task.ts";

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
 * React root, outside the router and the page's component tree (README.md).
 */
export const islandLoaders = {
  "review-list": () => import("#app/islands/review-list/review-list.tsx").then((m) => m.ReviewList),
  "newsletter-form": () =>
    import("#app/islands/newsletter-form/newsletter-form.tsx").then((m) => m.NewsletterForm),
  "contact-form": () =>
    import("#app/islands/contact-form/contact-form.tsx").then((m) => m.ContactForm),
  "quote-form": () => import("#app/islands/quote-form/quote-form.tsx").then((m) => m.QuoteForm),
  // The customizer's code is the largest: its catalog and its schema go first, each in a task of its own.
  "customizer-form": () =>
    evaluateInTurn(
      () => import("#app/domain/catalog/brands.ts"),
      () => import("#app/forms/customizer.ts"),
    )
      .then(() => import("#app/islands/customizer-form/customizer-form.tsx"))
      .then((m) => m.CustomizerForm),
  "checkout-form": () =>
    import("#app/islands/checkout-form/checkout-form.tsx").then((m) => m.CheckoutForm),
  "cart-contents": () =>
    import("#app/islands/cart-contents/cart-contents.tsx").then((m) => m.CartContents),
  "affiliate-form": () =>
    import("#app/islands/affiliate-form/affiliate-form.tsx").then((m) => m.AffiliateForm),
  "model-list": () => import("#app/islands/model-list/model-list.tsx").then((m) => m.ModelList),
  "template-finder": () =>
    import("#app/islands/template-finder/template-finder.tsx").then((m) => m.TemplateFinder),
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
    import("#app/components/home/enhance-hero-carousel.ts").then((m) => m.enhanceHeroCarousel),
  "log-to-console": () => import("#app/components/log-to-console.ts").then((m) => m.logToConsole),
  // The staff console's passkey forms (never on a public page).
  "passkey-forms": () =>
    import("#app/components/staff/enhance-passkey.ts").then((m) => m.enhancePasskeyForms),
} satisfies Record<string, () => Promise<(root: HTMLElement) => void>>;

export type EnhancerName = keyof typeof enhancerLoaders;
