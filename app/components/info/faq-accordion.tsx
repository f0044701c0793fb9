import * as Accordion from "@radix-ui/react-accordion";
import { ChevronDown } from "lucide-react";
import { Link } from "react-router";
import type { QuestionAnswer } from "./structured-data";

export interface FaqItem extends QuestionAnswer {
  id: string;
  /** A page that covers the topic in full, shown under the answer. */
  more: { label: string; to: string };
}

/** One answer open at a time; the open one can be closed again (SPEC.md section 4). */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  return (
    <Accordion.Root
      type="single"
      collapsible
      className="divide-brand-100 border-brand-100 divide-y rounded-2xl border bg-white shadow-sm"
    >
      {items.map((item) => (
        <Accordion.Item key={item.id} value={item.id} id={item.id} className="scroll-mt-24">
          <Accordion.Header asChild>
            <h3>
              <Accordion.Trigger className="group text-ink hover:bg-brand-50 flex min-h-14 w-full cursor-pointer items-center justify-between gap-4 px-5 py-4 text-left text-lg font-semibold sm:px-6">
                {item.question}
                <ChevronDown
                  aria-hidden="true"
                  className="text-brand-700 size-5 shrink-0 transition-transform group-data-[state=open]:rotate-180"
                />
              </Accordion.Trigger>
            </h3>
          </Accordion.Header>
          {/* Always rendered (hidden when closed) so the answers are in the prerendered HTML. */}
          <Accordion.Content forceMount className="px-5 pb-5 data-[state=closed]:hidden sm:px-6">
            <p className="text-muted leading-relaxed">{item.answer}</p>
            <p className="mt-3">
              <Link
                to={item.more.to}
                className="text-brand-700 hover:text-brand-900 font-semibold underline underline-offset-2"
              >
                {item.more.label}
              </Link>
            </p>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
