import { BrandStrip } from "#app/components/home/brand-strip.tsx";
import type { Route } from "./+types/home";
import { ClosingCta } from "#app/components/home/closing-cta.tsx";
import { CustomerSegments } from "#app/components/home/customer-segments.tsx";
import { HomeHero } from "#app/components/home/home-hero.tsx";
import { Testimonials } from "#app/components/home/testimonials.tsx";
import { ThreeSteps } from "#app/components/home/three-steps.tsx";
import { ValueProps } from "#app/components/home/value-props.tsx";
import { production } from "#app/domain/policies.ts";
import { site } from "#app/domain/site.ts";
import { originFromMatches } from "#app/lib/origin.ts";
import { pageMeta } from "#app/lib/seo.ts";

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
      <BrandStrip />
      <ValueProps />
      <CustomerSegments />
      <ThreeSteps />
      <Testimonials />
      <ClosingCta />
    </>
  );
}
