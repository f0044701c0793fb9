import { ChevronDown } from "lucide-react";
import { Link } from "react-router";
import type { QuestionAnswer } from "./structured-data.ts";

export interface FaqItem extends QuestionAnswer {
  id: string;
  /** A page that covers the topic in full, shown under the answer. */
  more: { label: string; to: string };
}

/** The answer's element id, which a link opens it with: `/faq#<id>`. */
export const faqAnswerId = (item: Pick<FaqItem, "id">) => `${item.id}-answer`;

/**
 * One answer open at a time; the open one can be closed again (SPEC.md
 * section 4). Native disclosures sharing a `name` do this in the browser with
 * no script, and keep every answer in the HTML for search and find-in-page.
 */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className="divide-brand-100 border-brand-100 divide-y rounded-2xl border bg-white shadow-sm">
      {items.map((item) => (
        <details key={item.id} id={item.id} name="faq" className="group scroll-mt-24">
          <summary className="text-ink hover:bg-brand-50 flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left text-lg font-semibold sm:px-6 [&::-webkit-details-marker]:hidden">
            {item.question}
            <ChevronDown
              aria-hidden="true"
              className="text-brand-700 size-5 shrink-0 transition-transform group-open:rotate-180"
            />
          </summary>
          {/* A link to the answer (the site search's) opens it: the browser opens a disclosure to show its target. */}
          <div id={faqAnswerId(item)} className="px-5 pb-5 sm:px-6">
            <p className="text-muted leading-relaxed">{item.answer}</p>
            <p className="mt-3">
              <Link
                to={item.more.to}
                className="text-brand-700 hover:text-brand-900 font-semibold underline underline-offset-2"
              >
                {item.more.label}
              </Link>
            </p>
          </div>
        </details>
      ))}
    </div>
  );
}
