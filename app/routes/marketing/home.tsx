import type { Route } from "./+types/home";
import { ClosingCta } from "~/components/home/closing-cta";
import { CustomerSegments } from "~/components/home/customer-segments";
import { HomeHero } from "~/components/home/home-hero";
import { Testimonials } from "~/components/home/testimonials";
import { ThreeSteps } from "~/components/home/three-steps";
import { ValueProps } from "~/components/home/value-props";
import { production } from "~/domain/policies";
import { site } from "~/domain/site";
import { originFromMatches } from "~/lib/origin";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Custom Laptop Wraps & Skins",
    description: `Custom precision-cut vinyl laptop wraps made in ${site.location.city}, ${site.location.regionName}. Upload your design for your MacBook, Dell, HP or Lenovo; made in ${production.standardDays} business day.`,
    path: "/",
    origin: originFromMatches(matches),
  });

export default function Home() {
  return (
    <>
      <HomeHero />
      <ValueProps />
      <CustomerSegments />
      <ThreeSteps />
      <Testimonials />
      <ClosingCta />
    </>
  );
}
