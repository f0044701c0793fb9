import { Star } from "lucide-react";
import { Link } from "react-router";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import { type Review, reviewSummary, reviews } from "#app/domain/reviews.ts";
import { formatCount } from "#app/lib/format.ts";
import { testimonialIds } from "#app/routes/marketing/home-content.ts";

const testimonials = testimonialIds
  .map((id) => reviews.find((review) => review.id === id))
  .filter((review): review is Review => review !== undefined);

export function Testimonials() {
  return (
    <Section tone="tint" labelledBy="testimonials-heading">
      <SectionHeading
        id="testimonials-heading"
        title="What our customers say"
        intro={`Rated ${reviewSummary.averageRating} out of 5 across ${formatCount(reviewSummary.totalReviews)} reviews.`}
      />
      {/* On a phone, a row to swipe through, one review in view at a time, not three screens of them. */}
      <div
        role="region"
        aria-label="Customer reviews"
        tabIndex={0}
        className="-mx-4 snap-x snap-mandatory overflow-x-auto px-4 pb-2 md:mx-0 md:overflow-visible md:px-0 md:pb-0"
      >
        <ul className="flex gap-4 md:grid md:grid-cols-3 md:gap-6">
          {testimonials.map((review) => (
            <li key={review.id} className="w-[85%] shrink-0 snap-center md:w-auto">
              <figure className="ring-brand-100 flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1">
                <p className="flex items-center gap-2">
                  <span className="flex" aria-hidden="true">
                    {Array.from({ length: 5 }, (_, index) => (
                      <Star
                        key={index}
                        className={
                          index < review.rating
                            ? "fill-accent-500 text-accent-700 size-4"
                            : "text-muted size-4"
                        }
                      />
                    ))}
                  </span>
                  <span className="text-muted text-sm font-medium">
                    {review.rating} out of 5 stars
                  </span>
                </p>
                <h3 className="mt-3 text-lg font-semibold">{review.title}</h3>
                <blockquote className="text-muted mt-2 flex-1">
                  <p>“{review.content}”</p>
                </blockquote>
                <figcaption className="mt-4">
                  <span className="block font-semibold">{review.name}</span>
                  <span className="text-muted block text-sm">{review.role}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
      <p className="mt-10 text-center">
        <Link
          to="/reviews"
          className="text-brand-700 hover:text-brand-900 font-semibold underline underline-offset-4"
        >
          Read all customer reviews
        </Link>
      </p>
    </Section>
  );
}
