import { clsx } from "clsx";
import { Star } from "lucide-react";

/**
 * Five stars drawn for sighted readers only; callers always show or announce
 * the rating as text next to it.
 */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const filled = Math.round(rating);
  return (
    <span aria-hidden="true" className={clsx("inline-flex gap-0.5", className)}>
      {[1, 2, 3, 4, 5].map((position) => (
        <Star
          key={position}
          aria-hidden="true"
          className={clsx(
            "size-[1em]",
            position <= filled ? "fill-accent-400 text-accent-700" : "text-brand-200",
          )}
        />
      ))}
    </span>
  );
}
