import { LifeBuoy } from "lucide-react";
import type { ReactNode } from "react";

/** A highlighted "still need help?" card: a heading, a short text and its actions. */
export function HelpCard({
  id,
  title,
  children,
  actions,
}: {
  /** Id of the heading, for a region labelled by it. */
  id: string;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="border-brand-200 bg-brand-50 mx-auto max-w-3xl rounded-2xl border-2 p-8 text-center"
    >
      <LifeBuoy aria-hidden="true" className="text-brand-700 mx-auto size-10" />
      <h2 id={id} className="text-ink mt-4 text-2xl font-bold sm:text-3xl">
        {title}
      </h2>
      <div className="text-muted mx-auto mt-3 max-w-xl text-lg">{children}</div>
      <div className="mt-6 flex flex-wrap justify-center gap-4">{actions}</div>
    </section>
  );
}
