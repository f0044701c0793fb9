import { Card } from "#app/components/ui/card.tsx";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import { reviewSummary } from "#app/domain/reviews.ts";
import { formatCount, formatPercent } from "#app/lib/format.ts";
import { StarRating } from "./star-rating.tsx";

/** Average rating and the share of reviews per star, 5 down to 1. */
export function RatingSummary() {
  const { averageRating, totalReviews, distribution } = reviewSummary;
  return (
    <Section labelledBy="rating-heading">
      <SectionHeading
        id="rating-heading"
        title="Our rating at a glance"
        intro="Every rating our customers have left, from single wraps to classroom fleets."
      />
      <div className="mx-auto grid max-w-4xl gap-6 md:grid-cols-[1fr_1.4fr]">
        <Card className="flex flex-col items-center justify-center text-center">
          <p className="text-ink text-4xl font-extrabold">
            {averageRating} <span className="text-muted text-xl font-semibold">out of 5</span>
          </p>
          <StarRating rating={averageRating} className="mt-3 text-3xl" />
          <p className="text-muted mt-3">Based on {formatCount(totalReviews)} reviews</p>
        </Card>
        <Card>
          <h3 className="text-ink text-lg font-semibold">Rating breakdown</h3>
          <ul className="mt-4 space-y-3">
            {distribution.map(({ stars, share }) => (
              <li key={stars} className="grid grid-cols-[4.5rem_1fr_3rem] items-center gap-3">
                <span className="text-ink text-sm font-medium">
                  {stars} {stars === 1 ? "star" : "stars"}
                  <span className="sr-only">:</span>
                </span>
                <span aria-hidden="true" className="bg-brand-100 h-3 overflow-hidden rounded-full">
                  <span
                    className="bg-brand-700 block h-full rounded-full"
                    style={{ width: formatPercent(share) }}
                  />
                </span>
                <span className="text-muted text-right text-sm font-medium tabular-nums">
                  {formatPercent(share)}
                </span>
              </li>
            ))}
          </ul>
        </Card>
      </div>
    </Section>
  );
}
