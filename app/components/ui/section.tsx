import { clsx } from "clsx";
import type { ReactNode } from "react";

/** A page band with a centred, width-limited container. */
export function Section({
  children,
  className,
  tone = "white",
  labelledBy,
}: {
  children: ReactNode;
  className?: string;
  tone?: "white" | "tint" | "dark";
  /** Id of the section's heading, so the region has an accessible name. */
  labelledBy?: string;
}) {
  return (
    <section
      aria-labelledby={labelledBy}
      className={clsx(
        "px-4 py-12 sm:px-6 sm:py-16 lg:py-20",
        tone === "tint" && "bg-brand-50",
        tone === "dark" && "on-dark bg-brand-900 text-white",
        className,
      )}
    >
      <div className="mx-auto max-w-6xl">{children}</div>
    </section>
  );
}

export function SectionHeading({
  id,
  title,
  intro,
  tone = "light",
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  tone?: "light" | "dark";
}) {
  return (
    <div className="mx-auto mb-8 max-w-3xl text-center sm:mb-10">
      <h2 id={id} className="text-heading font-bold text-balance">
        {title}
      </h2>
      {intro ? (
        <p
          className={clsx(
            "mt-3 text-base sm:mt-4 sm:text-lg",
            tone === "dark" ? "text-brand-100" : "text-muted",
          )}
        >
          {intro}
        </p>
      ) : null}
    </div>
  );
}
