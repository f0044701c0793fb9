import { priceRange, product } from "~/domain/catalog";
import { reviewSummary, type Review } from "~/domain/reviews";
import { site } from "~/domain/site";
import { absoluteUrl } from "~/lib/seo";

/** How many reviews are repeated in structured data; search engines need only a sample. */
export const jsonLdReviewCount = 3;

/** Product structured data for the reviews page, built from the same data the page shows. */
export function reviewsProductJsonLd(
  origin: string,
  reviews: readonly Review[],
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.title,
    sku: product.sku,
    description: site.description,
    url: absoluteUrl(origin, "/custom-laptop-wraps"),
    brand: { "@type": "Brand", name: site.name },
    offers: {
      "@type": "AggregateOffer",
      priceCurrency: product.currency,
      lowPrice: priceRange.low,
      highPrice: priceRange.high,
      availability: "https://schema.org/InStock",
    },
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
