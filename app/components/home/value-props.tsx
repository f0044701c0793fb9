import { FeatureGrid } from "~/components/ui/feature-grid";
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
      <FeatureGrid
        features={valueProps.map((prop) => ({
          icon: icons[prop.icon],
          title: prop.title,
          text: prop.text,
        }))}
      />
    </Section>
  );
}
