import { FeatureGrid } from "#app/components/ui/feature-grid.tsx";
import { CalendarClock, Cookie, Megaphone, Percent } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import { affiliateProgram } from "#app/domain/affiliate.ts";
import { site } from "#app/domain/site.ts";
import { affiliateTerms } from "./affiliate-terms.ts";

interface Benefit {
  icon: LucideIcon;
  title: string;
  text: string;
}

const benefits: readonly Benefit[] = [
  {
    icon: Percent,
    title: `Up to ${affiliateTerms.commissionMax} commission`,
    text: `Earn ${affiliateTerms.commissionStart} on every order you refer, rising to as much as ${affiliateTerms.commissionMax}.`,
  },
  {
    icon: Cookie,
    title: `${affiliateTerms.cookie} cookie`,
    text: `You get credit for orders placed up to ${affiliateProgram.cookieDays} days after someone clicks your link.`,
  },
  {
    icon: CalendarClock,
    title: "Monthly payouts",
    text: `We pay every month once your balance reaches ${affiliateTerms.payoutMinimum}.`,
  },
  {
    icon: Megaphone,
    title: "Marketing assets and support",
    text: `Ready-made banners and product images, plus a partner team at ${site.affiliatesEmail} to help you promote.`,
  },
];

/** The four headline benefits of the affiliate program. */
export function AffiliateBenefitCards() {
  return (
    <Section labelledBy="affiliate-benefits-heading" tone="tint">
      <SectionHeading
        id="affiliate-benefits-heading"
        title="Why partner with us"
        intro={`Share custom laptop wraps made in ${site.location.city}, ${site.location.regionName}, and earn on every order from your audience.`}
      />
      <FeatureGrid features={benefits} columns={4} centered />
    </Section>
  );
}
