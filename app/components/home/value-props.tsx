import {
  BadgePercent,
  FileCheck,
  Flag,
  type LucideIcon,
  Receipt,
  ShieldCheck,
  Zap,
} from "lucide-react";
import { Section, SectionHeading } from "~/components/ui/section";
import { site } from "~/domain/site";
import { type ValuePropIcon, valueProps } from "~/routes/marketing/home-content";

const icons: Record<ValuePropIcon, LucideIcon> = {
  fast: Zap,
  usa: Flag,
  vinyl: ShieldCheck,
  volume: BadgePercent,
  proof: FileCheck,
  tax: Receipt,
};

export function ValueProps() {
  return (
    <Section labelledBy="value-heading">
      <SectionHeading
        id="value-heading"
        title="Why customers choose us"
        intro={`Every wrap is printed for one laptop model, checked by hand and shipped from ${site.location.regionName}.`}
      />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {valueProps.map((prop) => {
          const Icon = icons[prop.icon];
          return (
            <li key={prop.title} className="border-brand-100 rounded-2xl border bg-white p-6">
              <span className="bg-brand-100 text-brand-800 inline-flex size-11 items-center justify-center rounded-xl">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{prop.title}</h3>
              <p className="text-muted mt-2">{prop.text}</p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
