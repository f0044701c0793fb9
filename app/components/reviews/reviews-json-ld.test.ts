import { describe, expect, it } from "vitest";
import { product } from "#app/domain/catalog/index.ts";
import { reviewSummary, reviews } from "#app/domain/reviews.ts";
import { site } from "#app/domain/site.ts";
import { jsonLdReviewCount, reviewsProductJsonLd } from "./reviews-json-ld.ts";

describe("reviewsProductJsonLd", () => {
  const jsonLd = reviewsProductJsonLd("https://example.test", reviews);

  it("describes the single product under the site's brand", () => {
    expect(jsonLd).toMatchObject({
      "@type": "Product",
      name: product.title,
      sku: product.sku,
      brand: { name: site.name },
      url: "https://example.test/custom-laptop-wraps",
    });
  });

  it("takes the aggregate rating from the review summary", () => {
    expect(jsonLd.aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: reviewSummary.averageRating,
      reviewCount: reviewSummary.totalReviews,
      bestRating: 5,
      worstRating: 1,
    });
  });

  it("repeats the first few reviews with author, rating and body", () => {
    const items = jsonLd.review as Record<string, unknown>[];
    expect(items).toHaveLength(Math.min(jsonLdReviewCount, reviews.length));
    const first = reviews[0];
    expect(items[0]).toMatchObject({
      author: { "@type": "Person", name: first?.name },
      reviewRating: { ratingValue: first?.rating, bestRating: 5 },
      reviewBody: first?.content,
    });
  });
});
