import { clsx } from "clsx";
import { ArrowRight, Star } from "lucide-react";
import { Link } from "react-router";
import { ProductPicture } from "#app/components/ui/product-picture.tsx";
import type { Brand } from "#app/domain/catalog/index.ts";
import { brandPath } from "./shop-links.ts";

/**
 * One brand in the directory. The brand name is the card's only link and it
 * stretches over the whole card, so the card is one click target whose
 * accessible name is just the brand name. On a phone the popular row's cards
 * are small tiles, two abreast (`tile`), and the full grid's are rows, the
 * picture beside the words (`row`).
 */
export function BrandCard({
  brand,
  badge,
  phone,
}: {
  brand: Brand;
  badge?: string;
  phone: "tile" | "row";
}) {
  const tile = phone === "tile";
  return (
    <div
      className={clsx(
        "group border-brand-100 hover:border-brand-600 relative flex h-full rounded-2xl border bg-white shadow-sm transition-colors hover:shadow-md sm:flex-col sm:p-6",
        tile ? "flex-col p-3" : "flex-row items-center gap-4 p-4",
      )}
    >
      <ProductPicture
        slug={brand.picture}
        sizes={tile ? "(min-width: 640px) 280px, 40vw" : "(min-width: 640px) 280px, 112px"}
        className={clsx(
          "h-auto rounded-xl sm:w-full",
          tile ? "w-full" : "w-28 shrink-0",
          badge && "sm:mt-6",
        )}
      />
      {badge ? (
        <p className="bg-accent-400 text-ink absolute top-4 right-4 inline-flex items-center gap-1 rounded-full px-3 py-1 text-xs font-bold max-sm:hidden">
          <Star aria-hidden="true" className="size-3.5 fill-current" />
          {badge}
        </p>
      ) : null}
      <div className="flex flex-1 flex-col">
        <h3
          className={clsx(
            "text-ink font-bold sm:mt-5 sm:text-xl",
            tile ? "mt-2 text-lg" : "text-lg",
          )}
        >
          <Link
            to={brandPath(brand)}
            className="focus-visible:after:outline-brand-600 after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-2"
          >
            {brand.name}
          </Link>
        </h3>
        <p className={clsx("text-muted flex-1 sm:mt-2 sm:block", tile ? "hidden" : "mt-1 text-sm")}>
          {brand.description}
        </p>
        <p className="text-ink text-sm font-semibold sm:mt-3">{brand.models.length} models</p>
        <p
          aria-hidden="true"
          className="text-brand-700 mt-4 hidden items-center gap-1 text-sm font-semibold group-hover:underline sm:inline-flex"
        >
          View {brand.name} wraps
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
        </p>
      </div>
    </div>
  );
}
