import { Link } from "react-router";
import { brandPath } from "#app/components/shop/shop-links.ts";
import { brands, modelCount } from "#app/domain/catalog/index.ts";
import { formatCount } from "#app/lib/format.ts";

/**
 * A compact strip under the home hero: every brand we cut for, as a word that
 * links to its page (their logos are their owners' marks, not ours to print).
 */
export function BrandStrip() {
  return (
    <section
      aria-labelledby="brand-strip-heading"
      className="border-brand-100 border-b bg-white px-4 py-4 sm:px-6 sm:py-5"
    >
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-2 lg:flex-row lg:justify-between">
        <h2 id="brand-strip-heading" className="text-muted text-sm font-semibold">
          Cut for {formatCount(modelCount)} models from
        </h2>
        <ul className="flex flex-wrap justify-center gap-x-5 gap-y-0 sm:gap-x-6">
          {brands.map((brand) => (
            <li key={brand.slug}>
              <Link
                to={brandPath(brand)}
                className="text-ink hover:text-brand-700 inline-block py-1 text-base font-extrabold tracking-tight underline-offset-4 hover:underline sm:text-lg"
              >
                {brand.name}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
