import { FeatureGrid } from "#app/components/ui/feature-grid.tsx";
import {
  BadgePercent,
  FileCheck,
  Flag,
  type LucideIcon,
  Receipt,
  ShieldCheck,
  Zap,
} from "lucide-react";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import { site } from "#app/domain/site.ts";
import { type ValuePropIcon, valueProps } from "#app/routes/marketing/home-content.ts";

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
