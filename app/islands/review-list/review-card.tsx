import { BadgeCheck, ThumbsUp } from "lucide-react";
import { clsx } from "clsx";
import type { Review } from "#app/domain/reviews.ts";
import { helpfulCount } from "#app/components/reviews/review-state.ts";
import { StarRating } from "#app/components/reviews/star-rating.tsx";

/** One review. The article is focusable so Load More can move focus to it. */
export function ReviewCard({
  review,
  markedHelpful,
  onMarkHelpful,
}: {
  review: Review;
  markedHelpful: boolean;
  onMarkHelpful: (id: string) => void;
}) {
  const titleId = `review-${review.id}-title`;
  const count = helpfulCount(review.helpful, markedHelpful);
  return (
    <article
      aria-labelledby={titleId}
      tabIndex={-1}
      className="border-brand-100 flex h-full scroll-mt-24 flex-col rounded-2xl border bg-white p-6 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-2 text-lg">
          <StarRating rating={review.rating} />
          <span className="text-muted text-sm font-medium">{review.rating} out of 5</span>
        </p>
        {review.verified ? (
          <p className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-800">
            <BadgeCheck aria-hidden="true" className="size-4" />
            Verified Purchase
          </p>
        ) : null}
      </div>
      <h3 id={titleId} className="text-ink mt-4 text-lg font-semibold">
        {review.title}
      </h3>
      <p className="text-muted mt-2 flex-1 leading-relaxed">{review.content}</p>
      <p className="mt-5 text-sm">
        <span className="text-ink font-semibold">{review.name}</span>
        <span className="text-muted">, {review.role}</span>
      </p>
      <p className="text-muted mt-1 text-sm">{review.date}</p>
      <div className="border-brand-100 mt-4 flex flex-wrap items-center justify-end gap-3 border-t pt-4">
        <button
          type="button"
          aria-pressed={markedHelpful}
          aria-disabled={markedHelpful || undefined}
          aria-describedby={titleId}
          onClick={markedHelpful ? undefined : () => onMarkHelpful(review.id)}
          className={clsx(
            "inline-flex min-h-9 items-center gap-1.5 rounded-lg border px-3 py-1.5 text-sm font-semibold transition-colors",
            markedHelpful
              ? "border-brand-700 bg-brand-700 cursor-default text-white"
              : "border-brand-200 text-brand-800 hover:bg-brand-50 cursor-pointer bg-white",
          )}
        >
          <ThumbsUp aria-hidden="true" className={clsx("size-4", markedHelpful && "fill-white")} />
          Helpful ({count})
        </button>
      </div>
    </article>
  );
}
