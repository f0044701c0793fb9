import { CheckCircle2, UserCheck } from "lucide-react";
import { Card } from "#app/components/ui/card.tsx";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import { affiliateProgram } from "#app/domain/affiliate.ts";
import { site } from "#app/domain/site.ts";
import { affiliateTerms } from "./affiliate-terms.ts";

const programBenefits: readonly string[] = [
  `${affiliateTerms.commissionStart} commission on every referred order, up to ${affiliateTerms.commissionMax}`,
  `A ${affiliateTerms.cookie} cookie window on every click`,
  `Monthly payouts, ${affiliateProgram.payoutDelayDays} days after month end, with a ${affiliateTerms.payoutMinimum} minimum`,
  "Your own affiliate account, with login details sent by e-mail once you are approved",
  "Ready-made banners and product images for your site and socials",
  `Direct help from our partner team at ${site.affiliatesEmail}`,
];

const whoCanApply: readonly string[] = [
  "Content creators and influencers",
  "DJs and music producers",
  "Tech reviewers and YouTubers",
  "Teachers and educators",
  "Student ambassadors",
  "Design studios and agencies",
];

/** What the program offers and who it is for. */
export function ProgramDetails() {
  return (
    <Section labelledBy="program-details-heading">
      <SectionHeading
        id="program-details-heading"
        title="Program details"
        intro="Simple terms, paid on time, with everything you need to recommend wraps you believe in."
      />
      <div className="grid gap-6 md:grid-cols-2">
        <Card>
          <h3 className="text-ink text-xl font-semibold">Program benefits</h3>
          <ul className="mt-4 space-y-3">
            {programBenefits.map((item) => (
              <li key={item} className="text-muted flex gap-3">
                <CheckCircle2
                  aria-hidden="true"
                  className="text-brand-700 mt-0.5 size-5 shrink-0"
                />
                {item}
              </li>
            ))}
          </ul>
        </Card>
        <Card>
          <h3 className="text-ink text-xl font-semibold">Who can apply</h3>
          <ul className="mt-4 space-y-3">
            {whoCanApply.map((item) => (
              <li key={item} className="text-muted flex gap-3">
                <UserCheck aria-hidden="true" className="text-brand-700 mt-0.5 size-5 shrink-0" />
                {item}
              </li>
            ))}
          </ul>
          {affiliateTerms.noMinimumSales ? (
            <p className="bg-brand-50 text-brand-900 mt-6 rounded-xl px-4 py-3 font-medium">
              No minimum sales: if your audience cares about their gear, you can apply.
            </p>
          ) : null}
        </Card>
      </div>
    </Section>
  );
}
