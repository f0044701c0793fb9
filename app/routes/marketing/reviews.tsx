import type { Route } from "./+types/reviews";
import { RatingSummary } from "#app/components/reviews/rating-summary.tsx";
import { ReviewList } from "#app/islands/review-list/review-list.tsx";
import { ReviewsCta } from "#app/components/reviews/reviews-cta.tsx";
import { Island } from "#app/islands/island.tsx";
import { reviewsProductJsonLd } from "#app/components/reviews/reviews-json-ld.ts";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { PriceLine } from "#app/components/shop/price-line.tsx";
import { reviewSummary, reviews, reviewsPageSize } from "#app/domain/reviews.ts";
import { site } from "#app/domain/site.ts";
import { formatCount } from "#app/lib/format.ts";
import { originFromMatches } from "#app/lib/origin.ts";
import { pageMeta } from "#app/lib/seo.ts";

const ratingLine = `${reviewSummary.averageRating} out of 5 from ${formatCount(reviewSummary.totalReviews)} reviews`;

export const meta: Route.MetaFunction = ({ matches }) => {
  const origin = originFromMatches(matches);
  return pageMeta({
    title: "Customer Reviews",
    description: `${site.name} customer reviews: rated ${ratingLine} by DJs, realtors, students, schools and businesses for fit, print quality and clean removal.`,
    path: "/reviews",
    origin,
    breadcrumbs: [{ name: "Reviews", path: "/reviews" }],
    jsonLd: [reviewsProductJsonLd(origin, reviews)],
  });
};

export default function Reviews() {
  return (
    <>
      <PageHero
        eyebrow="Reviews"
        title="What Our Customers Say"
        intro={`Rated ${ratingLine}. Here is what people say about their ${site.name} wraps after months of daily use.`}
      >
        <PriceLine className="text-accent-400 text-lg" />
      </PageHero>
      <RatingSummary />
      <Island
        name="review-list"
        component={ReviewList}
        props={{ reviews, pageSize: reviewsPageSize }}
      />
      <ReviewsCta />
    </>
  );
}
