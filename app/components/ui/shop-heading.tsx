import type { ReactNode } from "react";

/**
 * The short heading of the pages a visitor buys on (customizer, cart,
 * checkout): the page's single h1 and a line under it, so what they are
 * buying is in the first screen, on a phone too.
 */
export function ShopHeading({ title, intro }: { title: string; intro: ReactNode }) {
  return (
    <header className="mb-6 lg:mb-8">
      <h1 className="text-ink text-2xl font-extrabold tracking-tight text-balance sm:text-3xl">
        {title}
      </h1>
      <p className="text-muted mt-1 max-w-3xl">{intro}</p>
    </header>
  );
}

/** The band those pages sit in: the site's section, with less room above the heading. */
export const shopSectionClass = "pt-6 sm:pt-8 lg:pt-10";
