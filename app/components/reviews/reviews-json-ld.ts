import { reviewSummary, type Review } from "#app/domain/reviews.ts";
import { productJsonLd } from "#app/lib/product-json-ld.ts";

/** How many reviews are repeated in structured data; search engines need only a sample. */
export const jsonLdReviewCount = 3;

/** Product structured data for the reviews page, built from the same data the page shows. */
export function reviewsProductJsonLd(
  origin: string,
  reviews: readonly Review[],
): Record<string, unknown> {
  return {
    ...productJsonLd({ origin }),
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: reviewSummary.averageRating,
      reviewCount: reviewSummary.totalReviews,
      bestRating: 5,
      worstRating: 1,
    },
    review: reviews.slice(0, jsonLdReviewCount).map((review) => ({
      "@type": "Review",
      name: review.title,
      author: { "@type": "Person", name: review.name },
      reviewRating: {
        "@type": "Rating",
        ratingValue: review.rating,
        bestRating: 5,
        worstRating: 1,
      },
      reviewBody: review.content,
    })),
  };
}
