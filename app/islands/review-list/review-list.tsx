import { useEffect, useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import { type Review, reviewSummary } from "#app/domain/reviews.ts";
import { formatCount } from "#app/lib/format.ts";
import { ReviewCard } from "./review-card.tsx";
import {
  hasMoreReviews,
  initialVisibleCount,
  nextVisibleCount,
} from "#app/components/reviews/review-state.ts";
import { useHelpfulReviews } from "./use-helpful-reviews.ts";

/** Review cards, one page at a time, with Load More and the per-visitor Helpful votes. */
export function ReviewList({
  reviews,
  pageSize,
}: {
  reviews: readonly Review[];
  pageSize: number;
}) {
  const total = reviews.length;
  const [visible, setVisible] = useState(() => initialVisibleCount(total, pageSize));
  const { helpfulIds, markReviewHelpful } = useHelpfulReviews();
  const listRef = useRef<HTMLUListElement>(null);
  // Index of the first card a Load More press revealed, focused once it is rendered.
  const pendingFocus = useRef<number | null>(null);

  useEffect(() => {
    const index = pendingFocus.current;
    if (index === null) return;
    pendingFocus.current = null;
    listRef.current?.children[index]?.querySelector("article")?.focus();
  }, [visible]);

  function loadMore() {
    pendingFocus.current = visible;
    setVisible(nextVisibleCount(visible, total, pageSize));
  }

  return (
    <Section labelledBy="reviews-heading" tone="tint">
      <SectionHeading
        id="reviews-heading"
        title="Featured reviews"
        intro={`A selection of ${total} of our ${formatCount(reviewSummary.totalReviews)} reviews: what DJs, realtors, students, schools and businesses say after living with their wraps.`}
      />
      <ul ref={listRef} className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {reviews.slice(0, visible).map((review) => (
          <li key={review.id}>
            <ReviewCard
              review={review}
              markedHelpful={helpfulIds.has(review.id)}
              onMarkHelpful={markReviewHelpful}
            />
          </li>
        ))}
      </ul>
      <div className="mt-10 flex flex-col items-center gap-4 text-center">
        <p className="text-muted text-sm">
          Showing {visible} of {total} featured reviews
        </p>
        {hasMoreReviews(visible, total) ? (
          <Button variant="outline" size="lg" onClick={loadMore}>
            Load More Reviews
          </Button>
        ) : (
          <p className="text-ink font-medium">You have reached the end of our featured reviews.</p>
        )}
      </div>
    </Section>
  );
}
