import { PrimaryCtas } from "./primary-ctas.tsx";
import { Star } from "lucide-react";
import { Link } from "react-router";
import { production } from "#app/domain/policies.ts";
import { reviewSummary } from "#app/domain/reviews.ts";
import { site } from "#app/domain/site.ts";
import { formatCount } from "#app/lib/format.ts";
import { heroSlides } from "#app/routes/marketing/home-content.ts";
import { Enhanced } from "#app/islands/island.tsx";
import { HeroCarousel } from "./hero-carousel.tsx";
import { PriceLine } from "#app/components/shop/price-line.tsx";

export function HomeHero() {
  return (
    <div className="on-dark from-brand-900 via-brand-800 to-brand-700 bg-gradient-to-br px-4 pt-8 pb-12 text-white sm:px-6 sm:pt-12 lg:py-20">
      {/* On phones the headline, the intro and Customize Yours fill the first screen and the
          carousel follows them; on wide screens it spans both rows beside them. */}
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-5 sm:gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:gap-x-14 lg:gap-y-0">
        <div className="lg:self-end">
          <p className="text-accent-400 mb-3 text-sm font-semibold tracking-widest uppercase">
            Made in {site.location.city}, {site.location.regionName}
          </p>
          <h1 className="text-display font-extrabold text-balance">
            Custom laptop wraps, precision-cut to your exact model and made in the USA
          </h1>
        </div>
        <div className="max-lg:order-last lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-center">
          <Enhanced name="hero-carousel">
            <HeroCarousel slides={heroSlides} />
          </Enhanced>
        </div>
        <div className="lg:self-start">
          <p className="text-brand-100 max-w-xl text-lg lg:mt-5">
            Put your logo, artwork or photo on durable vinyl with 3M adhesive, cut around every
            logo, camera and port of your laptop. {production.summary}
          </p>
          <PriceLine className="text-accent-400 mt-4 text-lg" />
          <PrimaryCtas />
          <p className="text-brand-100 mt-6 flex items-center gap-2 text-sm">
            <Star aria-hidden="true" className="fill-accent-400 text-accent-400 size-4" />
            <span>
              Rated {reviewSummary.averageRating} out of 5 in{" "}
              {formatCount(reviewSummary.totalReviews)} reviews.{" "}
              <Link to="/reviews" className="font-semibold text-white underline underline-offset-4">
                Read what customers say
              </Link>
            </span>
          </p>
        </div>
      </div>
    </div>
  );
}
