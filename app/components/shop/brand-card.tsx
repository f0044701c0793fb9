import { clsx } from "clsx";
import { ArrowRight, Star } from "lucide-react";
import { Link } from "react-router";
import type { Brand } from "#app/domain/catalog/index.ts";
import { brandPath } from "./shop-links.ts";

/**
 * One brand in the directory. The brand name is the card's only link and it
 * stretches over the whole card, so the card is one click target whose
 * accessible name is just the brand name.
 */
export function BrandCard({ brand, badge }: { brand: Brand; badge?: string }) {
  return (
    <div className="group border-brand-100 hover:border-brand-600 relative flex h-full flex-col rounded-2xl border bg-white p-6 shadow-sm transition-colors hover:shadow-md">
      <img
        src={brand.image}
        width={240}
        height={160}
        alt=""
        loading="lazy"
        className={clsx("mx-auto h-auto w-full max-w-[200px]", badge && "mt-6")}
      />
      {badge ? (
        <p className="bg-accent-400 text-ink absolute top-4 right-4 inline-flex items-center gap-1 rounded-full px-3 py-1 text-xs font-bold">
          <Star aria-hidden="true" className="size-3.5 fill-current" />
          {badge}
        </p>
      ) : null}
      <h3 className="text-ink mt-5 text-xl font-bold">
        <Link
          to={brandPath(brand)}
          className="focus-visible:after:outline-brand-600 after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-2"
        >
          {brand.name}
        </Link>
      </h3>
      <p className="text-muted mt-2 flex-1">{brand.description}</p>
      <p className="text-ink mt-3 text-sm font-semibold">{brand.models.length} models</p>
      <p
        aria-hidden="true"
        className="text-brand-700 mt-4 inline-flex items-center gap-1 text-sm font-semibold group-hover:underline"
      >
        View {brand.name} wraps
        <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
      </p>
    </div>
  );
}
