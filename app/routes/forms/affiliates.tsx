import { useActionData } from "react-router";
import type { Route } from "./+types/affiliates";
import { AffiliateBenefitCards } from "~/components/affiliates/affiliate-benefit-cards";
import { AffiliateFaq } from "~/components/affiliates/affiliate-faq";
import { ProgramDetails } from "~/components/affiliates/program-details";
import { buttonClasses } from "~/components/ui/button";
import { PageHero } from "~/components/ui/page-hero";
import { Section, SectionHeading } from "~/components/ui/section";
import { affiliateProgram } from "~/domain/affiliate";
import { formPageAction } from "~/forms/form-action.server";
import { Island } from "~/islands/island";
import { AffiliateForm } from "~/components/forms/affiliate-form";
import { formatPercent } from "~/lib/format";
import { originFromMatches } from "~/lib/origin";
import { pageMeta } from "~/lib/seo";

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
