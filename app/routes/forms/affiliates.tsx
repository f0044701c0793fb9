import { useActionData } from "react-router";
import type { Route } from "./+types/affiliates";
import { AffiliateBenefitCards } from "#app/components/affiliates/affiliate-benefit-cards.tsx";
import { AffiliateFaq } from "#app/components/affiliates/affiliate-faq.tsx";
import { ProgramDetails } from "#app/components/affiliates/program-details.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { PageHero } from "#app/components/ui/page-hero.tsx";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import { affiliateProgram } from "#app/domain/affiliate.ts";
import { formPageAction } from "#app/actions/form-action.server.ts";
import { Island } from "#app/islands/island.tsx";
import { AffiliateForm } from "#app/islands/affiliate-form/affiliate-form.tsx";
import { formatPercent } from "#app/lib/format.ts";
import { originFromMatches } from "#app/lib/origin.ts";
import { pageMeta } from "#app/lib/seo.ts";

const commission = `${formatPercent(affiliateProgram.commissionStart)}–${formatPercent(affiliateProgram.commissionMax)}`;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Affiliate Program",
    description: `Earn ${commission} commission recommending custom laptop wraps: a ${affiliateProgram.cookieDays}-day cookie, monthly payouts and no minimum sales. Apply in two minutes.`,
    path: "/affiliates",
    origin: originFromMatches(matches),
    breadcrumbs: [{ name: "Affiliates", path: "/affiliates" }],
  });

export function action(args: Route.ActionArgs) {
  return formPageAction(args, "affiliate");
}

export default function Affiliates() {
  return (
    <>
      <PageHero
        eyebrow="Affiliate Program"
        title="Earn by Sharing Wraps You Love"
        intro={`Recommend custom laptop wraps to your audience and earn ${commission} on every order, with a ${affiliateProgram.cookieDays}-day cookie and monthly payouts.`}
      >
        <a href="#apply" className={buttonClasses("hero", "lg")}>
          Join Now
        </a>
        <a href="#program" className={buttonClasses("outline-hero", "lg")}>
          Learn More
        </a>
      </PageHero>
      <AffiliateBenefitCards />
      <div id="program" className="scroll-mt-24">
        <ProgramDetails />
      </div>
      <ApplicationSection />
      <AffiliateFaq />
    </>
  );
}

function ApplicationSection() {
  const reply = useActionData<typeof action>();
  return (
    <Section tone="tint" labelledBy="apply-heading">
      <div id="apply" className="scroll-mt-24">
        <SectionHeading
          id="apply-heading"
          title="Apply to Join"
          intro={`We review every application and answer within ${affiliateProgram.reviewDays} business days.`}
        />
        <Island name="affiliate-form" component={AffiliateForm} props={{ initialReply: reply }} />
      </div>
    </Section>
  );
}
