import type { Route } from "./+types/reviews";
import { RatingSummary } from "~/components/reviews/rating-summary";
import { ReviewList } from "~/components/reviews/review-list";
import { ReviewsCta } from "~/components/reviews/reviews-cta";
import { Island } from "~/islands/island";
import { reviewsProductJsonLd } from "~/components/reviews/reviews-json-ld";
import { PageHero } from "~/components/ui/page-hero";
import { reviewSummary, reviews, reviewsPageSize } from "~/domain/reviews";
import { site } from "~/domain/site";
import { formatCount } from "~/lib/format";
import { originFromMatches } from "~/lib/origin";
import { pageMeta } from "~/lib/seo";

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
      />
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
