import { clsx } from "clsx";
import type { LucideIcon } from "lucide-react";
import { Card } from "./card.tsx";

export interface Feature {
  icon: LucideIcon;
  title: string;
  text: string;
}

/**
 * A grid of icon cards with an h3 each: benefits, value propositions, program
 * perks. On a phone they are rows, the icon beside the words, not a stack of
 * cards a screen tall each.
 */
export function FeatureGrid({
  features,
  columns = 3,
  centered = false,
}: {
  features: readonly Feature[];
  columns?: 3 | 4;
  centered?: boolean;
}) {
  return (
    <ul
      className={clsx(
        "grid gap-5 sm:grid-cols-2 sm:gap-6",
        columns === 3 ? "lg:grid-cols-3" : "lg:grid-cols-4",
      )}
    >
      {features.map(({ icon: Icon, title, text }) => (
        <li key={title}>
          <Card
            className={clsx(
              "h-full max-sm:flex max-sm:gap-4 max-sm:border-0 max-sm:bg-transparent max-sm:p-0 max-sm:shadow-none",
              centered && "sm:text-center",
            )}
          >
            <span
              className={clsx(
                "bg-brand-100 text-brand-800 inline-flex size-11 shrink-0 items-center justify-center rounded-xl sm:size-12",
                centered && "sm:mx-auto",
              )}
            >
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <div>
              <h3 className="text-ink text-lg font-semibold sm:mt-4">{title}</h3>
              <p className="text-muted mt-1 leading-relaxed sm:mt-2">{text}</p>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
