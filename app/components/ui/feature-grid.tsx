import { clsx } from "clsx";
import type { LucideIcon } from "lucide-react";
import { Card } from "./card.tsx";

export interface Feature {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** A grid of icon cards with an h3 each: benefits, value propositions, program perks. */
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
        "grid gap-6 sm:grid-cols-2",
        columns === 3 ? "lg:grid-cols-3" : "lg:grid-cols-4",
      )}
    >
      {features.map(({ icon: Icon, title, text }) => (
        <li key={title}>
          <Card className={clsx("h-full", centered && "text-center")}>
            <span
              className={clsx(
                "bg-brand-100 text-brand-800 inline-flex size-12 items-center justify-center rounded-xl",
                centered && "mx-auto",
              )}
            >
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="text-ink mt-4 text-lg font-semibold">{title}</h3>
            <p className="text-muted mt-2 leading-relaxed">{text}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
